/** @module strategies/llm/parse-json — reads a JSON object out of a model's reply, fences and chatter tolerated. */
import { ProviderError, describe } from '../../errors.js';

/**
 * The JSON object in a reply: the whole reply, the inside of a ```json fence, or the span from the
 * first `{` to the last `}`. Throws `ProviderError` ("expected a JSON object …, found …") otherwise.
 * @example
 * parseJsonReply('Sure!\n```json\n{"items":[]}\n```', 'salience') // { items: [] }
 */
export function parseJsonReply(reply: string, who: string): Record<string, unknown> {
  const fenced = fencedBody(reply);
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
 * The inside of the first ``` fence, its `json` tag and leading whitespace cut, up to the next ```
 * (as `/```(?:json)?\s*([\s\S]*?)```/i`, which read a long run of whitespace after an unclosed
 * fence again from each of its characters); undefined when no fence closes.
 * @example
 * fencedBody('Sure!\n```json\n{"a":1}\n```') // '{"a":1}\n'
 */
export function fencedBody(reply: string): string | undefined {
  const open = reply.indexOf('```');
  if (open < 0) return undefined;
  // The regex tries `json` first; without a closing fence after it, nothing later can close either.
  const after = /^json$/i.test(reply.slice(open + 3, open + 7)) ? open + 7 : open + 3;
  const space = /\s*/y;
  space.lastIndex = after;
  space.exec(reply);
  const from = space.lastIndex;
  const close = reply.indexOf('```', from);
  return close < 0 ? undefined : reply.slice(from, close);
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
