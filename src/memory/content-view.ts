/** @module memory/content-view — originals keep `content: null` (or none) as given; the memory reads them as '' and gives them back as given. */
import type { Message } from '../types.js';

/** Has no text: an assistant turn that only calls tools may carry `content: null` or no content (OpenAI). */
const empty = (m: Message): boolean => (m as { content?: unknown }).content == null;

/**
 * The message as the memory reads it: `content: null` or missing becomes `''`, as `compress()` reads it.
 * @example
 * asText({ role: 'assistant', content: null, tool_calls: [call] }).content // ''
 */
export function asText(m: Message): Message {
  return empty(m) ? { ...m, content: '' } : m;
}

/** One view per stored array: analyses cached by array (segment units) keep hitting. */
const VIEWS = new WeakMap<readonly Message[], readonly Message[]>();

/**
 * The messages as the memory reads them (see {@link asText}): the same array when none lacks content.
 * @example
 * segmentUnits(textView(segment.messages), kernel, measure)
 */
export function textView(messages: readonly Message[]): readonly Message[] {
  if (!messages.some(empty)) return messages;
  let view = VIEWS.get(messages);
  if (!view) VIEWS.set(messages, (view = messages.map(asText)));
  return view;
}

/**
 * Give back what a fit of `pool` (through `compress()`, which reads `content: null` as `''`) made
 * of its tool-calling turns without content: a kept turn with `''` whose first tool call is one of
 * theirs gets its `null`, or its missing content, back.
 * @example
 * restoreEmpty([{ role: 'assistant', content: '', tool_calls: [call] }], [{ role: 'assistant', content: null, tool_calls: [call] }])
 * // [{ role: 'assistant', content: null, tool_calls: [call] }]
 */
export function restoreEmpty(out: Message[], pool: readonly Message[]): Message[] {
  const given = new Map<string, Message>();
  for (const m of pool) if (empty(m) && m.tool_calls?.length) given.set(m.tool_calls[0].id, m);
  if (given.size === 0) return out;
  return out.map((m) => {
    const original = m.content === '' && m.tool_calls?.length ? given.get(m.tool_calls[0].id) : undefined;
    if (!original) return m;
    if ('content' in original) return { ...m, content: original.content };
    const { content: _text, ...rest } = m;
    return rest as Message;
  });
}
