/** @module bench/retention/oracle-run — `npm run bench:oracle`: what probe-aware whole-sentence selections keep per level, next to `pith`. */
import { UNIT_SURCHARGE } from '../../src/extract/fit.js';
import { countTokens, getKernel, init } from '../../src/platform/node.js';
import { DEFAULT_CONFIG, parseBudget } from './config.js';
import { evaluateRun } from './evaluate.js';
import { loadInstinct8 } from './instinct8.js';
import { contextText } from './probe-check.js';
import { sentenceCeiling } from './sentence-ceiling.js';
import { sentenceOracle, type OracleSentence } from './sentence-oracle.js';
import { levelBudget, scenarioTokens } from './static-run.js';
import { loadScenarios } from '../scenarios/index.js';
import type { Scenario } from './types.js';

const LEVELS = ['1/2', '1/4', '1/8', '1/16', '512', '2000'].map(parseBudget);

/** A message's text, and its sentences (kernel splitter) with their tokens: split once, priced per reference. */
interface SplitMessage {
  text: string;
  system: boolean;
  parts: { text: string; tokens: number }[];
}

function splitMessages(s: Scenario): SplitMessage[] {
  const kernel = getKernel();
  return s.messages.map((m) => {
    const text = contextText([m]);
    const a = kernel.analyze(text, Int32Array.of(0)).sentences;
    return { text, system: m.role === 'system', parts: Array.from({ length: a.count }, (_, k) => ({ text: text.slice(a.start[k], a.end[k]), tokens: a.tokens[k] })) };
  });
}

/** The references' sentences: system and the last `kept` messages whole and free, the others' sentences at tokens + `surcharge`. */
function sentencesOf(split: readonly SplitMessage[], kept: number, surcharge: number): OracleSentence[] {
  const n = split.length;
  return split.flatMap((m, i) => (m.system || i >= n - kept ? [{ text: m.text, cost: 0, message: i }] : m.parts.map((p) => ({ text: p.text, cost: p.tokens + surcharge, message: i }))));
}

/** Tokens of the system messages and the last `kept` messages: what a selection keeping them has spent before it chooses. */
async function floorOf(s: Scenario, kept: number): Promise<number> {
  const n = s.messages.length;
  return countTokens(s.messages.filter((m, i) => m.role === 'system' || i >= n - kept), { tokenizer: DEFAULT_CONFIG.tokenizer });
}

async function main(): Promise<void> {
  await init();
  const sources = { generated: loadScenarios(), instinct8: loadInstinct8().scenarios };
  console.log('blind retention: pith beside probe-aware selections of whole sentences (no ledger, no rewording)');
  console.log('- greedy: per probe the cheapest sentences of one message, cheapest probes first, at the selector\'s cost per unit; room = budget − (system + last 2)');
  console.log('- ceiling: the most probes any choice of whole sentences can keep (exact integer program, words from any message, tokens only), keeping system + last 2 or system + last 1\n');
  console.log(`| source | level | pith | greedy | ceiling, last 2 kept | ceiling, last 1 kept | probes |\n|---|---|---|---|---|---|---|`);
  for (const [name, scenarios] of Object.entries(sources)) {
    const tokens = await scenarioTokens(scenarios, DEFAULT_CONFIG.tokenizer);
    const split = new Map(scenarios.map((s) => [s.id, splitMessages(s)]));
    const greedySentences = new Map(scenarios.map((s) => [s.id, sentencesOf(split.get(s.id)!, 2, UNIT_SURCHARGE)]));
    const ceilingSentences = new Map(scenarios.map((s) => [s.id, [sentencesOf(split.get(s.id)!, 2, 0), sentencesOf(split.get(s.id)!, 1, 0)] as const]));
    const lastOneFloor = new Map(await Promise.all(scenarios.map(async (s) => [s.id, await floorOf(s, 1)] as const)));
    for (const spec of LEVELS) {
      const kept = { pith: 0, greedy: 0, lastTwo: 0, lastOne: 0 };
      let total = 0;
      for (const s of scenarios) {
        const t = tokens.get(s.id)!;
        const budget = levelBudget(spec, t);
        if (budget === null) continue;
        total += s.probes.length;
        const [lastTwo, lastOne] = ceilingSentences.get(s.id)!;
        kept.greedy += sentenceOracle(greedySentences.get(s.id)!, s.probes, budget - t.floor).passed.length;
        kept.lastTwo += (await sentenceCeiling(lastTwo, s.probes, budget - t.floor)).bound;
        kept.lastOne += (await sentenceCeiling(lastOne, s.probes, budget - lastOneFloor.get(s.id)!)).bound;
        const r = await evaluateRun({ messages: s.messages, strategy: 'pith', budget, probes: s.probes, tokenizer: DEFAULT_CONFIG.tokenizer });
        kept.pith += r.probes.filter((p) => p.pass).length;
      }
      const pct = (x: number) => `${((x / Math.max(1, total)) * 100).toFixed(1)}%`;
      console.log(`| ${name} | ${spec.label} | ${pct(kept.pith)} | ${pct(kept.greedy)} | ${pct(kept.lastTwo)} | ${pct(kept.lastOne)} | ${total} |`);
    }
  }
}

await main();
