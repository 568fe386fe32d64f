// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests to send instead of a duration. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    expectBody?: string;
    timeout?: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  /** The run: awaitable for its result, and an emitter of each reply while it runs. */
  export type Run = Promise<Result> & { on(event: 'response', listener: () => void): Run };
  function autocannon(options: Options): Run;
  export default autocannon;
}
