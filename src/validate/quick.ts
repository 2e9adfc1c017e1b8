/** @module validate/quick — allocation-free pre-check of messages; zod only runs to explain a failure. */

const ROLES = new Set(['system', 'user', 'assistant', 'tool']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const optionalString = (v: unknown): boolean => v === undefined || typeof v === 'string';

function validParts(parts: unknown[]): boolean {
  for (const p of parts) {
    if (!isObject(p) || typeof p.type !== 'string') return false;
    if (p.type === 'text' && typeof p.text !== 'string') return false;
  }
  return true;
}

function validToolCalls(calls: unknown): boolean {
  if (calls === undefined) return true;
  if (!Array.isArray(calls)) return false;
  for (const c of calls) if (!isObject(c) || typeof c.id !== 'string') return false;
  return true;
}

/**
 * True when every message certainly passes the zod schema in `messages.ts`. It may say false for
 * input zod would accept (then zod decides), never true for input zod rejects: the property test
 * in test/property checks that. Validating 1,000 messages this way takes microseconds, not ms.
 *
 * @example
 * quickValid([{ role: 'user', content: 'hi' }]) // true
 */
export function quickValid(input: unknown): boolean {
  if (!Array.isArray(input)) return false;
  for (const m of input) {
    if (!isObject(m) || typeof m.role !== 'string' || !ROLES.has(m.role)) return false;
    const c = m.content;
    if (c == null) {
      if (m.role !== 'assistant' || !Array.isArray(m.tool_calls)) return false;
    } else if (typeof c !== 'string' && !(Array.isArray(c) && validParts(c))) return false;
    if (!optionalString(m.name) || !optionalString(m.id)) return false;
    if (!validToolCalls(m.tool_calls)) return false;
    if (m.role === 'tool' ? typeof m.tool_call_id !== 'string' : !optionalString(m.tool_call_id)) {
      return false;
    }
  }
  return true;
}
