/** @module bench/retention/oracle-run — `npm run bench:oracle`: what a probe-aware whole-sentence selection keeps per level, next to `pith`. */
import { UNIT_SURCHARGE } from '../../src/extract/fit.js';
import { getKernel, init } from '../../src/platform/node.js';
import { DEFAULT_CONFIG, parseBudget } from './config.js';
import { evaluateRun } from './evaluate.js';
import { loadInstinct8 } from './instinct8.js';
import { contextText } from './probe-check.js';
import { sentenceOracle, type OracleSentence } from './sentence-oracle.js';
import { levelBudget, scenarioTokens } from './static-run.js';
import { loadScenarios } from '../scenarios/index.js';
import type { Scenario } from './types.js';

const LEVELS = ['1/2', '1/4', '1/8', '1/16', '512', '2000'].map(parseBudget);

/** The conversation's sentences (kernel splitter, per message): system and last 2 messages free, the rest at tokens + the selector's per-unit surcharge. */
function sentencesOf(s: Scenario): OracleSentence[] {
  const kernel = getKernel();
  const n = s.messages.length;
  return s.messages.flatMap((m, i) => {
    const text = contextText([m]);
    if (m.role === 'system' || i >= n - 2) return [{ text, cost: 0, message: i }];
    const a = kernel.analyze(text, Int32Array.of(0)).sentences;
    return Array.from({ length: a.count }, (_, k) => ({ text: text.slice(a.start[k], a.end[k]), cost: a.tokens[k] + UNIT_SURCHARGE, message: i }));
  });
}

async function main(): Promise<void> {
  await init();
  const sources = { generated: loadScenarios(), instinct8: loadInstinct8().scenarios };
  console.log('blind retention: pith vs a probe-aware selection of whole sentences (no ledger), room = budget − (system + last 2)\n');
  console.log(`| source | level | pith | sentence oracle | probes |\n|---|---|---|---|---|`);
  for (const [name, scenarios] of Object.entries(sources)) {
    const tokens = await scenarioTokens(scenarios, DEFAULT_CONFIG.tokenizer);
    const sentences = new Map(scenarios.map((s) => [s.id, sentencesOf(s)]));
    for (const spec of LEVELS) {
      let pith = 0;
      let oracle = 0;
      let total = 0;
      for (const s of scenarios) {
        const t = tokens.get(s.id)!;
        const budget = levelBudget(spec, t);
        if (budget === null) continue;
        total += s.probes.length;
        oracle += sentenceOracle(sentences.get(s.id)!, s.probes, budget - t.floor).passed.length;
        const r = await evaluateRun({ messages: s.messages, strategy: 'pith', budget, probes: s.probes, tokenizer: DEFAULT_CONFIG.tokenizer });
        pith += r.probes.filter((p) => p.pass).length;
      }
      const pct = (x: number) => `${((x / Math.max(1, total)) * 100).toFixed(1)}%`;
      console.log(`| ${name} | ${spec.label} | ${pct(pith)} | ${pct(oracle)} | ${total} |`);
    }
  }
}

await main();
