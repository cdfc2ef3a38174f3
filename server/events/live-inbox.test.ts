import { describe, expect, it } from 'vitest';
import { LiveInbox } from './live-inbox';

// The wait of one open stream: what wakes it, and what it hands over.

describe('a live stream waiting for events', () => {
  it('gets what arrived, in order, and only what its subscription accepts', async () => {
    const inbox = new LiveInbox<number>();
    const waiting = inbox.take(Date.now() + 60_000);
    inbox.push([1, 2, 3, 4], (n) => n % 2 === 0);
    inbox.push([5, 6]);
    expect(await waiting).toEqual([2, 4]);
    expect(await inbox.take(Date.now() + 60_000)).toEqual([5, 6]);
  });

  it('returns empty-handed when its time comes on the clock (a keepalive or a session check is due)', async () => {
    const inbox = new LiveInbox<number>();
    const until = Date.now() + 10_000;
    let woke = false;
    void Promise.resolve(inbox.take(until)).then(() => (woke = true));
    inbox.tick(until - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(woke).toBe(false);
    inbox.tick(until);
    await new Promise((resolve) => setImmediate(resolve));
    expect(woke).toBe(true);
  });

  it('returns when the browser goes away, and stops listening once closed', async () => {
    const tab = new AbortController();
    const inbox = new LiveInbox<number>(tab.signal);
    const waiting = inbox.take(Date.now() + 60_000);
    tab.abort();
    expect(await waiting).toEqual([]);
    expect(inbox.take(Date.now() + 60_000)).toEqual([]);
    inbox.close();
  });

  it('throws the reason it was ended with (the server stopping) to a waiting and a later take', async () => {
    const inbox = new LiveInbox<number>();
    const waiting = inbox.take(Date.now() + 60_000);
    const stopping = new Error('stopping');
    inbox.end(stopping);
    await expect(waiting).rejects.toBe(stopping);
    expect(() => inbox.take(Date.now() + 60_000)).toThrow(stopping);
  });
});
