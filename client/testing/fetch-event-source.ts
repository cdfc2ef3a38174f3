// Node 20 has no EventSource. Like a browser's, this one sends the session cookie, reopens a dropped connection after `retryMs`
// with Last-Event-ID, and closes for good on an answer that is not a 200 event stream.

export interface FetchEventSourceInit {
  withCredentials?: boolean;
  headers?: Record<string, string>;
  retryMs?: number;
}

type Listener = (event: { data?: string; lastEventId?: string; type: string }) => void;

export class FetchEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  private lastEventId = '';
  private readonly listeners = new Map<string, Set<Listener>>();
  private controller = new AbortController();
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly url: string,
    private readonly init: FetchEventSourceInit = {},
  ) {
    void this.connect();
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = this.CLOSED;
    clearTimeout(this.reconnectTimer);
    this.controller.abort();
  }

  private emit(type: string, event: { data?: string; lastEventId?: string } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ ...event, type });
  }

  private async connect(): Promise<void> {
    this.controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream', ...this.init.headers };
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    let response: Response;
    try {
      response = await fetch(this.url, { headers, signal: this.controller.signal });
    } catch {
      return this.reopenLater();
    }
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      this.readyState = this.CLOSED;
      return this.emit('error');
    }
    this.readyState = this.OPEN;
    this.emit('open');
    try {
      await this.read(response.body!);
    } catch {
      // A cut connection: reopened below.
    }
    this.reopenLater();
  }

  private reopenLater() {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CONNECTING;
    this.emit('error');
    this.reconnectTimer = setTimeout(() => void this.connect(), this.init.retryMs ?? 500);
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    let event = { type: 'message', data: [] as string[] };
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (event.data.length > 0) this.emit(event.type, { data: event.data.join('\n'), lastEventId: this.lastEventId });
          event = { type: 'message', data: [] };
          continue;
        }
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.type = value;
        else if (field === 'data') event.data.push(value);
        else if (field === 'id') this.lastEventId = value;
      }
    }
  }
}
