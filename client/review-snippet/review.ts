// /review.js runs on a preview site framed by the portal's review screen. It holds no cookie, session or token and calls no portal
// API: it speaks only by postMessage to the framing page, and only to the portal that served it (its own origin).
import { readPortalMessage, snippetMessage, type SnippetMessage, type SnippetPin } from '@/src/domain/review';
import { locate, nameOf, roleOf, selectorFor, targetOf, textFallbackFor } from './locate';
import { createOverlay } from './overlay';
import { captureWithPin } from './screenshot';

const script = document.currentScript as HTMLScriptElement | null;
const portalOrigin = script ? new URL(script.src, location.href).origin : null;

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const pagePath = () => `${location.pathname}${location.search}`;

function start(portal: string) {
  const post = (message: SnippetMessage) => window.parent.postMessage(snippetMessage(message), portal);
  const overlay = createOverlay((pinId) => post({ type: 'pin-clicked', pinId }));
  let pins: SnippetPin[] = [];
  let placing = false;
  let path = pagePath();
  // Whether the portal has answered: a hello sent before the framing page listened is said again.
  let heard = false;

  function drawPins() {
    const here = pins.filter((pin) => pin.path === path);
    const placed = here.flatMap((pin) => {
      const element = locate(pin);
      return element ? [{ pin, element }] : [];
    });
    overlay.show(placed);
    const found = new Set(placed.map(({ pin }) => pin.id));
    post({ type: 'located', path, found: [...found], missing: here.filter((pin) => !found.has(pin.id)).map((pin) => pin.id) });
  }

  const isOverlay = (target: EventTarget | null) => target instanceof Node && overlay.host.contains(target);

  function hover(event: MouseEvent) {
    if (!placing || isOverlay(event.target) || !(event.target instanceof Element)) return;
    overlay.outline(targetOf(event.target));
  }

  async function pick(event: MouseEvent) {
    if (!placing || isOverlay(event.target) || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    const element = targetOf(event.target);
    const box = element.getBoundingClientRect();
    overlay.outline(null);
    const screenshot = await captureWithPin(event.clientX, event.clientY, overlay.host);
    post({
      type: 'picked',
      draft: {
        path,
        selector: selectorFor(element),
        textFallback: textFallbackFor(element),
        elementRole: roleOf(element),
        elementName: nameOf(element),
        xFraction: clamp((event.clientX - box.left) / box.width),
        yFraction: clamp((event.clientY - box.top) / box.height),
        viewportWidth: window.innerWidth,
        viewportHeight: window.innerHeight,
        screenshot,
      },
    });
  }

  // While placing, a click on the page places a pin instead of following a link or pressing a button.
  addEventListener('mousemove', hover, true);
  addEventListener('click', (event) => void pick(event), true);

  addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== portal) return;
    const message = readPortalMessage(event.data);
    if (!message) return;
    heard = true;
    if (message.type === 'pins') {
      pins = message.pins;
      drawPins();
    } else if (message.type === 'placing') {
      placing = message.on;
      if (!placing) overlay.outline(null);
    } else {
      overlay.focus(message.pinId);
    }
  });

  const hello = () => post({ type: 'hello', path, viewportWidth: window.innerWidth, viewportHeight: window.innerHeight });
  // A site that changes pages without loading one (a single-page app) says hello for each page.
  setInterval(() => {
    if (pagePath() === path) {
      if (!heard) hello();
      return;
    }
    path = pagePath();
    hello();
    drawPins();
  }, 500);
  // Layout settles after fonts and images: place the pins again once it has.
  addEventListener('load', drawPins);
  addEventListener('resize', () => drawPins());
  hello();
}

// Only inside the portal's frame; a preview opened on its own shows nothing of this.
if (portalOrigin && window.parent !== window) start(portalOrigin);
