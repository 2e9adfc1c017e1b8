/** @module bench/speed/growing — a chat compressed after every turn: 100k tokens plus one new message per call, exact o200k counts. */
import { compress } from '../../src/platform/node.js';
import type { Message, TokenizerName } from '../../src/types.js';
import { generateConversation } from '../generate-conversation.js';
import { median } from './timing.js';

const TOKENS = 100_000;
const BUDGET = 4_000;
const TURNS = 10;

/** Median milliseconds of one tokenizer: conversations never seen before, and one that grows a message per call. */
export interface GrowingRow {
  tokenizer: TokenizerName;
  /** A different 100k-token conversation at each call. */
  freshMs: number;
  /** The same history plus one more message at each call, as a chat app compresses after every turn. */
  growingMs: number;
}

/**
 * Time `compress()` at 100k tokens → 4,000 under the estimate and the exact o200k counter, on
 * fresh conversations and on one that grows by a message per call (the exact counter remembers
 * the counts of texts it has seen, so only the new ones are counted).
 * @example
 * const rows = await timeGrowingChat(); // [{ tokenizer: 'estimate', … }, { tokenizer: 'o200k', … }]
 */
export async function timeGrowingChat(): Promise<GrowingRow[]> {
  const rows: GrowingRow[] = [];
  for (const tokenizer of ['estimate', 'o200k'] as const) {
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      const messages = generateConversation({ seed: 90_000 + i + (tokenizer === 'o200k' ? 100 : 0), targetTokens: TOKENS });
      const t0 = performance.now();
      await compress(messages, { budget: BUDGET, tokenizer });
      fresh.push(performance.now() - t0);
    }
    const history: Message[] = generateConversation({ seed: tokenizer === 'o200k' ? 91_000 : 92_000, targetTokens: TOKENS });
    await compress(history, { budget: BUDGET, tokenizer }); // the turn before: counted once
    const growing: number[] = [];
    for (let i = 0; i < TURNS; i++) {
      history.push({ role: i % 2 ? 'assistant' : 'user', content: `Turn ${i}: is order ORD-${40_000 + i} still due on May ${3 + i}?` });
      const t0 = performance.now();
      await compress(history, { budget: BUDGET, tokenizer });
      growing.push(performance.now() - t0);
    }
    rows.push({ tokenizer, freshMs: median(fresh), growingMs: median(growing) });
  }
  return rows;
}
