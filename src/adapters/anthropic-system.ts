/** @module adapters/anthropic-system — the `system` parameter as pith system messages, and back with pith's ledger appended. */
import { LEDGER_HEADING } from 'pith';
import type { Block } from './anthropic-blocks.js';

/** The `system` parameter as it comes: a string or text blocks. */
export type System = string | Block[] | undefined;

/** Between the caller's system text and the ledger when the system is a string. */
const JOIN = '\n\n';

/**
 * The system parameter as texts, one pith system message each: every text block on its own, and a
 * string whose tail is a ledger this adapter appended on an earlier call split before it, so that
 * pith reads that ledger as an earlier one (its facts carried, not repeated).
 * @example
 * systemTexts('Be brief.\n\nFacts from earlier messages (mN = message N):\nm3 user: ORD-58213') // ['Be brief.', 'Facts from earlier…']
 */
export function systemTexts(system: System): string[] {
  if (system === undefined) return [];
  if (Array.isArray(system)) return system.map((b) => b.text as string);
  const at = system.lastIndexOf(JOIN + LEDGER_HEADING);
  return at < 0 ? [system] : [system.slice(0, at), system.slice(at + JOIN.length)];
}

/**
 * The system parameter back: the texts pith kept (`kept`, by index in {@link systemTexts}), then
 * the system messages pith wrote (its ledger of facts): the API takes no system message after the
 * conversation has begun, so the ledger joins the system prompt. A string stays a string (joined by
 * a blank line); blocks stay blocks, each kept one with its fields (cache_control) and the ledger a
 * text block after them, so a cached prefix of the caller's blocks stays byte-identical. The same
 * value as given when nothing changed.
 * @example
 * systemBack('Be brief.', new Map([[0, 'Be brief.']]), ['Facts from earlier messages…']) // 'Be brief.\n\nFacts from earlier messages…'
 */
export function systemBack(system: System, kept: ReadonlyMap<number, string>, added: readonly string[]): System {
  const texts = systemTexts(system);
  const same = added.length === 0 && kept.size === texts.length && texts.every((t, k) => kept.get(k) === t);
  if (same) return system;
  if (!Array.isArray(system)) {
    const parts = [...[...kept.keys()].sort((a, b) => a - b).map((k) => kept.get(k)!), ...added];
    return parts.length > 0 ? parts.join(JOIN) : undefined;
  }
  const blocks = system.flatMap((b, k): Block[] => {
    const text = kept.get(k);
    if (text === undefined) return [];
    return text === b.text ? [b] : [{ ...b, text }];
  });
  const out = [...blocks, ...added.map((text): Block => ({ type: 'text', text }))];
  return out.length > 0 ? out : undefined;
}
