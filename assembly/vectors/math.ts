/** @module assembly/vectors/math — f32 vector arithmetic with v128 (the lane order the oracle in src/kernel/oracle/vectors/math.ts mirrors). */

/**
 * acc[0, dims) += w · q[0, dims) where q holds int8 values: sixteen lanes at a time, each lane
 * rounded as f32 (mul, then add), the tail one by one.
 * @example
 * addScaledInt8(acc, vectors + i * dims, weight * scale, dims);
 */
export function addScaledInt8(acc: usize, q: usize, w: f32, dims: i32): void {
  const ws = f32x4.splat(w);
  let j = 0;
  for (; j + 16 <= dims; j += 16) {
    const b = v128.load(q + <usize>j);
    const lo = i16x8.extend_low_i8x16_s(b);
    const hi = i16x8.extend_high_i8x16_s(b);
    const a = acc + (<usize>j << 2);
    v128.store(a, f32x4.add(v128.load(a), f32x4.mul(f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_s(lo)), ws)));
    v128.store(a, f32x4.add(v128.load(a, 16), f32x4.mul(f32x4.convert_i32x4_s(i32x4.extend_high_i16x8_s(lo)), ws)), 16);
    v128.store(a, f32x4.add(v128.load(a, 32), f32x4.mul(f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_s(hi)), ws)), 32);
    v128.store(a, f32x4.add(v128.load(a, 48), f32x4.mul(f32x4.convert_i32x4_s(i32x4.extend_high_i16x8_s(hi)), ws)), 48);
  }
  for (; j < dims; j++) {
    const a = acc + (<usize>j << 2);
    store<f32>(a, load<f32>(a) + <f32>load<i8>(q + <usize>j) * w);
  }
}

/**
 * Dot product of two f32 vectors: four lane sums over whole groups of four, added lane 0 to 3,
 * then the tail in order.
 * @example
 * const cos = dot(a, b, 100);
 */
export function dot(a: usize, b: usize, dims: i32): f32 {
  let s = f32x4.splat(0);
  let j = 0;
  for (; j + 4 <= dims; j += 4) {
    const o = <usize>j << 2;
    s = f32x4.add(s, f32x4.mul(v128.load(a + o), v128.load(b + o)));
  }
  let r: f32 = f32x4.extract_lane(s, 0) + f32x4.extract_lane(s, 1) + f32x4.extract_lane(s, 2) + f32x4.extract_lane(s, 3);
  for (; j < dims; j++) r += load<f32>(a + (<usize>j << 2)) * load<f32>(b + (<usize>j << 2));
  return r;
}

/**
 * a[0, dims) += w · b[0, dims), four lanes at a time.
 * @example
 * axpy(v, component, -projection, dims);
 */
export function axpy(a: usize, b: usize, w: f32, dims: i32): void {
  const ws = f32x4.splat(w);
  let j = 0;
  for (; j + 4 <= dims; j += 4) {
    const o = <usize>j << 2;
    v128.store(a + o, f32x4.add(v128.load(a + o), f32x4.mul(v128.load(b + o), ws)));
  }
  for (; j < dims; j++) {
    const o = <usize>j << 2;
    store<f32>(a + o, load<f32>(a + o) + load<f32>(b + o) * w);
  }
}

/**
 * Scales a to unit length in place; a vector of length 0 (or not finite) becomes all zeros.
 * @example
 * normalize(v, 100);
 */
export function normalize(a: usize, dims: i32): void {
  const len = <f32>Math.sqrt(<f64>dot(a, a, dims));
  const inv: f32 = len > 0 && len < Infinity ? <f32>1 / len : 0;
  const ws = f32x4.splat(inv);
  let j = 0;
  for (; j + 4 <= dims; j += 4) {
    const o = <usize>j << 2;
    v128.store(a + o, f32x4.mul(v128.load(a + o), ws));
  }
  for (; j < dims; j++) store<f32>(a + (<usize>j << 2), load<f32>(a + (<usize>j << 2)) * inv);
}
