/** @module kernel/oracle/vectors/math — f32 vector arithmetic in the lane order of assembly/vectors/math.ts (every step rounded as f32). */

const f = Math.fround;

/**
 * Dot product of a[ao, ao+dims) and b[bo, bo+dims): four lane sums over whole groups of four,
 * added lane 0 to 3, then the tail in order — exactly the WASM kernel's f32 result.
 * @example
 * dot(Float32Array.of(1, 0), 0, Float32Array.of(1, 0), 0, 2) // 1
 */
export function dot(a: Float32Array, ao: number, b: Float32Array, bo: number, dims: number): number {
  const s = [0, 0, 0, 0];
  let j = 0;
  for (; j + 4 <= dims; j += 4) {
    for (let l = 0; l < 4; l++) s[l] = f(s[l] + f(a[ao + j + l] * b[bo + j + l]));
  }
  let r = f(f(f(s[0] + s[1]) + s[2]) + s[3]);
  for (; j < dims; j++) r = f(r + f(a[ao + j] * b[bo + j]));
  return r;
}

/**
 * Scales a[ao, ao+dims) to unit length in place; length 0 gives zeros.
 * @example
 * const v = Float32Array.of(3, 4); normalize(v, 0, 2); // [0.6, 0.8]
 */
export function normalize(a: Float32Array, ao: number, dims: number): void {
  const len = f(Math.sqrt(dot(a, ao, a, ao, dims)));
  const inv = len > 0 && len < Infinity ? f(1 / len) : 0;
  for (let j = 0; j < dims; j++) a[ao + j] = f(a[ao + j] * inv);
}
