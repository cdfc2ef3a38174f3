import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows content laid out at `width` × `height` CSS pixels, scaled down to the space there is (never
 * up), so a desktop-wide preview fits a laptop and a phone's screen without scrolling sideways.
 */
export function ScaledViewport({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = room > 0 ? Math.min(1, room / width) : 1;
  return (
    <div ref={box} className="w-full min-w-0">
      <div className="mx-auto overflow-hidden rounded-lg border bg-muted shadow-sm" style={{ width: width * scale, height: height * scale }}>
        <div style={{ width, height, transform: `scale(${scale})`, transformOrigin: 'top left' }}>{children}</div>
      </div>
    </div>
  );
}
