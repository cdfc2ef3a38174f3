// The pins and the placing outline live in one shadow root above the page, so the page's styles do not reach them
// and they never change the page's layout.
import type { SnippetPin } from '@/src/domain/review';

const STYLE = `
:host { all: initial; }
.layer { position: fixed; inset: 0; pointer-events: none; z-index: 2147483647; }
.pin { position: fixed; width: 28px; height: 28px; margin: -14px 0 0 -14px; border-radius: 50%; border: 2px solid #fff;
  background: #2563eb; color: #fff; font: 700 12px/24px system-ui, sans-serif; text-align: center; cursor: pointer;
  box-shadow: 0 1px 4px rgb(0 0 0 / .4); pointer-events: auto; padding: 0; }
.pin.resolved { background: #15803d; }
.pin:focus-visible, .pin.focused { outline: 3px solid #f59e0b; outline-offset: 2px; }
.outline { position: fixed; border: 2px dashed #2563eb; background: rgb(37 99 235 / .08); display: none; }
`;

export interface PlacedPin {
  pin: SnippetPin;
  element: Element;
}

export function createOverlay(onPinClicked: (pinId: string) => void) {
  const host = document.createElement('div');
  host.setAttribute('data-klantportaal-review', '');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const layer = document.createElement('div');
  layer.className = 'layer';
  const outline = document.createElement('div');
  outline.className = 'outline';
  layer.append(outline);
  root.append(style, layer);
  document.documentElement.append(host);

  let placed: PlacedPin[] = [];
  const markers = new Map<string, HTMLButtonElement>();
  let frame = 0;

  function position() {
    frame = 0;
    for (const { pin, element } of placed) {
      const marker = markers.get(pin.id);
      if (!marker) continue;
      const box = element.getBoundingClientRect();
      marker.style.left = `${box.left + pin.xFraction * box.width}px`;
      marker.style.top = `${box.top + pin.yFraction * box.height}px`;
    }
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(position);
  };
  addEventListener('scroll', schedule, { passive: true, capture: true });
  addEventListener('resize', schedule, { passive: true });

  return {
    host,
    /** Draws exactly these pins, each on its element. */
    show(next: PlacedPin[]) {
      for (const marker of markers.values()) marker.remove();
      markers.clear();
      placed = next;
      for (const { pin } of next) {
        const marker = document.createElement('button');
        marker.type = 'button';
        marker.className = pin.resolved ? 'pin resolved' : 'pin';
        marker.textContent = String(pin.number);
        marker.setAttribute('aria-label', pin.label);
        marker.addEventListener('click', (event) => {
          event.preventDefault();
          event.stopPropagation();
          onPinClicked(pin.id);
        });
        markers.set(pin.id, marker);
        layer.append(marker);
      }
      position();
    },
    focus(pinId: string) {
      const entry = placed.find(({ pin }) => pin.id === pinId);
      if (!entry) return;
      entry.element.scrollIntoView({ block: 'center' });
      for (const [id, marker] of markers) marker.classList.toggle('focused', id === pinId);
      schedule();
    },
    outline(element: Element | null) {
      if (!element) {
        outline.style.display = 'none';
        return;
      }
      const box = element.getBoundingClientRect();
      Object.assign(outline.style, { display: 'block', left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` });
    },
  };
}
