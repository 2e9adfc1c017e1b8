/** @module memory/refine-context — fit a candidate pool of segments to the budget by sentence, with the `pith` pipeline. */
import { compressWith } from '../compress.js';
import { BudgetError } from '../errors.js';
import type { Embedder } from '../embed/types.js';
import type { Kernel } from '../kernel/types.js';
import { messageTokens, type Measure } from '../text/measure.js';
import type { Message, TokenCounter, TokenizerName } from '../types.js';
import { asText, restoreEmpty } from './content-view.js';
import type { MemoryContext } from './types.js';

/** What {@link refineContext} needs besides the pool. */
export interface RefineInput {
  budget: number;
  query?: string;
  kernel: Kernel;
  tokenizer?: TokenizerName | TokenCounter;
  partTokens: number;
  /** The memory's own embedder when the caller gave one; otherwise `pith` uses the static word vectors. */
  embedder?: Embedder;
  /** The number each pool message shows in the ledger (see {@link poolNumbers}). @default its pool index */
  numbers?: readonly number[];
  /** The newest turns are a preference only (`context()` without `keepNewest`): when even the newest
   * user turn cannot stay whole, it is compressed like the rest rather than failing. @default false */
  mayCompressNewest?: boolean;
  /** With `keepNewest`: the pool message where the newest message starts; it and what follows it are
   * kept whole, or a BudgetError says they cannot be, whatever the newest message's role. @default none */
  newest?: number;
}

/**
 * Select from `pool` (system, candidate segments in memory order, hot turns last) what the default
 * `pith` pipeline keeps for the query within the budget: system and last turns, Protected Core,
 * sentences by value per token and a ledger of the facts of what it drops.
 * @example
 * const { messages, tokens } = await refineContext(pool, { budget: 1000, query: 'How many units?', kernel, partTokens: 85 });
 */
export async function refineContext(pool: Message[], r: RefineInput): Promise<{ messages: Message[]; tokens: number; kept: number[]; pinnedFacts: string[] }> {
  const run = (keepLast?: number) =>
    compressWith(pool, {
      budget: r.budget,
      strategy: 'pith',
      kernel: r.kernel,
      partTokens: r.partTokens,
      ...(keepLast !== undefined ? { keepLast } : {}),
      ...(r.query !== undefined ? { query: r.query } : {}),
      ...(r.tokenizer !== undefined ? { tokenizer: r.tokenizer } : {}),
      ...(r.embedder ? { embedder: r.embedder } : {}),
    }, { messageNumbers: r.numbers });
  let out;
  try {
    out = await run();
  } catch (e) {
    if (!(r.mayCompressNewest && e instanceof BudgetError)) throw e;
    out = await run(0);
  }
  // `pith` lowers its default keepLast to 0 when the last message is not the user's (or when a system
  // message follows the newest): then the newest is kept by an explicit keepLast, or cannot be.
  const newest = r.newest;
  if (newest !== undefined && !out.stats.kept.slice(newest).every((k) => k === 1)) out = await run(pool.length - newest);
  // compress() reads a tool call's `content: null` as ''; what it keeps of such a turn is given back as stored.
  return { messages: restoreEmpty(out.messages, pool), tokens: out.stats.compressedTokens, kept: out.stats.kept, pinnedFacts: out.stats.pinnedFacts };
}

type SegmentRow = MemoryContext['stats']['segments'][number];

/**
 * The pool's rows with `kept`: the share of each segment's pool tokens the sentence selection kept.
 * Row k stands in `pool[spans[k][0]]` up to `pool[spans[k][1]]` (the parts of a split message share
 * one); `kept` is the refinement's fraction per pool message.
 * @example
 * const rows = keptBySegment(context.stats.segments, context.messages, spans, fit.kept, measure);
 */
export function keptBySegment(rows: readonly SegmentRow[], pool: readonly Message[], spans: ReadonlyArray<readonly [number, number]>, kept: readonly number[], measure: Measure): SegmentRow[] {
  return rows.map((row, k) => {
    let tokens = 0;
    let survived = 0;
    for (let at = spans[k][0]; at < spans[k][1]; at++) {
      const t = messageTokens(asText(pool[at]), measure);
      tokens += t;
      survived += t * (kept[at] ?? 0);
    }
    return { ...row, kept: tokens ? survived / tokens : 0 };
  });
}

/**
 * The number of each pool message in the ledger: its position in `history()` (see
 * {@link historyPositions}), as `pith` numbers its input, not its place in the pool. Row k (segment
 * `rows[k].id`) stands in `pool[spans[k][0]]` up to `pool[spans[k][1]]`: its originals in order, or
 * its one compact form (numbered as its first message). The system prompt of `context()` is no
 * history message: it keeps its pool index (system messages are kept whole, so it never shows).
 * @example
 * const numbers = poolNumbers(pool.length, spans, context.stats.segments, historyPositions(state.segments));
 */
export function poolNumbers(size: number, spans: ReadonlyArray<readonly [number, number]>, rows: ReadonlyArray<{ id: string }>, positions: ReadonlyMap<string, number>): number[] {
  const out = Array.from({ length: size }, (_, i) => i);
  rows.forEach((row, k) => {
    const first = positions.get(row.id);
    if (first === undefined) return;
    const [from, to] = spans[k];
    const whole = to - from > 1;
    for (let at = from; at < to; at++) out[at] = whole ? first + at - from : first;
  });
  return out;
}
