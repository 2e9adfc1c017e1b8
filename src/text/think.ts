/** @module text/think — strip reasoning blocks (<think>…</think>) from older assistant turns. */
import type { Message, OtherPart, TextPart } from '../types.js';
import { isTextPart } from './parts.js';

const THINK_BLOCK = /<(think|thinking|reasoning)>[\s\S]*?<\/\1>\s*/gi;
const OPEN_THINK = /<(think|thinking|reasoning)>[\s\S]*$/i;

/**
 * Remove reasoning blocks; an unclosed block at the end is removed to the end of the text.
 * @example
 * stripThink('<think>hmm</think>Answer: 42') // 'Answer: 42'
 */
export function stripThink(text: string): string {
  if (text.indexOf('<') < 0) return text;
  return text.replace(THINK_BLOCK, '').replace(OPEN_THINK, '').trimEnd();
}

/**
 * A message with reasoning blocks removed from its string content or from each text part (a text
 * part left empty is removed); the same object when it held none.
 * @example
 * withoutThink({ role: 'assistant', content: [{ type: 'text', text: '<think>hmm</think>' }, { type: 'text', text: 'Yes.' }] })
 * // { role: 'assistant', content: [{ type: 'text', text: 'Yes.' }] }
 */
export function withoutThink(message: Message): Message {
  const c = message.content;
  if (typeof c === 'string') {
    const content = stripThink(c);
    return content === c ? message : { ...message, content };
  }
  let changed = false;
  const content = c.flatMap((p): Array<TextPart | OtherPart> => {
    if (!isTextPart(p)) return [p];
    const text = stripThink(p.text);
    if (text === p.text) return [p];
    changed = true;
    return text ? [{ ...p, text }] : [];
  });
  return changed ? { ...message, content } : message;
}
