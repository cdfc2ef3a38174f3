// One subscription's mailbox. With hundreds of streams on one thread every event wakes each of them, so a wait costs one promise:
// no timer, listener or array of its own (the hub's clock looks for due access checks and keepalives once a second).

export class LiveInbox<T> {
  private queue: T[] = [];
  private waiting: { resolve: (items: T[]) => void; reject: (error: Error) => void } | undefined;
  private ended: Error | undefined;
  /** When a waiting `take` returns with nothing new. */
  private wakeAt = Number.POSITIVE_INFINITY;
  private readonly onAbort = () => this.poke();

  constructor(private readonly signal?: AbortSignal) {
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  /** Adds the items `accepts` lets through (all without it) and wakes the waiting `take`. */
  push(items: readonly T[], accepts?: (item: T) => boolean): void {
    if (this.ended) return;
    const before = this.queue.length;
    for (const item of items) if (!accepts || accepts(item)) this.queue.push(item);
    if (this.queue.length > before) this.poke();
  }

  /** The hub's clock: wakes a waiting `take` whose time has come. */
  tick(now: number): void {
    if (now >= this.wakeAt) this.poke();
  }

  /** Ends the subscription: the next `take` throws this error. */
  end(error: Error): void {
    this.ended ??= error;
    this.poke();
  }

  /** Stops listening to the browser going away (the subscription is over). */
  close(): void {
    this.signal?.removeEventListener('abort', this.onAbort);
  }

  /** What arrived so far, at once or once something arrives; [] when `until` (a time in ms) comes or the browser went away. */
  take(until: number): T[] | Promise<T[]> {
    if (this.ended) throw this.ended;
    if (this.queue.length > 0 || this.signal?.aborted || until <= Date.now()) return this.drain();
    this.wakeAt = until;
    return new Promise<T[]>((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** Hands a waiting `take` what arrived (or the reason the subscription ended). */
  private poke(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = undefined;
    this.wakeAt = Number.POSITIVE_INFINITY;
    if (this.ended) waiting.reject(this.ended);
    else waiting.resolve(this.drain());
  }

  private drain(): T[] {
    if (this.queue.length === 0) return [];
    const items = this.queue;
    this.queue = [];
    return items;
  }
}
