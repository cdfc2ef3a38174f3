import { describe, expect, it } from 'vitest';
import { gatheredWrites } from './event-stream-writes';

function source() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encode = (text: string) => controller.enqueue(new TextEncoder().encode(text));
  return { body, encode, close: () => controller.close() };
}

describe('an event stream going out', () => {
  it('sends the pieces of one event, ready together, as one write; the next event as the next', async () => {
    const { body, encode, close } = source();
    const writes: string[] = [];
    const out = gatheredWrites(body);
    out.on('data', (chunk: Buffer) => writes.push(chunk.toString()));
    const ended = new Promise((resolve) => out.on('end', resolve));
    encode('data: {"a":1}\n');
    encode('id: 7\n');
    encode('\n\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    encode('data: {"a":2}\n');
    encode('id: 8\n\n\n');
    close();
    await ended;
    expect(writes).toEqual(['data: {"a":1}\nid: 7\n\n\n', 'data: {"a":2}\nid: 8\n\n\n']);
  });

  it('lets go of its source when the browser goes away', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) });
    gatheredWrites(body).destroy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cancelled).toBe(true);
  });
});
