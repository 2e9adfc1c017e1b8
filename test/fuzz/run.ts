/** @module test/fuzz/run — `npm run fuzz`: ≥ 1M random and adversarial inputs to every WASM export, plus the memory bound. */

import { oracle } from '../../src/kernel/oracle/index.js';
import { freshWasmKernel } from '../wasm/kernels.js';
import { diffKernels } from './compare.js';
import { adversarialTexts, checkCase, runFuzz } from './core.js';

const CASES = Number(process.env.FUZZ_CASES ?? 1_000_000);
const CHUNK = 50_000;

async function main(): Promise<void> {
  const t0 = performance.now();
  const { kernel } = await freshWasmKernel();
  let failures: string[] = [];
  let done = 0;
  let compared = 0;
  for (let seed = 1; done < CASES && failures.length === 0; seed++) {
    const s = runFuzz(kernel, oracle, { cases: Math.min(CHUNK, CASES - done), seed, compareEvery: 25, diff: diffKernels });
    done += s.cases;
    compared += s.compared;
    failures = s.failures;
    process.stdout.write(`\r${done} random cases, ${compared} compared with the oracle`);
  }
  console.log();
  for (const [name, text] of adversarialTexts()) {
    const c = { text, docs: Int32Array.of(0, text.length >> 1), options: { query: 'deadline fix' } };
    try {
      checkCase(kernel, c);
      const d = text.length <= 1_000_000 ? diffKernels(kernel, oracle, c) : null;
      if (d) failures.push(`${name}: ${d}`);
      console.log(`adversarial ${name} (${text.length} code units): ok`);
    } catch (e) {
      failures.push(`${name}: ${(e as Error).message}`);
    }
  }
  // Memory must stay bounded over 10k calls of normal-size input (fresh instance).
  const fresh = await freshWasmKernel();
  const chat = adversarialTexts()[13][1].slice(0, 6000);
  const docs = Int32Array.of(0, 1500, 3000, 4500);
  const calls = () => {
    for (let i = 0; i < 1000; i++) {
      fresh.kernel.analyze(chat, docs, { query: 'deploy error' });
      fresh.kernel.importance(chat, docs);
      fresh.kernel.scan(chat);
      fresh.kernel.pins(chat);
      fresh.kernel.estimateTokens(chat);
    }
  };
  calls();
  const before = fresh.exports.memory.buffer.byteLength;
  for (let i = 0; i < 9; i++) calls();
  const after = fresh.exports.memory.buffer.byteLength;
  console.log(`memory over 10k calls per export: ${before} → ${after} bytes`);
  if (after !== before) failures.push(`memory grew from ${before} to ${after} bytes over 10k calls`);
  const total = done + adversarialTexts().length;
  console.log(`${total} inputs × 7 exports in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (failures.length > 0) {
    console.error(`FAILED:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log('fuzz: clean');
}

await main();
