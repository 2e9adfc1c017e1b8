/** @module text/think — strip reasoning blocks (<think>…</think>) that open older assistant turns. */
import type { Message, OtherPart, TextPart } from '../types.js';
import { isTextPart } from './parts.js';

/** A reasoning tag that opens the text (after optional whitespace); group 1 is its name. */
const OPENING = /^\s*<(think|thinking|reasoning)>/i;
/** A code fence line: up to three spaces, then three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Remove the reasoning blocks a text opens with: `<think>`, `<thinking>` or `<reasoning>` at its
 * start (after optional whitespace) up to its closing tag, found outside code fences and inline
 * code. A tag anywhere else (prose or code that mentions it) and a block never closed stay as
 * written: they are the answer's text, not reasoning.
 * @example
 * stripThink('<think>hmm</think>Answer: 42') // 'Answer: 42'
 * stripThink('R1 wraps its reasoning in a <think> tag.') // unchanged
 */
export function stripThink(text: string): string {
  let rest = text;
  // The first newline of `text` at or after `from` is at `found` (-1: none). Each block looks for the end of
  // its line; a line of blocks (`<think>a</think><think>…`) was read to its end once a block.
  let from = Infinity;
  let found = -1;
  const newline = (at: number): number => {
    const base = text.length - rest.length; // rest is a suffix of text
    if (!(base + at >= from && (found < 0 || found >= base + at))) found = text.indexOf('\n', (from = base + at));
    return found < 0 ? -1 : found - base;
  };
  for (let open = OPENING.exec(rest); open; open = OPENING.exec(rest)) {
    const end = blockEnd(rest, open[0].length, open[1], newline);
    if (end < 0) break;
    rest = withoutLeadingBlank(rest.slice(end));
  }
  return rest;
}

/**
 * The text without its leading whitespace, except the indentation of its first line: an indented
 * code fence or list item right after the reasoning keeps its spaces (they place the code's lines).
 */
function withoutLeadingBlank(text: string): string {
  const body = text.trimStart();
  const newline = text.lastIndexOf('\n', text.length - body.length);
  return newline < 0 || body === '' ? body : text.slice(newline + 1);
}

/**
 * Index just past the closing tag of the block whose body starts at `from`, skipping tags inside
 * code; when none is outside code but the text ends with the tag (a reasoning part wrapped whole,
 * its code unbalanced), the end of the text; else -1. `newline(at)` is `text.indexOf('\n', at)`.
 */
function blockEnd(text: string, from: number, name: string, newline: (at: number) => number): number {
  const close = new RegExp(`</${name}>`, 'gi');
  let fence = '';
  for (let at = from; at <= text.length; ) {
    const nl = newline(at);
    const lineEnd = nl < 0 ? text.length : nl;
    const line = text.slice(at, lineEnd);
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = '';
    } else if (f) fence = f[1];
    else {
      const hit = outsideInlineCode(line, close);
      if (hit >= 0) return at + hit;
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  const trimmed = text.trimEnd();
  const tail = trimmed.slice(-name.length - 3);
  return tail.toLowerCase() === `</${name.toLowerCase()}>` ? text.length : -1;
}

/**
 * End of the first match of `close` in `line` outside a backtick code span, or -1. A span runs from
 * a run of backticks to the next run of the same length. The runs are paired as the matches come, and
 * no further than the match that ends the search: a line of blocks (`<think>a</think><think>…`) was
 * read whole for each block, and each match checked against every span.
 */
function outsideInlineCode(line: string, close: RegExp): number {
  let pos = 0; // the runs before pos are paired
  let open = -1; // length of the run that opened a span not closed yet, or -1
  /** End of the next run of backticks starting before `limit` (pos moves past it), or -1 (pos moves to `limit`). */
  const nextRun = (limit: number): number => {
    for (let i = pos; i < limit; i++) {
      if (line.charCodeAt(i) !== 96) continue;
      let j = i + 1;
      while (j < line.length && line.charCodeAt(j) === 96) j++;
      if (open < 0) open = j - i;
      else if (j - i === open) open = -1;
      return (pos = j);
    }
    pos = Math.max(pos, limit);
    return -1;
  };
  close.lastIndex = 0;
  for (let m = close.exec(line); m; m = close.exec(line)) {
    while (nextRun(m.index) >= 0);
    if (open < 0) return m.index + m[0].length;
    // Inside a span if a run of the opening length closes it later on the line.
    let end = -1;
    while (open >= 0 && (end = nextRun(line.length)) >= 0);
    if (open >= 0) return m.index + m[0].length;
    close.lastIndex = Math.max(close.lastIndex, end);
  }
  return -1;
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
