/** @module bench/speed/timing — times async calls and summarises them (median, MB/s). */

/** Timings of one contender on one input size. */
export interface Sample {
  /** Milliseconds per call, in call order. */
  ms: number[];
  median: number;
  /** Input megabytes (UTF-8 JSON of the messages) per second at the median. */
  mbPerSec: number;
}

/**
 * Median of a non-empty list.
 * @example
 * median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Run `fn` once per input, in order, timing each call alone.
 * @example
 * const s = await timeEach(inputs, bytes, (msgs) => compress(msgs, { budget: 4000 }));
 */
export async function timeEach<T>(
  inputs: readonly T[],
  bytes: number,
  fn: (input: T) => Promise<unknown>,
): Promise<Sample> {
  const ms: number[] = [];
  for (const input of inputs) {
    const t0 = performance.now();
    await fn(input);
    ms.push(performance.now() - t0);
  }
  const mid = median(ms);
  return { ms, median: mid, mbPerSec: bytes / 1e6 / (mid / 1000) };
}
