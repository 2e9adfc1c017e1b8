/** @module strategies/llm/quoted-items — verbatim items (constraints, decisions, facts…): render, read back, dedup, cap. */
import type { Embedder } from '../../embed/types.js';
import { trimEndChars } from '../../text/runs.js';
import type { TokenCounter } from '../../types.js';
import { DUPLICATE_SIMILARITY, similarity } from './similarity.js';

/** One verbatim item: its kind, the quote, and the model's score when it gave one. */
export interface QuotedItem {
  kind: string;
  text: string;
  score?: number;
}

/** Rank of each kind: higher is kept first and shown first. */
export type KindRank = Record<string, number>;

/**
 * One line per item, `- kind: "quote"` (JSON-escaped, so any quote reads back exactly).
 * @example
 * renderItem({ kind: 'constraint', text: 'We must ship by May 3.' }) // '- constraint: "We must ship by May 3."'
 */
export function renderItem(item: QuotedItem): string {
  return `- ${item.kind}: ${JSON.stringify(item.text)}`;
}

/**
 * Items read back from a rendered block (lines that do not parse are skipped).
 * @example
 * parseItems('- fact: "45 units"') // [{ kind: 'fact', text: '45 units' }]
 */
export function parseItems(body: string): QuotedItem[] {
  const out: QuotedItem[] = [];
  for (const line of body.split('\n')) {
    const m = /^- ([a-z][a-z ]*): (".*")\s*$/.exec(line);
    if (!m) continue;
    try {
      const text: unknown = JSON.parse(m[2]);
      if (typeof text === 'string' && text) out.push({ kind: m[1], text });
    } catch {
      // not an item line
    }
  }
  return out;
}

/**
 * Tokens with a digit (amounts, counts, IDs, dates), sorted and deduplicated: vectors barely see
 * them, so they must match: each run of token characters that holds a digit, its trailing
 * punctuation cut (one pass: a regex of optional runs around the digit read a long run again from
 * each of its characters, seconds at 100,000).
 * @example
 * factTokens('Order ORD-58213: 45 units by May 3.') // '3 45 ord-58213'
 */
export const factTokens = (t: string): string =>
  [...new Set((t.toLowerCase().match(/[\p{L}\p{N}$€£.,:/-]+/gu) ?? []).filter((w) => /\d/.test(w)).map((w) => trimEndChars(w, '.,:/-')))].sort().join(' ');
const sameFacts = (a: string, b: string): boolean => factTokens(a) === factTokens(b);

/**
 * Merge near-duplicates (similarity > 0.85: embedding cosine, or word overlap without an embedder;
 * numbers and IDs must match, so "40 units" never merges into "45 units"): the shorter text survives, with the higher-ranked kind of the two. Order is first occurrence.
 * @example
 * await dedupItems([{ kind: 'fact', text: 'Ship by May 3, 2025.' }, { kind: 'constraint', text: 'Ship by May 3 2025' }], RANK)
 * // [{ kind: 'constraint', text: 'Ship by May 3 2025' }]
 */
export async function dedupItems(items: readonly QuotedItem[], rank: KindRank, embedder?: Embedder): Promise<QuotedItem[]> {
  const sim = await similarity(items.map((i) => i.text), embedder);
  const kept: Array<{ at: number; item: QuotedItem }> = [];
  items.forEach((item, at) => {
    const j = kept.findIndex((k) => k.item.text === item.text || (sim(k.at, at) > DUPLICATE_SIMILARITY && sameFacts(k.item.text, item.text)));
    if (j < 0) return void kept.push({ at, item });
    const old = kept[j].item;
    const kind = (rank[item.kind] ?? 0) > (rank[old.kind] ?? 0) ? item.kind : old.kind;
    const shorter = item.text.length < old.text.length ? { at, item } : kept[j];
    kept[j] = { at: shorter.at, item: { ...shorter.item, kind } };
  });
  return kept.map((k) => k.item);
}

/**
 * Keep items within `capTokens` (rendered lines under `count`): higher-ranked kinds first, and within
 * a kind the newest first; the result is ordered by kind rank, then original order.
 * @example
 * capItems(items, 5000, count, { constraint: 3, decision: 2, fact: 1 })
 */
export function capItems(items: readonly QuotedItem[], capTokens: number, count: TokenCounter, rank: KindRank): QuotedItem[] {
  const byRank = (a: number, b: number) => (rank[items[b].kind] ?? 0) - (rank[items[a].kind] ?? 0);
  const order = items.map((_, i) => i).sort((a, b) => byRank(a, b) || b - a);
  const admitted: number[] = [];
  let used = 0;
  for (const i of order) {
    const t = count(renderItem(items[i])) + 1;
    if (used + t > capTokens) continue;
    used += t;
    admitted.push(i);
  }
  return admitted.sort((a, b) => byRank(a, b) || a - b).map((i) => items[i]);
}
