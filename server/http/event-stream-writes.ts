import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

// tRPC writes each live event as three small pieces ("data: …", "id: …", the blank line), each
// its own write to the socket. With hundreds of open streams that is most of the work of sending
// an event; here the pieces that are ready together leave as one write.

function isEventStream(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/event-stream');
}

/** The stream's bytes, gathered per turn of the event loop; a slow reader holds the source back. */
export function gatheredWrites(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  let wanted: (() => void) | undefined;
  const readable = new Readable({
    read() {
      wanted?.();
    },
    destroy(error, callback) {
      reader.cancel().catch(() => {});
      callback(error);
    },
  });
  void (async () => {
    let pieces: Uint8Array[] = [];
    let flushing: Promise<void> | undefined;
    const flush = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const chunk = Buffer.concat(pieces);
      pieces = [];
      flushing = undefined;
      if (!readable.push(chunk)) await new Promise<void>((resolve) => (wanted = resolve));
    };
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        pieces.push(value);
        flushing ??= flush();
      }
      await flushing;
      if (pieces.length > 0) readable.push(Buffer.concat(pieces));
      readable.push(null);
    } catch (error) {
      readable.destroy(error as Error);
    }
  })();
  return readable;
}

/** Every event-stream answer (tRPC's live streams) goes out through gatheredWrites. */
export function registerEventStreamWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (payload instanceof Response && isEventStream(payload.headers.get('content-type')) && payload.body) {
      reply.code(payload.status);
      payload.headers.forEach((value, key) => void reply.header(key, value));
      return gatheredWrites(payload.body);
    }
    if (payload instanceof ReadableStream && isEventStream(reply.getHeader('content-type'))) return gatheredWrites(payload);
    return payload;
  });
}
