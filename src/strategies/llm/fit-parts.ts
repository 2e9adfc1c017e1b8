/** @module strategies/llm/fit-parts — lays out kept messages and generated blocks, then cuts to the budget. */
import { BudgetError } from '../../errors.js';
import type { Kernel } from '../../kernel/types.js';
import { conversationTokens, messageTokens, type Measure } from '../../text/measure.js';
import type { Message } from '../../types.js';
import { carriedMessage, CARRIED_HEADINGS, type CarriedKind } from './carried.js';

/**
 * Never cut: system messages and the last keepLast messages.
 * @example
 * PROTECTED // Infinity
 */
export const PROTECTED = Number.POSITIVE_INFINITY;

/** One message of the output: kept from the input, or a generated block cut piece by piece. */
export interface Part {
  message: Message;
  /** Input index of a message kept verbatim. */
  from?: number;
  /** Lower priorities are cut first; {@link PROTECTED} never. */
  priority: number;
  /** A generated block: heading line plus pieces that concatenate to the body, cut from the end. */
  block?: { heading: string; pieces: string[] };
  /** Kept messages of one group (a tool call and its results) are dropped together. */
  group?: number;
}

/**
 * A kept input message as a part.
 * @example
 * keptPart(messages, 3, PROTECTED)
 */
export function keptPart(messages: readonly Message[], i: number, priority: number, group?: number): Part {
  return { message: messages[i], from: i, priority, group };
}

/**
 * A generated block whose body is cut piece by piece (the pieces concatenate to the body).
 * @example
 * blockPart('summary', ['First sentence. ', 'Second.'], 1)
 */
export function blockPart(kind: CarriedKind, pieces: string[], priority: number): Part {
  return { message: carriedMessage(kind, pieces.join('').trimEnd()), priority, block: { heading: CARRIED_HEADINGS[kind], pieces } };
}

/**
 * A generated system block under any heading (e.g. the pinned ledger's).
 * @example
 * headedPart(LEDGER_HEADING, ['m3 user: $600\n'], 3)
 */
export function headedPart(heading: string, pieces: string[], priority: number): Part {
  return { message: { role: 'system', content: `${heading}\n${pieces.join('').trimEnd()}` }, priority, block: { heading, pieces } };
}

/**
 * Pieces of a body to cut by: its lines, each line split into sentences by the kernel.
 * @example
 * sentencePieces(kernel, 'A. B.\nC.') // ['A. ', 'B.\n', 'C.']
 */
export function sentencePieces(kernel: Kernel, body: string): string[] {
  const out: string[] = [];
  for (const line of linePieces(body)) {
    const s = kernel.sentences(line, Int32Array.of(0));
    if (s.count <= 1) {
      out.push(line);
      continue;
    }
    for (let i = 0; i < s.count; i++) out.push(line.slice(i === 0 ? 0 : s.start[i], i + 1 < s.count ? s.start[i + 1] : line.length));
  }
  return out;
}

/**
 * Pieces of a body to cut by: whole lines (each with its newline).
 * @example
 * linePieces('a\nb') // ['a\n', 'b']
 */
export function linePieces(body: string): string[] {
  return body.split(/(?<=\n)/).filter((l) => l.trim() !== '');
}

function withPieces(part: Part, k: number): Message {
  const body = part.block!.pieces.slice(0, k).join('').trimEnd();
  return { ...part.message, content: `${part.block!.heading}\n${body}` };
}

/** Cut a block to at most `target` tokens; null when not even one piece fits. */
function shrink(part: Part, target: number, measure: Measure): Part | null {
  let lo = 0;
  let hi = part.block!.pieces.length - 1;
  // largest k with tokens(k pieces) ≤ target
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (messageTokens(withPieces(part, mid), measure) <= target) lo = mid;
    else hi = mid - 1;
  }
  if (lo === 0) return null;
  return { ...part, message: withPieces(part, lo), block: { ...part.block!, pieces: part.block!.pieces.slice(0, lo) } };
}

/**
 * Without the parts that cannot fit beside the protected ones even at their smallest (a block's first
 * piece, a kept message's whole group): cutting lower-priority parts to make room for them would only
 * lose those too.
 */
function hopelessDropped(parts: Part[], budget: number, measure: Measure): Part[] {
  const tokens = parts.map((p) => messageTokens(p.message, measure));
  const room = budget - parts.reduce((t, p, i) => t + (p.priority === PROTECTED ? tokens[i] : 0), 0);
  const groupTokens = new Map<number, number>();
  parts.forEach((p, i) => {
    if (!p.block && p.group !== undefined && p.priority !== PROTECTED) groupTokens.set(p.group, (groupTokens.get(p.group) ?? 0) + tokens[i]);
  });
  const smallest = (p: Part, i: number): number =>
    p.block ? messageTokens(withPieces(p, 1), measure) : p.group !== undefined ? groupTokens.get(p.group)! : tokens[i];
  return parts.filter((p, i) => p.priority === PROTECTED || smallest(p, i) <= room);
}

/** What {@link fitParts} returns: the messages plus the kept fraction of each input message. */
export interface Fitted {
  messages: Message[];
  kept: number[];
}

/**
 * Cut parts until the conversation fits `budget` under `measure` (exact count): the lowest priority
 * goes first (earliest on ties); a block loses pieces from its end, then goes whole; a kept message
 * goes with its group. Throws BudgetError when only protected parts are left and they do not fit.
 * @example
 * const { messages, kept } = fitParts(parts, 2000, measure, input.messages.length);
 */
export function fitParts(parts: Part[], budget: number, measure: Measure, inputCount: number): Fitted {
  let live = hopelessDropped(parts.filter((p) => !p.block || p.block.pieces.length > 0), budget, measure);
  let tokens = live.map((p) => messageTokens(p.message, measure));
  let total = tokens.reduce((a, b) => a + b, 0);
  while (total > budget) {
    let pick = -1;
    live.forEach((p, i) => {
      if (p.priority !== PROTECTED && (pick < 0 || p.priority < live[pick].priority)) pick = i;
    });
    if (pick < 0) throw new BudgetError(budget, total, 'the system messages and the last messages');
    const p = live[pick];
    const cut = p.block ? shrink(p, tokens[pick] - (total - budget), measure) : null;
    if (cut) live[pick] = cut;
    else live = live.filter((q, i) => i !== pick && (p.group === undefined || q.group !== p.group || q.block));
    tokens = live.map((q) => messageTokens(q.message, measure));
    total = tokens.reduce((a, b) => a + b, 0);
  }
  const messages = live.map((p) => p.message);
  if (conversationTokens(messages, measure) > budget) throw new BudgetError(budget, total, 'the LLM strategy output');
  const kept = new Array<number>(inputCount).fill(0);
  for (const p of live) if (p.from !== undefined) kept[p.from] = 1;
  return { messages, kept };
}
