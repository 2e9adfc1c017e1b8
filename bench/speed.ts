/** @module bench/speed — pith (WASM) vs the same algorithm in plain TS vs LangChain trimMessages; one huge message of each awkward shape. */

import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { oracleKernel } from '../src/kernel/load.js';
import { compress, init } from '../src/platform/node.js';
import type { Message } from '../src/types.js';
import { generateConversation } from './generate-conversation.js';
import { langchainTrim, toLangChain } from './speed/langchain.js';
import { timeGrowingChat, type GrowingRow } from './speed/growing.js';
import { timeShapes, type ShapeRow } from './speed/shapes.js';
import { formatTable, type Row } from './speed/table.js';
import { timeEach, type Sample } from './speed/timing.js';

const BUDGET = 4_000;
const SIZES = [
  { label: '10k', tokens: 10_000, runs: 40 },
  { label: '100k', tokens: 100_000, runs: 25 },
  { label: '1M', tokens: 1_000_000, runs: 7 },
] as const;
type Size = (typeof SIZES)[number];
type Mode = 'cold' | 'warm';

interface Contender {
  name: string;
  /** Untimed preparation of one input (LangChain needs its own message classes). */
  prepare: (messages: Message[]) => unknown;
  run: (prepared: unknown) => Promise<unknown>;
}

const oracle = oracleKernel();
const CONTENDERS: Contender[] = [
  { name: 'pith wasm', prepare: (m) => m, run: (m) => compress(m, { budget: BUDGET }) },
  {
    name: 'pith oracle (TS)',
    prepare: (m) => m,
    run: (m) => compress(m, { budget: BUDGET, kernel: oracle }),
  },
  {
    name: 'langchain trimMessages',
    prepare: toLangChain,
    run: (m) => langchainTrim(m as ReturnType<typeof toLangChain>, BUDGET),
  },
];

const WARM_SEED = 7;

/**
 * Cold: a fresh conversation per call (own seeds per contender), all generated before timing.
 * Warm: one conversation, called once untimed, then repeated.
 */
async function measure(size: Size, mode: Mode, ci: number): Promise<Sample> {
  const c = CONTENDERS[ci];
  const seedOf = (i: number): number =>
    mode === 'warm' ? WARM_SEED : 1_000_000 * (ci + 1) + size.tokens + i;
  const first = generateConversation({ seed: seedOf(0), targetTokens: size.tokens });
  const bytes = Buffer.byteLength(JSON.stringify(first));
  const inputs = Array.from({ length: size.runs }, (_, i) =>
    c.prepare(i === 0 || mode === 'warm' ? first : generateConversation({ seed: seedOf(i), targetTokens: size.tokens })),
  );
  if (mode === 'warm') await c.run(inputs[0]);
  return timeEach(inputs, bytes, c.run);
}

async function warmUp(): Promise<void> {
  await init();
  const small = generateConversation({ seed: 1, targetTokens: 20_000 });
  for (const c of CONTENDERS) for (let i = 0; i < 5; i++) await c.run(c.prepare(small));
}

function writeReport(rows: Row[], targets: object, samples: Record<string, Sample>, shapes: ShapeRow[], growing: GrowingRow[]): string {
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const file = new URL(`./results/speed-${date}.json`, import.meta.url);
  const cpu = cpus();
  const report = {
    date,
    node: process.version,
    cpu: cpu[0]?.model,
    cores: cpu.length,
    budget: BUDGET,
    rows,
    targets,
    samples,
    shapes,
    growing,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file.pathname;
}

async function main(): Promise<void> {
  const started = performance.now();
  await warmUp();
  const rows: Row[] = [];
  const samples: Record<string, Sample> = {};
  for (const size of SIZES) {
    for (const mode of ['cold', 'warm'] as const) {
      let wasm = 0;
      for (const [ci, c] of CONTENDERS.entries()) {
        const sample = await measure(size, mode, ci);
        if (ci === 0) wasm = sample.median;
        samples[`${size.label}/${mode}/${c.name}`] = sample;
        const { median, mbPerSec } = sample;
        rows.push({ size: size.label, mode, contender: c.name, median, mbPerSec, vsWasm: median / wasm });
      }
    }
  }
  const cpu = cpus()[0]?.model ?? 'cpu';
  console.log(`\npith speed: compress to a ${BUDGET}-token budget (Node ${process.version}, ${cpu})\n`);
  console.log(formatTable(rows));

  const at = (name: string): number =>
    rows.find((r) => r.size === '100k' && r.mode === 'cold' && r.contender === name)!.median;
  const wasm100k = at(CONTENDERS[0].name);
  const speedup = at(CONTENDERS[1].name) / wasm100k;
  const targets = {
    wasm100kColdMs: { value: wasm100k, target: '<= 5', met: wasm100k <= 5 },
    oracleOverWasm100kCold: { value: speedup, target: '>= 10', met: speedup >= 10 },
  };
  const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');
  console.log(`\n100k -> 4k cold median: ${wasm100k.toFixed(2)} ms (target <= 5 ms): ${verdict(targets.wasm100kColdMs.met)}`);
  console.log(`WASM vs plain-TS oracle, 100k cold: ${speedup.toFixed(1)}x (target >= 10x): ${verdict(targets.oracleOverWasm100kCold.met)}`);
  const shapes = await timeShapes();
  console.log('\nOne huge message, compressed to 1,000 tokens and stored in tiered memory (median ms of 3): time should double with the size');
  for (const r of shapes) {
    console.log(`  ${r.shape.padEnd(26)} ${(r.bytes / 1e6).toFixed(2)} MB  blind ${r.blindMs.toFixed(0).padStart(5)}  with a question ${r.queryMs.toFixed(0).padStart(5)}  memory.add ${r.addMs.toFixed(0).padStart(5)}`);
  }
  const growing = await timeGrowingChat();
  console.log('\nA chat compressed after every turn (100k tokens -> 4k, median ms): a new conversation each call, or the same one plus a message');
  for (const r of growing) console.log(`  ${r.tokenizer.padEnd(9)} fresh ${r.freshMs.toFixed(1).padStart(6)}  growing ${r.growingMs.toFixed(1).padStart(6)}`);
  const path = writeReport(rows, targets, samples, shapes, growing);
  console.log(`\nwrote ${path} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
