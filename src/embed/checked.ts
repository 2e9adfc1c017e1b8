/** @module embed/checked — call a caller's embedder and check what it returns (one finite vector per text, one width). */
import { PithError, ProviderError, describe } from '../errors.js';
import type { Embedder } from './types.js';

/**
 * `embedder.embed(texts)`, checked: a thrown error that is not already typed becomes a
 * ProviderError, and so does a reply that is not one vector per text, all of one width, of finite
 * numbers (a wrong shape would otherwise skew every similarity without a word).
 * @example
 * const [q] = await embedChecked(staticEmbedder(), ['Where do we ship the 45 units?']);
 */
export async function embedChecked(embedder: Embedder, texts: readonly string[]): Promise<Float32Array[]> {
  const name = typeof embedder.name === 'string' ? embedder.name : 'embedder';
  let rows: unknown;
  try {
    rows = await embedder.embed(texts);
  } catch (e) {
    if (e instanceof PithError) throw e;
    throw new ProviderError(`${name}: expected embed() to succeed, found ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  if (!Array.isArray(rows) || rows.length !== texts.length) {
    throw new ProviderError(`${name}: expected ${texts.length} vectors from embed(), found ${Array.isArray(rows) ? `${rows.length} vectors` : describe(rows)}`);
  }
  const width = rows.length ? (rows[0] as { length?: unknown })?.length : 0;
  rows.forEach((v, k) => {
    const ok = v instanceof Float32Array && v.length === width && v.length > 0 && v.every(Number.isFinite);
    if (!ok) throw new ProviderError(`${name}: expected vector ${k} to be a Float32Array of ${String(width)} finite numbers, found ${describeVector(v)}`);
  });
  return rows as Float32Array[];
}

function describeVector(v: unknown): string {
  if (v instanceof Float32Array) return v.every(Number.isFinite) ? `a Float32Array of ${v.length}` : 'a Float32Array with NaN or infinite values';
  return describe(v);
}
