/** @module text/think — strip reasoning blocks (<think>…</think>) from older assistant turns. */

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
