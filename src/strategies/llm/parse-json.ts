/** @module strategies/llm/parse-json — reads a JSON object out of a model's reply, fences and chatter tolerated. */
import { ProviderError, describe } from '../../errors.js';

/**
 * The JSON object in a reply: the whole reply, the inside of a ```json fence, or the span from the
 * first `{` to the last `}`. Throws `ProviderError` ("expected a JSON object …, found …") otherwise.
 * @example
 * parseJsonReply('Sure!\n```json\n{"items":[]}\n```', 'salience') // { items: [] }
 */
export function parseJsonReply(reply: string, who: string): Record<string, unknown> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply)?.[1];
  const first = reply.indexOf('{');
  const last = reply.lastIndexOf('}');
  const candidates = [reply.trim(), fenced?.trim(), first >= 0 && last > first ? reply.slice(first, last + 1) : undefined];
  for (const c of candidates) {
    if (!c) continue;
    try {
      const v: unknown = JSON.parse(c);
      if (v !== null && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // try the next candidate
    }
  }
  throw new ProviderError(`${who}: expected a JSON object in the model's reply, found ${describe(reply)}`);
}

/**
 * The strings of a reply field that should be an array of strings (other entries skipped).
 * @example
 * stringList(['a', 3, ' b ']) // ['a', 'b']
 */
export function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

/**
 * A reply field as trimmed text ('' when it is not a string).
 * @example
 * textField({ summary: ' ok ' }, 'summary') // 'ok'
 */
export function textField(obj: Record<string, unknown>, key: string): string {
  const v = obj[key];
  return typeof v === 'string' ? v.trim() : '';
}
