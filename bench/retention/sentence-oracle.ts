/** @module bench/retention/sentence-oracle — how many probes a selection of whole sentences that knew the probes could keep in a budget. */
import { checkProbe, containsPattern, normalise } from './probe-check.js';
import type { Probe } from './types.js';

/** A sentence of the conversation with what keeping it costs (0 for the always-kept part: system and last messages). */
export interface OracleSentence {
  text: string;
  cost: number;
  /** Index of its message: a probe's words are covered from one message (plus the free sentences), where the fact is said. */
  message: number;
}

/** What the oracle kept. */
export interface OracleResult {
  /** Ids of the probes whose patterns the chosen sentences (and the free ones) hold. */
  passed: string[];
  /** Indices of the chosen sentences (free ones not listed). */
  chosen: number[];
  /** Tokens the chosen sentences cost. */
  spent: number;
}

/**
 * A probe-aware selection of whole sentences: for each probe, the cheapest cover of its patterns by
 * the sentences of one message and the free ones (greedy, patterns covered per token; one message,
 * because a probe checks a fact where it is said, not its words gathered from unrelated turns), then probes by the cost their
 * cover still adds, cheapest first, while it fits in `room`; a cover is accepted only when the
 * probe checker passes on what is kept. No ledger, no rewording: a reference for what whole-sentence
 * selection can keep at a budget, not a strategy. Greedy, so a lower bound on the best such selection.
 * @example
 * sentenceOracle([{ text: 'The supplier is Acme.', cost: 5, message: 0 }, { text: 'Hi!', cost: 2, message: 1 }], [probe], 6).passed // [probe.id]
 */
export function sentenceOracle(sentences: readonly OracleSentence[], probes: readonly Probe[], room: number): OracleResult {
  const texts = sentences.map((s) => normalise(s.text));
  // Grouped once: the free sentences, and the others by message.
  const free: number[] = [];
  const byMessage = new Map<number, number[]>();
  sentences.forEach((s, i) => {
    if (s.cost <= 0) return void free.push(i);
    const ids = byMessage.get(s.message);
    if (ids) ids.push(i);
    else byMessage.set(s.message, [i]);
  });
  const covers = probes.map((p) => coverOf(p.patterns.map(normalise), texts, sentences, free, byMessage));
  const kept = new Set<number>(free);
  const chosen: number[] = [];
  const passed = new Set<string>();
  let spent = 0;
  const added = (cover: number[]) => cover.filter((i) => !kept.has(i)).reduce((sum, i) => sum + sentences[i].cost, 0);
  const textOf = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b).map((i) => sentences[i].text).join('\n');
  const left = probes.map((_, k) => k).filter((k) => covers[k] !== null);
  while (left.length > 0) {
    // What each cover still adds, once per round (it falls as sentences are kept).
    const adds = new Map(left.map((k) => [k, added(covers[k]!)]));
    left.sort((a, b) => adds.get(a)! - adds.get(b)! || a - b);
    const k = left.shift()!;
    const cost = adds.get(k)!;
    if (spent + cost > room) continue;
    if (!checkProbe(probes[k], textOf([...kept, ...covers[k]!])).pass) continue;
    for (const i of covers[k]!) if (!kept.has(i)) (kept.add(i), chosen.push(i));
    spent += cost;
    passed.add(probes[k].id);
  }
  // A probe the kept sentences came to cover on the way.
  const keptText = textOf(kept);
  for (const [k, p] of probes.entries()) if (covers[k] !== null && !passed.has(p.id) && checkProbe(p, keptText).pass) passed.add(p.id);
  return { passed: [...passed], chosen: chosen.sort((a, b) => a - b), spent };
}

/** The cheapest of the per-message covers of the patterns (each message's sentences with the free ones); null when no message holds them all. */
function coverOf(patterns: string[], texts: string[], sentences: readonly OracleSentence[], free: number[], byMessage: ReadonlyMap<number, number[]>): number[] | null {
  let best = greedyCover(patterns, texts, sentences, free);
  const cost = (c: number[]) => c.reduce((sum, i) => sum + Math.max(0, sentences[i].cost), 0);
  for (const ids of byMessage.values()) {
    const c = greedyCover(patterns, texts, sentences, [...free, ...ids]);
    if (c && (!best || cost(c) < cost(best))) best = c;
  }
  return best;
}

/** Greedy cover of the patterns by the sentences `ids`: by patterns added per token (+1); null when some pattern is not among them. */
function greedyCover(patterns: string[], texts: string[], sentences: readonly OracleSentence[], ids: readonly number[]): number[] | null {
  const left = new Set(patterns);
  const out: number[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestRate = 0;
    for (const i of ids) {
      let hits = 0;
      for (const p of left) if (containsPattern(texts[i], p)) hits++;
      const rate = hits / (Math.max(0, sentences[i].cost) + 1);
      if (hits > 0 && rate > bestRate) (best = i), (bestRate = rate);
    }
    if (best < 0) return null;
    out.push(best);
    for (const p of [...left]) if (containsPattern(texts[best], p)) left.delete(p);
  }
  return out;
}
