// One open subscription's mailbox: the hub drops events in, the subscription's generator takes
// them out, waiting at most until its next session check or until the browser goes away.

export class LiveInbox<T> {
  private queue: T[] = [];
  private wake: (() => void) | undefined;
  private ended: Error | undefined;

  push(items: readonly T[]): void {
    if (this.ended || items.length === 0) return;
    this.queue.push(...items);
    this.wake?.();
  }

  /** Wakes a waiting `take` without anything new (something else needs the stream's attention). */
  poke(): void {
    this.wake?.();
  }

  /** Ends the subscription: the next `take` throws this error. */
  end(error: Error): void {
    this.ended ??= error;
    this.wake?.();
  }

  /** What arrived so far, waiting up to `timeoutMs` for something; [] on time-out or abort. */
  async take(timeoutMs: number, signal: AbortSignal | undefined): Promise<T[]> {
    if (this.queue.length === 0 && !this.ended && !signal?.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          this.wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, timeoutMs));
        signal?.addEventListener('abort', done, { once: true });
        this.wake = done;
      });
    }
    if (this.ended) throw this.ended;
    const items = this.queue;
    this.queue = [];
    return items;
  }
}
