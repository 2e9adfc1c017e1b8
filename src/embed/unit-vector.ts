/** @module embed/unit-vector — scale a vector to unit length (a zero vector stays zero). */

/**
 * A unit-length Float32Array copy of `values`; all zeros stays all zeros.
 * @example
 * unitVector([3, 4]) // Float32Array [0.6, 0.8]
 */
export function unitVector(values: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(values as ArrayLike<number>);
  let sum = 0;
  for (let i = 0; i < out.length; i++) sum += out[i] * out[i];
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < out.length; i++) out[i] *= inv;
  }
  return out;
}
