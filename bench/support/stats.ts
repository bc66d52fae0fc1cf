// Small statistics and loops for the benchmarks. Every loop is bounded by time and by count.

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface LoopResult {
  /** Milliseconds per call. */
  readonly latencies: number[];
  readonly elapsedMs: number;
  /** Calls per second over the whole loop. */
  readonly rate: number;
}

/**
 * Calls `fn` from `concurrency` workers, each in turn, until `durationMs` has passed or `maxCalls` calls
 * were made, after `warmupCalls` untimed calls.
 */
export async function loop(
  fn: () => Promise<unknown>,
  options: { concurrency?: number; durationMs: number; maxCalls: number; warmupCalls?: number },
): Promise<LoopResult> {
  const concurrency = options.concurrency ?? 1;
  for (let i = 0; i < (options.warmupCalls ?? 0); i += 1) await fn();
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.durationMs;
  let calls = 0;
  const worker = async () => {
    while (performance.now() < deadline && calls < options.maxCalls) {
      calls += 1;
      const t = performance.now();
      await fn();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  return { latencies, elapsedMs, rate: (latencies.length / elapsedMs) * 1000 };
}

/** Calls each function in turn, `rounds` times (after `warmup` rounds), so drift hits all alike. */
export async function interleaved<K extends string>(
  fns: Record<K, () => Promise<unknown>>,
  rounds: number,
  warmup: number,
): Promise<Record<K, number[]>> {
  const keys = Object.keys(fns) as K[];
  const times = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let round = -warmup; round < rounds; round += 1) {
    for (const key of keys) {
      const t = performance.now();
      await fns[key]();
      if (round >= 0) times[key].push(performance.now() - t);
    }
  }
  return times;
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
