/** @module bench/retention/sentence-ceiling — the most probes any selection of whole sentences can keep in a budget, solved exactly as an integer program. */
import highsModule, { type Highs } from 'highs';
import { containsPattern, normalise } from './probe-check.js';
import type { OracleSentence } from './sentence-oracle.js';
import type { Probe } from './types.js';

/** What {@link sentenceCeiling} proved. */
export interface CeilingResult {
  /** The most probes a selection of whole sentences within the room keeps (exact when `optimal`). */
  best: number;
  /** Whether the solver proved `best` optimal; when false, `bound` is the proven upper bound. */
  optimal: boolean;
  /** An upper bound on the probes any such selection keeps: `best` when optimal. */
  bound: number;
  /** Probes no selection can keep: a pattern no sentence holds on its own. */
  impossible: string[];
}

/** The solver ended without an optimal or time-limited answer (a malformed model, a solver failure). */
export class CeilingSolveError extends Error {
  override name = 'CeilingSolveError';
  readonly code = 'CEILING_SOLVE';
}

/** The solver's loader: its ESM build exports it as default, while its types read as CommonJS under NodeNext. */
const loadHighs = ((highsModule as { default?: unknown }).default ?? highsModule) as () => Promise<Highs>;
let solver: Promise<Highs> | undefined;

/**
 * The best any selection of whole sentences can do on the benchmark's checker, not a strategy: keep
 * the free sentences (cost 0: system and last messages), choose others whose costs sum to at most
 * `room`, and count the probes whose every pattern some kept sentence holds. Unlike the greedy
 * {@link sentenceOracle}, a probe's words may come from any messages, and the choice is optimal
 * (HiGHS branch and bound over binary sentence and probe variables). A figure above this needs
 * text that is not whole sentences: ledger fragments or rewording.
 * @example
 * (await sentenceCeiling([{ text: 'The supplier is Acme.', cost: 5, message: 0 }], [probe], 4)).best // 0: the one sentence costs 5
 */
export async function sentenceCeiling(sentences: readonly OracleSentence[], probes: readonly Probe[], room: number, timeLimitS = 60): Promise<CeilingResult> {
  const texts = sentences.map((s) => normalise(s.text));
  const free = normalise(sentences.filter((s) => s.cost <= 0).map((s) => s.text).join('\n'));
  const paid = sentences.map((s, i) => i).filter((i) => sentences[i].cost > 0);
  const impossible: string[] = [];
  let sure = 0;
  // For each probe, the sets of sentences that could cover each pattern the free text lacks.
  const needs: { probe: number; covers: number[][] }[] = [];
  probes.forEach((p, k) => {
    const covers: number[][] = [];
    for (const raw of p.patterns) {
      const w = normalise(raw);
      if (containsPattern(free, w)) continue;
      const holders = paid.filter((i) => containsPattern(texts[i], w));
      if (holders.length === 0) return void impossible.push(p.id);
      covers.push(holders);
    }
    if (covers.length === 0) sure++;
    else needs.push({ probe: k, covers });
  });
  if (needs.length === 0) return { best: sure, optimal: true, bound: sure, impossible };
  const used = [...new Set(needs.flatMap((n) => n.covers.flat()))].sort((a, b) => a - b);
  const lines = ['Maximize', ` obj: ${needs.map((n) => `y${n.probe}`).join(' + ')}`, 'Subject To'];
  needs.forEach((n) => n.covers.forEach((c, j) => lines.push(` p${n.probe}_${j}: y${n.probe} - ${c.map((i) => `x${i}`).join(' - ')} <= 0`)));
  lines.push(` room: ${used.map((i) => `${sentences[i].cost} x${i}`).join(' + ')} <= ${Math.max(0, room)}`);
  lines.push('Binary', ` ${[...needs.map((n) => `y${n.probe}`), ...used.map((i) => `x${i}`)].join(' ')}`, 'End');
  const highs = await (solver ??= loadHighs());
  const r = highs.solve(wrapped(lines), { time_limit: timeLimitS, mip_rel_gap: 0, output_flag: false });
  if (r.Status !== 'Optimal' && r.Status !== 'Time limit reached') throw new CeilingSolveError(`sentence ceiling: expected an optimal or time-limited solve, found ${r.Status}`);
  const best = sure + (Number.isFinite(r.ObjectiveValue) ? Math.round(r.ObjectiveValue) : 0);
  // A time-limited solve proves only that no selection keeps more than every probe it could cover.
  return r.Status === 'Optimal' ? { best, optimal: true, bound: best, impossible } : { best, optimal: false, bound: sure + needs.length, impossible };
}

/** The LP text with no line over about 200 characters (the format continues an expression on the next line). */
function wrapped(lines: string[]): string {
  return lines
    .map((line) => {
      const out: string[] = [];
      let cur = '';
      for (const word of line.trim().split(' ')) {
        if (cur.length + word.length > 200) (out.push(cur), (cur = ''));
        cur = cur ? `${cur} ${word}` : word;
      }
      return ' ' + [...out, cur].join('\n ');
    })
    .join('\n');
}
