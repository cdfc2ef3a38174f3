// The visible area of the preview with the new pin drawn on it, made by snapdom in the page itself
// (the portal cannot look into another origin's frame). A JPEG small enough for the portal to keep.
import { snapdom } from '@zumer/snapdom';
import { MAX_PIN_SCREENSHOT_BYTES } from '@/src/domain/review';

const CAPTURE_TIMEOUT_MS = 8000;
/** base64 grows by a third; the data: prefix is short. */
const MAX_DATA_URL = Math.floor((MAX_PIN_SCREENSHOT_BYTES * 4) / 3);

function drawPin(canvas: HTMLCanvasElement, x: number, y: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = canvas.width / window.innerWidth;
  context.beginPath();
  context.arc(x * ratio, y * ratio, 12 * ratio, 0, 2 * Math.PI);
  context.fillStyle = '#2563eb';
  context.fill();
  context.lineWidth = 3 * ratio;
  context.strokeStyle = '#ffffff';
  context.stroke();
}

/** A data: URL of what the client saw with a pin at (x, y) in the viewport; null when the capture fails or is too large. */
export async function captureWithPin(x: number, y: number, overlay: Element): Promise<string | null> {
  const capture = (async () => {
    const canvas = await snapdom.toCanvas(document.body, { clip: 'viewport', dpr: 1, exclude: [(element: Element) => element === overlay], backgroundColor: '#ffffff' });
    drawPin(canvas, x, y);
    for (const quality of [0.75, 0.5, 0.3]) {
      const url = canvas.toDataURL('image/jpeg', quality);
      if (url.length <= MAX_DATA_URL) return url;
    }
    return null;
  })();
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), CAPTURE_TIMEOUT_MS));
  try {
    return await Promise.race([capture, timeout]);
  } catch {
    return null;
  }
}
