// The part of autocannon 9's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly stddev: number;
    readonly min: number;
    readonly max: number;
    readonly total: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
  }
  interface Options {
    readonly url: string;
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    readonly amount?: number;
    readonly method?: 'GET' | 'POST';
    readonly headers?: Record<string, string>;
    readonly body?: string;
    /** Seconds. */
    readonly timeout?: number;
  }
  interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    /** Answers counted by HTTP status, e.g. { '200': { count: 1000 }, '503': { count: 12 } }. */
    readonly statusCodeStats: Readonly<Record<string, { readonly count: number } | undefined>>;
    /** Seconds. */
    readonly duration: number;
  }
  /** A run under way: a promise of its result that also tells of each response as it arrives. */
  interface Instance extends PromiseLike<Result> {
    /** `responseTime` in ms, from the request's first byte sent to the response's last received. */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
