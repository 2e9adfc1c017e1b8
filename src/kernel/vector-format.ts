/** @module kernel/vector-format — the build/vectors.bin layout, shared by scripts/build-vectors.ts, both kernels and the parser. */

/**
 * 'PVEC' read as a little-endian u32.
 * @example
 * VECTORS_MAGIC // 1128617552
 */
export const VECTORS_MAGIC = 0x43455650;
/**
 * Bumped whenever the layout below changes.
 * @example
 * VECTORS_VERSION // 1
 */
export const VECTORS_VERSION = 1;
/**
 * Header length in bytes: sixteen little-endian u32/f32 fields.
 * @example
 * HEADER_BYTES // 64
 */
export const HEADER_BYTES = 64;

/**
 * Header field byte offsets. Sections follow the header, each 16-byte aligned:
 * word hashes (u32 × count, rank order), slots (u32 × slots, 0 = empty else word index + 1,
 * linear probing from `hash & (slots - 1)`), scales (f32 × count), SIF weights (f32 × count),
 * first principal component (f32 × dims, when flag bit 0 is set), int8 vectors (dims × count).
 * @example
 * new DataView(bytes.buffer).getUint32(FIELD.dims, true) // 100
 */
export const FIELD = {
  magic: 0,
  version: 4,
  dims: 8,
  count: 12,
  slots: 16,
  flags: 20,
  sifA: 24,
  hashes: 28,
  slotTable: 32,
  scales: 36,
  weights: 40,
  component: 44,
  vectors: 48,
  total: 52,
  /** Vocabulary size asked for at build time (`--words`), so a rebuild notices a change. */
  requested: 56,
} as const;

/**
 * Flag bit: the table carries a first principal component to remove from sentence vectors.
 * @example
 * FLAG_COMPONENT // 1
 */
export const FLAG_COMPONENT = 1;
