/** @module validate/developer-role — OpenAI `developer` messages (the system role of reasoning models) compressed as system and given back as developer. */

import type { CompressResult } from '../types.js';

/** Marks a copy made from a developer message; object spreads carry it through the pipeline. */
const DEVELOPER = Symbol('pith.developer');

/**
 * The messages with every `role: 'developer'` message copied as a system message (marked); other
 * values are passed through untouched, for the usual validation to judge.
 * @example
 * developerAsSystem([{ role: 'developer', content: 'Be terse.' }]) // [{ role: 'system', content: 'Be terse.' }] (marked)
 */
export function developerAsSystem(messages: unknown): unknown {
  if (!Array.isArray(messages) || !messages.some(isDeveloper)) return messages;
  return messages.map((m) => (isDeveloper(m) ? { ...m, role: 'system', [DEVELOPER]: true } : m));
}

/**
 * The result with each message made from a developer message given the `developer` role back
 * (kept whole or compressed; a ledger pith adds stays system).
 * @example
 * const result = developerBack(await compress(developerAsSystem(doc.messages) as Message[], options));
 */
export function developerBack<R extends CompressResult>(result: R): R {
  if (!result.messages.some((m) => DEVELOPER in m)) return result;
  const messages = result.messages.map((m) => {
    if (!(DEVELOPER in m)) return m;
    const { [DEVELOPER]: _mark, ...rest } = m as typeof m & { [DEVELOPER]?: true };
    return { ...rest, role: 'developer' } as unknown as typeof m;
  });
  return { ...result, messages };
}

function isDeveloper(m: unknown): boolean {
  return typeof m === 'object' && m !== null && (m as { role?: unknown }).role === 'developer';
}
