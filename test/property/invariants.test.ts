// Property tests: the compressor's invariants on thousands of random conversations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetError, compress, countTokens, LEDGER_HEADING, type Message } from '../../src/platform/node.js';
import { conversationArb } from '../fixtures/conversation-arbitrary.js';

const STRATEGIES = ['pith', 'extractive', 'prune', 'window', 'truncate', 'full'] as const;
const textOf = (m: Message) => (typeof m.content === 'string' ? m.content : m.content.map((p) => (p.type === 'text' ? p.text : '')).join('\n'));
const isLedger = (m: Message) => m.role === 'system' && typeof m.content === 'string' && m.content.startsWith(LEDGER_HEADING);

/** Indices that must survive verbatim: system messages and the last keepLast, widened to tool groups. */
function protectedIndices(msgs: Message[], keepLast: number): Set<number> {
  const out = new Set<number>();
  for (let i = Math.max(0, msgs.length - keepLast); i < msgs.length; i++) out.add(i);
  // widen: a kept tool result pulls its call and siblings, a kept call pulls its results
  let first = Math.min(...out, msgs.length);
  while (first > 0 && first < msgs.length && msgs[first].role === 'tool' && msgs[first].tool_call_id) {
    first--;
    out.add(first);
  }
  msgs.forEach((m, i) => m.role === 'system' && out.add(i));
  return out;
}

async function checkInvariants(msgs: Message[], budget: number, strategy: string, keepLast: number, tokenizer: 'estimate' | 'o200k') {
  let r;
  try {
    r = await compress(msgs, { budget, strategy, keepLast, tokenizer });
  } catch (e) {
    expect(e).toBeInstanceOf(BudgetError);
    const prot = protectedIndices(msgs, keepLast);
    const needed = strategy === 'full' ? msgs : msgs.filter((_, i) => prot.has(i));
    expect(await countTokens(needed, { tokenizer })).toBeGreaterThan(budget);
    return;
  }
  // 1. fits the budget under the chosen tokenizer, and stats say so
  const used = await countTokens(r.messages, { tokenizer });
  expect(used).toBeLessThanOrEqual(budget);
  expect(r.stats.compressedTokens).toBe(used);
  // 2. order kept: ids strictly increasing
  const ids = r.messages.filter((m) => !isLedger(m)).map((m) => Number(String(m.id).slice(1)));
  ids.forEach((id, k) => k > 0 && expect(id).toBeGreaterThan(ids[k - 1]));
  // 3. system and last N verbatim
  for (const i of protectedIndices(msgs, keepLast)) expect(r.messages).toContainEqual(msgs[i]);
  // 4. tool calls never separated from their results
  const callIds = new Set(r.messages.flatMap((m) => (m.tool_calls ?? []).map((c) => c.id)));
  const resultIds = new Set(r.messages.filter((m) => m.role === 'tool').map((m) => m.tool_call_id));
  for (const id of callIds) expect(resultIds).toContain(id);
  for (const id of resultIds) expect(callIds).toContain(id);
  // 5. code blocks whole or absent
  for (const m of r.messages) {
    const t = textOf(m);
    expect((t.match(/```/g) ?? []).length % 2).toBe(0);
    expect((t.match(/~~~/g) ?? []).length % 2).toBe(0);
  }
  // 6. pinned facts verbatim: in the input and in the ledger
  const input = msgs.map(textOf).join('\n');
  const ledger = r.messages.find(isLedger);
  for (const f of r.stats.pinnedFacts) {
    expect(input).toContain(f);
    expect(textOf(ledger!)).toContain(f);
  }
  // 7. same input → same output
  const again = await compress(msgs, { budget, strategy, keepLast, tokenizer });
  expect(again.messages).toEqual(r.messages);
}

describe('compress invariants (property)', () => {
  it('hold for 8,000 random conversations × strategies × budgets (estimate)', async () => {
    await fc.assert(
      fc.asyncProperty(conversationArb, fc.double({ min: 0.02, max: 1.3, noNaN: true }), fc.constantFrom(...STRATEGIES), fc.integer({ min: 0, max: 3 }), async (msgs, frac, strategy, keepLast) => {
        const total = await countTokens(msgs);
        await checkInvariants(msgs, Math.max(1, Math.floor(total * frac)), strategy, keepLast, 'estimate');
      }),
      { numRuns: 8000, seed: 20261122 },
    );
  });
  it('hold for 2,000 random conversations under o200k', async () => {
    await fc.assert(
      fc.asyncProperty(conversationArb, fc.double({ min: 0.05, max: 1.1, noNaN: true }), fc.constantFrom(...STRATEGIES), async (msgs, frac, strategy) => {
        const total = await countTokens(msgs, { tokenizer: 'o200k' });
        await checkInvariants(msgs, Math.max(1, Math.floor(total * frac)), strategy, 2, 'o200k');
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});
