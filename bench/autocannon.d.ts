// The part of autocannon 9's API that bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface AutocannonClient {
    setHeaders(headers: Record<string, string>): void;
    /** Kept for every request of this connection (setRequest lasts one request). */
    setRequests(requests: { method?: string; path?: string; headers?: Record<string, string> }[]): void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    /** `total` answered, `sent` asked (the answered and those still on their way at the end). */
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds from the first request to the end. */
    duration: number;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    setupClient?: (client: AutocannonClient) => void;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
