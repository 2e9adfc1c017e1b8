/** @module demo/playground/transcript — read a plain chat transcript ("User: …", "**Assistant:**", "### User") into messages. */
import type { Message } from '../../src/index.js';

/**
 * Role labels (lower case) and the role each stands for. No `tool`: a transcript carries no call
 * ids to pair a tool result with, so a "Tool:" line stays text of the turn it is in. No `model`,
 * `name`…: words that open lines of pasted config would split turns.
 */
const LABELS: Record<string, 'system' | 'user' | 'assistant'> = {
  system: 'system',
  developer: 'system',
  user: 'user',
  human: 'user',
  you: 'user',
  assistant: 'assistant',
  ai: 'assistant',
  bot: 'assistant',
  chatgpt: 'assistant',
  claude: 'assistant',
  gemini: 'assistant',
  copilot: 'assistant',
};
/** A label, optionally with " said" as ChatGPT's copied page has it ("You said:", "ChatGPT said:"). */
const LABEL = `(${Object.keys(LABELS).join('|')})(?:[ \\t]+said)?`;

/**
 * The role-line shapes. The first line of a transcript picks one, and only lines of that shape
 * start turns after it: an answer quoting "User: …" inside a `**User:**` transcript stays whole.
 */
const SHAPES: RegExp[] = [
  // ### User   (a heading that is the label alone; the turn's text follows on the next lines)
  new RegExp(`^#{1,6}[ \\t]+${LABEL}[ \\t]*:?[ \\t]*$`, 'i'),
  // **User:** text   **User**: text   **User**   (the last alone on its line)
  new RegExp(`^\\*\\*${LABEL}(?:[ \\t]*:[ \\t]*\\*\\*|\\*\\*[ \\t]*:|\\*\\*(?=[ \\t]*$))[ \\t]*(.*)$`, 'i'),
  // User: text   (the colon ends the line or is followed by a space: "user://x" is no role line)
  new RegExp(`^${LABEL}[ \\t]*:(?:[ \\t]+(.*))?$`, 'i'),
];

/** A fence line (after any indent, quote or list markers): its run of ``` or ~~~, and what follows. */
const FENCE = /^[ \t]*(?:(?:>|[-*+]|\d+[.)])[ \t]*)*(`{3,}|~{3,})(.*)$/;

/** A fence line: its character and length; whether it can open and close a block. */
type Fence = { char: string; length: number; closes: boolean; opens: boolean };

/** The fence a line is, or `undefined`. */
function fenceOf(line: string): Fence | undefined {
  const m = FENCE.exec(line);
  if (!m) return undefined;
  const [, run, rest] = m;
  // "```js" opens; "```a``` b" is inline code, not a fence (CommonMark).
  return { char: run[0], length: run.length, closes: rest.trim() === '', opens: !(run[0] === '`' && rest.includes('`')) };
}

/**
 * For each line, `true` when it lies inside a fenced code block (fences included). A fence with
 * no closing fence after it is no fence: a broken paste must not swallow the turns after it.
 */
function insideFences(lines: string[]): boolean[] {
  const fences = lines.map(fenceOf);
  // The longest closing fence at or after each line, per character: is there a close ahead?
  const ahead: Record<string, number[]> = { '`': [], '~': [] };
  for (const c of ['`', '~']) ahead[c][lines.length] = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const f = fences[i];
    for (const c of ['`', '~']) ahead[c][i] = Math.max(ahead[c][i + 1], f?.closes && f.char === c ? f.length : 0);
  }
  const inside = new Array<boolean>(lines.length).fill(false);
  for (let i = 0; i < lines.length; i++) {
    const open = fences[i];
    if (!open?.opens || ahead[open.char][i + 1] < open.length) continue;
    let j = i + 1;
    while (!(fences[j]?.closes && fences[j]!.char === open.char && fences[j]!.length >= open.length)) j++;
    inside.fill(true, i, j + 1);
    i = j;
  }
  return inside;
}

/** Lines without the blank ones (spaces only) at either end, joined with `\n`. */
function trimBlankLines(lines: string[]): string {
  let from = 0;
  let to = lines.length;
  while (from < to && lines[from].trim() === '') from++;
  while (to > from && lines[to - 1].trim() === '') to--;
  return lines.slice(from, to).join('\n');
}

/**
 * Read a chat transcript as copied from a chat page or a log: turns that open with a role line
 * (`User: …`, `**Assistant:**`, `### System`, `Human:`/`AI:`, `You said:`/`ChatGPT said:`;
 * labels in any case) and run to the next role line of the same shape, over several lines and
 * blank lines; role-looking lines inside fenced code blocks are text. Each turn's text is kept
 * verbatim, without the blank lines around it; CRLF and CR line ends read as `\n`.
 *
 * Returns `undefined` when the first non-blank line is not a role line: the text is not a
 * transcript (or has a title or preamble above the first turn, which is not guessed away).
 * @example
 * readTranscript('User: A hotel in Lisbon?\nAssistant: Sure — what budget?\n\nUser: Under $600.')
 * // [{ role: 'user', content: 'A hotel in Lisbon?' }, { role: 'assistant', content: 'Sure — what budget?' },
 * //  { role: 'user', content: 'Under $600.' }]
 * readTranscript('Hello there') // undefined
 */
export function readTranscript(text: string): Message[] | undefined {
  const lines = text.split(/\r\n?|\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  const shape = first < 0 ? undefined : SHAPES.find((s) => s.test(lines[first]));
  if (!shape) return undefined;
  const inside = insideFences(lines);
  const messages: Message[] = [];
  let role: Message['role'] = 'user';
  let turn: string[] | undefined;
  const flush = () => {
    if (turn) messages.push({ role, content: trimBlankLines(turn) });
  };
  for (let i = first; i < lines.length; i++) {
    const m = inside[i] ? null : shape.exec(lines[i]);
    if (!m) {
      turn!.push(lines[i]);
      continue;
    }
    flush();
    role = LABELS[m[1].toLowerCase()];
    turn = [m[2] ?? ''];
  }
  flush();
  return messages;
}
