/** @module bench/embeddings/run — `npm run bench:embed`: separation of the labelled pairs, table size and vectors per second → bench/results/embeddings-<date>.json. */

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initVectors, oracleKernel } from '../../src/platform/node.js';
import { pairCosines, separation } from './evaluate.js';
import { PAIRS } from './pairs.js';
import { measureSpeed } from './speed.js';

const root = new URL('../../', import.meta.url);
const bytes = readFileSync(new URL('build/vectors.bin', root));
const wasm = await initVectors(bytes);
const oracle = oracleKernel();

const variants = {
  removeComponent: separation(PAIRS, pairCosines(wasm, PAIRS, true)),
  keepComponent: separation(PAIRS, pairCosines(wasm, PAIRS, false)),
};

// 20,000 chat-style sentences (the pair sentences, cycled), embedded in one call per run.
const pool = [...new Set(PAIRS.flatMap((p) => [p.a, p.b]))];
const sentences = Array.from({ length: 20_000 }, (_, i) => pool[i % pool.length]);
const speedWasm = measureSpeed(wasm, sentences, 7);
const speedOracle = measureSpeed(oracle, sentences, 3);

const view = new DataView(bytes.buffer, bytes.byteOffset);
const result = {
  date: new Date().toISOString(),
  table: {
    bytes: bytes.length,
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    words: view.getUint32(12, true),
    dims: view.getUint32(8, true),
    sifA: view.getFloat32(24, true),
  },
  pairs: { total: PAIRS.length, perLabel: PAIRS.length / 3 },
  separation: variants,
  speed: {
    sentences: sentences.length,
    meanSentenceChars: Math.round(sentences.reduce((s, t) => s + t.length, 0) / sentences.length),
    wasm: speedWasm,
    oracle: speedOracle,
    wasmOverOracle: {
      sentences: speedWasm.sentencesPerSec / speedOracle.sentencesPerSec,
      similarities: speedWasm.similaritiesPerSec / speedOracle.similaritiesPerSec,
      mmr: speedWasm.mmrPerSec / speedOracle.mmrPerSec,
    },
  },
};

const out = fileURLToPath(new URL(`bench/results/embeddings-${result.date.slice(0, 10)}.json`, root));
writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
const s = variants.removeComponent;
const f = (x: number) => x.toFixed(3);
console.log(`table: ${result.table.words} words × ${result.table.dims}, ${result.table.bytes} bytes (${result.table.gzipBytes} gzipped)`);
console.log(`mean cosine: paraphrase ${f(s.mean.paraphrase)}, related ${f(s.mean.related)}, unrelated ${f(s.mean.unrelated)}; gap ${f(s.gap)}`);
console.log(`AUC: paraphrase/unrelated ${f(s.aucParaphraseUnrelated)}, paraphrase/related ${f(s.aucParaphraseRelated)}, related/unrelated ${f(s.aucRelatedUnrelated)}`);
console.log(`sentences/s: wasm ${Math.round(speedWasm.sentencesPerSec)}, oracle ${Math.round(speedOracle.sentencesPerSec)} (×${result.speed.wasmOverOracle.sentences.toFixed(1)})`);
console.log(`→ ${out}`);
