/** @module bench/baselines/bm25 — retrieval baseline: top BM25 sentences of older messages that fit. */
import { registerStrategy, type Strategy } from '../../src/platform/node.js';
import { planConversation } from '../../src/strategies/plan.js';
import { fixedTokens } from '../../src/text/measure.js';
import { textPieces } from '../../src/text/parts.js';
import type { Message } from '../../src/types.js';
import { bm25Scores } from '../../src/text/bm25.js';

interface Candidate {
  message: number;
  /** Position inside the message, for original order. */
  order: number;
  text: string;
  score: number;
}

const plainText = (m: Message): string => textPieces(m, 0).map((p) => p.text).join('\n');

/** Older messages whose text can be cut into sentences (tool traffic is dropped whole). */
const eligible = (m: Message): boolean =>
  (m.role === 'user' || m.role === 'assistant') && !(Array.isArray(m.tool_calls) && m.tool_calls.length > 0);

/**
 * `bm25`: split the messages outside system and the last `keepLast` into sentences, rank them by
 * BM25 against the query (blind: against the last user message), keep the best that fit, and emit
 * them in original order inside their original messages; system and last messages stay verbatim.
 * @example
 * registerBm25(); await compress(messages, { budget: 2000, strategy: 'bm25', query: 'deadline?' });
 */
export const bm25Strategy: Strategy = {
  name: 'bm25',
  description: 'baseline: top-k BM25 sentences of older messages (query or last user message)',
  compress(input) {
    const { messages, options, kernel, measure } = input;
    const plan = planConversation(input);
    const lastUser = [...messages].reverse().find((m) => m.role === 'user');
    const query = options.query ?? (lastUser ? plainText(lastUser) : '');
    const cands: Candidate[] = [];
    messages.forEach((m, i) => {
      if (plan.protected.has(i) || !eligible(m)) return;
      const text = plainText(m);
      const s = kernel.sentences(text, Int32Array.of(0));
      for (let k = 0; k < s.count; k++) cands.push({ message: i, order: k, text: text.slice(s.start[k], s.end[k]), score: 0 });
    });
    const scores = bm25Scores(cands.map((c) => c.text), query);
    cands.forEach((c, k) => (c.score = scores[k]));
    // Best score first; among equals the newer sentence first (recency is the usual tie-breaker).
    const ranked = [...cands].sort((a, b) => b.score - a.score || b.message - a.message || b.order - a.order);
    const chosen = new Set<Candidate>();
    const room = options.budget - plan.protectedTokens;
    let used = 0;
    const opened = new Set<number>();
    for (const c of ranked) {
      const cost = measure.count(c.text) + 1 + (opened.has(c.message) ? 0 : fixedTokens(messages[c.message], measure));
      if (used + cost > room) continue;
      used += cost;
      opened.add(c.message);
      chosen.add(c);
    }
    // Joined texts may tokenize differently from the sum of their sentences: drop the worst until exact.
    for (;;) {
      const out = build(messages, plan.protected, [...chosen]);
      const total = out.messages.reduce((t, m, k) => t + costOf(m, out.origin[k]), 0);
      if (total <= options.budget || chosen.size === 0) return { ...strip(out), pinned: [] };
      const worst = ranked.filter((c) => chosen.has(c)).at(-1)!;
      chosen.delete(worst);
    }
    function costOf(m: Message, origin: number): number {
      return plan.protected.has(origin) ? plan.tokens[origin] : fixedTokens(m, measure) + measure.count(plainText(m));
    }
    function strip(out: Built): { messages: Message[]; kept: number[] } {
      const kept: number[] = messages.map((_, i) => (plan.protected.has(i) ? 1 : 0));
      out.messages.forEach((m, k) => {
        const i = out.origin[k];
        if (!plan.protected.has(i)) kept[i] = Math.min(1, costOf(m, i) / Math.max(1, plan.tokens[i]));
      });
      return { messages: out.messages, kept };
    }
  },
};

interface Built {
  messages: Message[];
  origin: number[];
}

function build(messages: Message[], keep: Set<number>, chosen: Candidate[]): Built {
  const byMessage = new Map<number, Candidate[]>();
  for (const c of chosen) byMessage.set(c.message, [...(byMessage.get(c.message) ?? []), c]);
  const out: Built = { messages: [], origin: [] };
  messages.forEach((m, i) => {
    if (keep.has(i)) {
      out.messages.push(m);
      out.origin.push(i);
      return;
    }
    const parts = byMessage.get(i);
    if (!parts) return;
    const text = parts.sort((a, b) => a.order - b.order).map((c) => c.text).join(' ');
    const { tool_calls: _drop, ...rest } = m;
    out.messages.push({ ...rest, content: text });
    out.origin.push(i);
  });
  return out;
}

/**
 * Register `bm25` with pith's strategy registry (idempotent).
 * @example
 * registerBm25(); STRATEGY_NAMES.includes('bm25') // true
 */
export function registerBm25(): void {
  registerStrategy(bm25Strategy);
}
