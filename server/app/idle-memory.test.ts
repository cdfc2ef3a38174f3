import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '@/server/services/background-tasks';
import { createLogger } from './logger';
import { collectAllGarbage, returnMemoryWhenIdle } from './idle-memory';

// After a burst the server gives its memory back once it is idle, and never while it is busy.

const MiB = 2 ** 20;
const log = createLogger('silent');
const tasks = createBackgroundTasks(log);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let stop = () => {};
afterEach(() => stop());

/** A server whose resident set the test sets, and that counts the collections it is asked for. */
function watched(startMiB: number) {
  const server = { rss: startMiB * MiB, collections: 0 };
  stop = returnMemoryWhenIdle(tasks, log, {
    tickMs: 20,
    rss: () => server.rss,
    collect: async () => {
      server.collections++;
      server.rss = startMiB * MiB;
    },
  });
  return server;
}

/** Keeps the event loop busy for `ms`, as a server under load is. */
async function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const slice = performance.now() + 15;
    while (performance.now() < slice);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the memory a burst left behind', () => {
  it('goes back once the server is idle, once per burst', async () => {
    const server = watched(140);
    await sleep(100);
    expect(server.collections).toBe(0);
    server.rss = 260 * MiB;
    await expect.poll(() => server.collections, { timeout: 2_000 }).toBe(1);
    await sleep(100);
    expect(server.collections).toBe(1);
  });

  it('stays while the server is busy, and goes back when the work stops', async () => {
    const server = watched(140);
    server.rss = 260 * MiB;
    await busyFor(300);
    expect(server.collections).toBe(0);
    await expect.poll(() => server.collections, { timeout: 2_000 }).toBe(1);
  });

  it('is not collected for a little growth', async () => {
    const server = watched(140);
    server.rss = 160 * MiB;
    await sleep(200);
    expect(server.collections).toBe(0);
  });

  it('is asked for no more when this Node cannot collect on request', async () => {
    let attempts = 0;
    let rss = 100 * MiB;
    stop = returnMemoryWhenIdle(tasks, log, {
      tickMs: 20,
      rss: () => rss,
      collect: async () => {
        attempts++;
        throw new Error('inspector not available');
      },
    });
    rss = 500 * MiB;
    await expect.poll(() => attempts, { timeout: 2_000 }).toBe(1);
    await sleep(100);
    expect(attempts).toBe(1);
  });
});

describe('a full collection on request', () => {
  it('shrinks the JavaScript heap back to what is still in use', async () => {
    const lines = () => Array.from({ length: 600_000 }, (_, line) => ({ line, text: `regel ${line}` })).length;
    expect(lines()).toBe(600_000);
    const grown = v8.getHeapStatistics().total_heap_size;
    await collectAllGarbage();
    expect(v8.getHeapStatistics().total_heap_size).toBeLessThan(grown - 16 * MiB);
  });
});
