// The few parts of autocannon the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p90: number; p97_5: number; p99: number }
  interface Result { requests: Histogram & { total: number }; latency: Histogram; non2xx: number; errors: number }
  interface Options {
    url: string; connections?: number; duration?: number; headers?: Record<string, string>;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    /** Cycled through in order, one per request. */
    requests?: Array<{ method?: string; path?: string; body?: string; headers?: Record<string, string> }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
