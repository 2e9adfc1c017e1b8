/** @module adapters/anthropic — compress an Anthropic Messages API body (`system` and `messages`) and get a body the API accepts back. */
import { BudgetError, countTokens, type CompressOptions, type CompressStats, type Message } from 'pith';
import { liveTurn, turnFromPith, turnToPith, type Turn } from './anthropic-blocks.js';
import { checkBody } from './anthropic-check.js';
import { systemBack, systemTexts, type System } from './anthropic-system.js';
import { apiTurns, type Placed } from './anthropic-turns.js';
import { compressVia, type Conversion } from './bridge.js';

export { OPENING_TURN } from './anthropic-turns.js';

/**
 * An Anthropic message (`MessageParam`), structurally: no index signature, as the SDK declares
 * its messages as interfaces.
 * @example
 * const m: AnthropicMessageLike = { role: 'user', content: [{ type: 'text', text: 'Where is ORD-58213?' }] };
 */
export interface AnthropicMessageLike {
  role: string;
  content?: unknown;
}

/** A text block of the `system` parameter (`TextBlockParam`), structurally. */
export interface AnthropicTextBlockLike {
  type: string;
  text?: unknown;
}

/** What `anthropic.messages.create` takes, as far as pith reads it; every other field passes through. */
export interface AnthropicBodyLike {
  system?: string | readonly AnthropicTextBlockLike[];
  messages: readonly AnthropicMessageLike[];
}

/** The body back, compressed, with pith's stats: `const { stats, ...body } = …` is ready to send. */
export type AnthropicResult<B extends AnthropicBodyLike> = Omit<B, 'system' | 'messages'> & {
  system?: B['system'] | string;
  messages: Array<B['messages'][number]>;
  stats: CompressStats;
};

/** Runs after the first when the adapter's own additions (an opening user turn, an omitted result's note) passed the budget. */
const RETRIES = 3;

/** The body as pith counts it: system texts, then every message as {@link turnToPith} maps it. */
function asPith(system: System, messages: readonly Turn[]): Message[] {
  const live = liveTurn(messages);
  return [...systemTexts(system).map((content): Message => ({ role: 'system', content })), ...messages.flatMap((m, i) => turnToPith(m, i, i === live))];
}

/** One compression at `budget`, turned back into a body that follows the API's rules. */
async function once(system: System, messages: Turn[], options: CompressOptions): Promise<{ system: System; messages: Turn[]; stats: CompressStats }> {
  const texts = systemTexts(system);
  const lead = texts.length;
  // Shallow copies: one object each even where the caller repeats one, so each output maps to its place.
  const items: Turn[] = [...texts.map((content): Turn => ({ role: 'system', content })), ...messages.map((m) => ({ ...m }))];
  // Each item, and each message rebuilt from one, to its index; what pith wrote (ledger, summary) is not in it.
  const source = new Map<Turn, number>(items.map((m, i) => [m, i]));
  const live = liveTurn(messages);
  const conv: Conversion<Turn> = {
    lead,
    toPith: (m, i) => turnToPith(m, i - lead, i - lead === live),
    fromPith(m, kept, i) {
      const back = turnFromPith(m, kept);
      source.set(back, i);
      return back;
    },
    created: (m) => ({ role: m.role === 'system' ? 'system' : m.role === 'assistant' ? 'assistant' : 'user', content: typeof m.content === 'string' ? m.content : m.content.map((p) => String(p.text ?? '')).join('\n') }),
  };
  const out = await compressVia(items, options, conv);
  const kept = new Map<number, string>();
  const added: string[] = [];
  const placed: Placed[] = [];
  for (const m of out.messages) {
    const i = source.get(m);
    if (i === undefined) {
      if (m.role === 'system') added.push(m.content as string);
      else placed.push({ turn: m });
    } else if (i < lead) kept.set(i, m.content as string);
    else placed.push(m === items[i] ? { turn: messages[i - lead], source: i - lead, unchanged: true } : { turn: m, source: i - lead });
  }
  return { system: systemBack(system, kept, added), messages: apiTurns(placed), stats: out.stats };
}

/**
 * Compress an Anthropic Messages API body: `system` (a string or text blocks) and `messages`
 * (`user`, `assistant` and mid-conversation `system` turns; text, image, document, tool_use,
 * tool_result, thinking, redacted_thinking and server-tool blocks). Every other field of the body
 * passes through. What comes back is a body `anthropic.messages.create` accepts:
 * - a tool_use and its tool_result are kept or dropped together (a user turn of several results and
 *   text is split for pith and rebuilt in its order), each result in the turn right after its call;
 * - turns that a drop made adjacent are joined, no turn is empty, and the first turn is the user's
 *   (a short {@link OPENING_TURN} when every earlier user turn was dropped);
 * - pith's ledger of facts joins `system` (after your blocks, so their cache_control prefix holds);
 * - thinking and redacted_thinking blocks come back unchanged or not at all: older turns lose them
 *   first, and those of the turn whose tool calls the last message answers stay with its calls;
 * - images, documents and other blocks are kept or dropped whole (`partTokens` each), with their
 *   cache_control; shortened text blocks keep theirs.
 * Unchanged messages are the same objects; a body that fits comes back as given. `stats` counts
 * the body returned (`compressedTokens` ≤ `budget`, else a BudgetError); `stats.kept` has one entry
 * per message. Bad input is an InputError naming where ("expected X, found Y").
 * @example
 * import Anthropic from '@anthropic-ai/sdk';
 * import { compressAnthropic } from 'pith/anthropic';
 * const { stats, ...body } = await compressAnthropic({ model: 'claude-sonnet-4-6', max_tokens: 1024, system, messages }, { budget: 8000, query });
 * await new Anthropic().messages.create(body);
 */
export async function compressAnthropic<B extends AnthropicBodyLike>(body: B, options: CompressOptions): Promise<AnthropicResult<B>> {
  const t0 = performance.now();
  const { system, messages } = checkBody(body);
  const count = { tokenizer: options?.tokenizer, partTokens: options?.partTokens };
  let budget = options?.budget;
  for (let run = 0; ; run++) {
    let r;
    try {
      r = await once(system, messages, { ...options, budget });
    } catch (e) {
      // A rerun's shortfall is the caller's: say so at the budget they gave.
      if (e instanceof BudgetError && budget < options.budget) throw new BudgetError(options.budget, e.required + options.budget - budget, e.detail);
      throw e;
    }
    const sent = await countTokens(asPith(r.system, r.messages), count);
    if (sent <= options.budget) {
      const { system: _s, messages: _m, ...rest } = body;
      const ratio = sent > 0 ? r.stats.originalTokens / sent : 1;
      const stats = { ...r.stats, budget: options.budget, compressedTokens: sent, ratio, durationMs: performance.now() - t0 };
      return { ...rest, ...(r.system !== undefined ? { system: r.system } : {}), messages: r.messages, stats } as unknown as AnthropicResult<B>;
    }
    // What the adapter added to pith's output (an opening turn, a note): leave that much room next time.
    const next = Math.min(budget - (sent - options.budget), options.budget - (sent - r.stats.compressedTokens));
    if (run === RETRIES || next < 1) throw new BudgetError(options.budget, sent, 'the Anthropic request body');
    budget = next;
  }
}
