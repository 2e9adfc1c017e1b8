/** @module assembly/memory — the per-call scratch arena (runtime stub heap): reset at each call, grown only when an input needs it. */

/**
 * Drops every scratch allocation. The JS side calls this before writing the inputs of a call.
 * @example
 * arenaReset(); const p = arenaAlloc(64);
 */
export function arenaReset(): void {
  __reset();
  // A pinned region (the word-vector table) is always the first block: claim it again.
  if (pinnedBytes > 0) heap.alloc(<usize>pinnedBytes);
}

let pinnedBytes: i32 = 0;

/**
 * Reserves `bytes` that survive every {@link arenaReset} (the first block after the reset); a
 * second call replaces the first reservation. Used once per table load, not per call.
 * @example
 * const table = arenaPin(len);
 */
export function arenaPin(bytes: i32): usize {
  __reset();
  pinnedBytes = max(bytes, 16);
  return heap.alloc(<usize>pinnedBytes);
}

/**
 * Allocates `bytes` (16-byte aligned) of scratch memory, growing the memory when needed; traps
 * (`unreachable`) when the block cannot fit in memory.
 * @example
 * const text = arenaAlloc(len << 1);
 */
export function arenaAlloc(bytes: i32): usize {
  const size = <usize>max(bytes, 16);
  const p = heap.alloc(size);
  // The stub runtime wraps its offset past 4 GiB instead of failing, and would hand out a block
  // that ends outside memory and then blocks over live ones: trap as it does when memory cannot grow.
  if (<u64>p + <u64>size > (<u64>memory.size() << 16)) unreachable();
  return p;
}

/**
 * Scratch memory filled with zeros.
 * @example
 * const counts = allocZeroed(n << 2);
 */
export function allocZeroed(bytes: i32): usize {
  const p = arenaAlloc(bytes);
  memory.fill(p, 0, <usize>max(bytes, 0));
  return p;
}

/**
 * Code unit i of the UTF-16 text at p.
 * @example
 * const c = ch(text, i);
 */
// @ts-ignore: decorator
@inline export function ch(p: usize, i: i32): i32 {
  return <i32>load<u16>(p + (<usize>i << 1));
}

/**
 * i32 element i of the array at p.
 * @example
 * const v = geti(arr, i);
 */
// @ts-ignore: decorator
@inline export function geti(p: usize, i: i32): i32 {
  return load<i32>(p + (<usize>i << 2));
}

/**
 * Stores an i32 element.
 * @example
 * seti(arr, i, v);
 */
// @ts-ignore: decorator
@inline export function seti(p: usize, i: i32, v: i32): void {
  store<i32>(p + (<usize>i << 2), v);
}

/**
 * Smallest power of two ≥ 2n (hash-table capacity), at least 16.
 * @example
 * tableCap(100) // 256
 */
export function tableCap(n: i32): i32 {
  let c = 16;
  while (c < n * 2) c <<= 1;
  return c;
}
