/** @module test/unit/adapters-parity — one conversation through every adapter keeps what compress() keeps of its OpenAI form. */
import type { BaseMessage } from '@langchain/core/messages';
import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { compressModelMessages } from '../../src/adapters/ai-sdk.js';
import { promptThroughMiddleware } from '../fixtures/middleware-prompt.js';
import { compressAnthropic, OPENING_TURN } from '../../src/adapters/anthropic.js';
import { compressLangChain } from '../../src/adapters/langchain.js';
import { compressOpenAI } from '../../src/adapters/openai.js';
import { compress, countTokens, LEDGER_HEADING, type CompressOptions, type CompressStats, type Message } from '../../src/platform/node.js';
import { parityCases, type AnthropicParityBody, type OpenAIMessage, type ParityCase } from '../fixtures/adapter-parity.js';

/**
 * One message as the model reads it, whatever the format: role, its text (text parts joined by a
 * newline, empty ones left out, reasoning as `<think>` text), the ids of its tool calls, the call
 * a tool result answers. The ledger's text is its facts only (see {@link ledgerFacts}).
 */
interface Unit {
  role: string;
  text: string;
  calls?: string;
  answers?: string;
}

type Loose = { type?: unknown; text?: unknown; [key: string]: unknown };

/** Image parts of each format (OpenAI and LangChain `image_url`, Anthropic `image`, AI SDK `image`, its prompt `file`): one `[image]` each. */
const IMAGES = new Set(['image_url', 'image', 'file']);

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as Loose[])
    .map((p) => (p.type === 'text' ? String(p.text) : p.type === 'reasoning' ? `<think>${String(p.text)}</think>` : p.type === 'thinking' ? `<think>${String(p.thinking)}</think>` : IMAGES.has(String(p.type)) ? '[image]' : ''))
    .filter((t) => t !== '')
    .join('\n');
}

/**
 * The ledger's facts, one a line, without their `mN role: ` source: an adapter numbers sources by
 * the caller's messages (an AI SDK tool message of two results is one `m5 tool: a; b` line where
 * compress() on OpenAI messages writes `m5 tool: a` and `m6 tool: b`; Anthropic's system blocks are
 * `system: …`, not numbered), so the numbers differ by design while the facts must not.
 */
function ledgerFacts(text: string): string {
  if (!text.startsWith(LEDGER_HEADING)) return text;
  return text
    .split('\n')
    .flatMap((line) => line.replace(/^(m\d+ )?(user|assistant|system|tool|developer): /, '').split('; '))
    .join('\n');
}

const unit = (role: string, text: string, calls: string[] = [], answers?: string): Unit => ({
  role,
  text: role === 'system' ? ledgerFacts(text) : text,
  ...(calls.length ? { calls: calls.join(',') } : {}),
  ...(answers !== undefined ? { answers } : {}),
});

/** A system text the adapter joined with its ledger (Anthropic `system` string, LangChain's first system message), split again. */
function splitLedger(text: string): string[] {
  const at = text.lastIndexOf(`\n\n${LEDGER_HEADING}`);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 2)];
}

/** pith messages as units; reasoning carried on a call (see {@link reference}) opens its turn's text, as its thinking blocks do. */
function pithUnits(messages: readonly Message[]): Unit[] {
  return messages.map((m) => {
    const thoughts = (m.tool_calls ?? []).flatMap((c) => (Array.isArray(c.reasoning) ? c.reasoning.map((t) => `<think>${String(t)}</think>`) : []));
    const text = [...thoughts, textOf(m.content)].filter((t) => t !== '').join('\n');
    return unit(m.role === ('developer' as string) ? 'system' : m.role, text, (m.tool_calls ?? []).map((c) => c.id), m.tool_call_id);
  });
}

function aiSdkUnits(messages: readonly ModelMessage[]): Unit[] {
  return messages.flatMap((m): Unit[] => {
    if (m.role === 'tool') {
      return m.content.flatMap((p) => {
        if (p.type !== 'tool-result') return [];
        const o = p.output as { type: string; value: unknown };
        return [unit('tool', o.type === 'content' ? textOf(o.value) : typeof o.value === 'string' ? o.value : JSON.stringify(o.value), [], p.toolCallId)];
      });
    }
    const calls = Array.isArray(m.content) ? (m.content as Loose[]).filter((p) => p.type === 'tool-call').map((p) => String(p.toolCallId)) : [];
    return [unit(m.role, textOf(m.content), calls)];
  });
}

function langChainUnits(messages: readonly BaseMessage[]): Unit[] {
  const role: Record<string, string> = { human: 'user', ai: 'assistant', system: 'system', tool: 'tool' };
  return messages.flatMap((m, k): Unit[] => {
    const type = m.getType();
    if (type === 'system' && k === 0) {
      // The ledger joins the caller's system message after a blank line (a string) or as a text block of `\n\n…`.
      const whole = typeof m.content === 'string' ? m.content : (m.content as Loose[]).map((b) => String(b.text)).join('');
      return splitLedger(whole).map((t) => unit('system', t));
    }
    const calls = type === 'ai' ? ((m as { tool_calls?: Array<{ id?: string }> }).tool_calls ?? []).map((c) => String(c.id)) : [];
    return [unit(role[type], textOf(m.content), calls, type === 'tool' ? (m as { tool_call_id?: string }).tool_call_id : undefined)];
  });
}

function anthropicUnits(body: { system?: unknown; messages: AnthropicParityBody['messages'] }): Unit[] {
  const system = body.system === undefined ? [] : typeof body.system === 'string' ? splitLedger(body.system) : (body.system as Loose[]).map((b) => String(b.text));
  const out = system.map((t) => unit('system', t));
  for (const m of body.messages) {
    if (typeof m.content === 'string') {
      out.push(unit(m.role, m.content));
      continue;
    }
    if (m.role === 'assistant') {
      out.push(unit('assistant', textOf(m.content), m.content.filter((b) => b.type === 'tool_use').map((b) => String(b.id))));
      continue;
    }
    // A user turn is its tool results (one pith tool message each), then its other blocks: as the adapter reads it.
    for (const b of m.content) if (b.type === 'tool_result') out.push(unit('tool', textOf(b.content), [], String(b.tool_use_id)));
    const rest = m.content.filter((b) => b.type !== 'tool_result');
    if (rest.length > 0 || m.content.length === 0) out.push(unit(m.role, textOf(rest)));
  }
  return out;
}

/**
 * The Messages API has no two turns of one role in a row: where compression dropped what stood
 * between two user (or two assistant) messages, the adapter joins them into one turn. So the
 * Anthropic comparison reads both sides with such neighbours joined (text by a newline, calls
 * concatenated); everything else (order, text, calls, results) must match as it is.
 */
function joinRuns(units: readonly Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const u of units) {
    const prev = out[out.length - 1];
    if (prev && prev.role === u.role && (u.role === 'user' || u.role === 'assistant')) {
      const calls = [prev.calls, u.calls].filter(Boolean).join(',');
      out[out.length - 1] = { role: u.role, text: [prev.text, u.text].filter((t) => t !== '').join('\n'), ...(calls ? { calls } : {}) };
    } else out.push(u);
  }
  return out;
}

type Run = { units: Unit[]; stats?: CompressStats };
type Outcome = Run | { error: string };

async function outcome(run: () => Promise<Run>): Promise<Outcome> {
  try {
    return await run();
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as { code?: string }).code ?? ''}` };
  }
}

/** The OpenAI messages with `developer` in place of `system`, as o1 and later models take them. */
const asDeveloper = (c: ParityCase) => c.openai.map((m) => (m.role === 'system' ? { ...m, role: 'developer' as const } : m));

const DOORS = {
  openai: (c: ParityCase, o: CompressOptions) => compressOpenAI(c.openai, o).then((r) => ({ units: pithUnits(r.messages as Message[]), stats: r.stats })),
  'openai developer': (c: ParityCase, o: CompressOptions) => compressOpenAI(asDeveloper(c), o).then((r) => ({ units: pithUnits(r.messages as unknown as Message[]), stats: r.stats })),
  anthropic: (c: ParityCase, o: CompressOptions) => compressAnthropic(c.anthropic, o).then((r) => ({ units: anthropicUnits(r as AnthropicParityBody), stats: r.stats })),
  'ai-sdk': (c: ParityCase, o: CompressOptions) => compressModelMessages(c.aiSdk, o).then((r) => ({ units: aiSdkUnits(r.messages), stats: r.stats })),
  langchain: (c: ParityCase, o: CompressOptions) => compressLangChain(c.langchain(), o).then((r) => ({ units: langChainUnits(r.messages), stats: r.stats })),
  // The prompt the model receives through generateText: the AI SDK's own conversion, then pithMiddleware (no stats).
  middleware: async (c: ParityCase, o: CompressOptions): Promise<Run> => ({ units: aiSdkUnits(await promptThroughMiddleware(c.aiSdk, o)) }),
} as const;

/** The middleware reads the latest user message as the query when none is given: its reference is compress() with that query. */
function queryOf(door: string, c: ParityCase, query: string | undefined): string | undefined {
  if (query || door !== 'middleware') return query;
  const last = [...c.openai].reverse().find((m) => m.role === 'user')!;
  return typeof last.content === 'string' ? last.content : last.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n');
}

const CASES = parityCases();
/** The doors that carry the live turn's reasoning on its first call (see {@link reference}). */
const LIVE_REASONING_DOORS = new Set(['anthropic', 'ai-sdk', 'langchain', 'middleware']);

/**
 * What compress() is compared with: the OpenAI messages, except for one thing the Messages API
 * forces. When the last message answers an assistant turn's tool calls, that turn's thinking blocks
 * must go back unchanged with its tool_use blocks (the API rejects the calls without them), so the
 * Anthropic adapter cannot strip that reasoning as compress() strips `<think>` text from an older
 * turn: it carries it on the turn's first call (`reasoning`), a fixed cost kept or dropped with the
 * calls. The AI SDK and LangChain adapters do the same (their reasoning parts may go to Claude).
 * Their reference is compress() on the OpenAI messages with that reasoning moved the same way;
 * every other difference counts.
 */
function reference(door: string, c: ParityCase): OpenAIMessage[] {
  const last = c.openai.length - 1;
  if (!LIVE_REASONING_DOORS.has(door) || c.openai[last].role !== 'tool') return c.openai;
  let turn = last;
  while (c.openai[turn].role === 'tool') turn--;
  const m = c.openai[turn];
  if (m.role !== 'assistant' || !Array.isArray(m.content) || !m.tool_calls?.length) return c.openai;
  const thoughts = m.content.flatMap((p) => /^<think>([\s\S]*)<\/think>$/.exec(p.text)?.slice(1) ?? []);
  if (thoughts.length === 0) return c.openai;
  const content = m.content.filter((p) => !p.text.startsWith('<think>'));
  const tool_calls = m.tool_calls.map((call, k) => (k === 0 ? { ...call, reasoning: thoughts } : call));
  return c.openai.map((x, i) => (i === turn ? { ...m, content, tool_calls } : x));
}

/**
 * Budgets as a share of the conversation's tokens (all of it: nothing to do; a quarter; an eighth),
 * and options an adapter must pass on as they are: tokenizer, keepSystem, keepLast, startOn,
 * strategy, partTokens.
 */
const SETTINGS: ReadonlyArray<readonly [string, number, Omit<CompressOptions, 'budget'>]> = [
  ['generous', 1.2, {}],
  ['quarter', 0.25, {}],
  ['tight', 0.125, {}],
  ['quarter o200k', 0.25, { tokenizer: 'o200k' }],
  ['quarter keepSystem false', 0.25, { keepSystem: false }],
  ['quarter keepLast 1 startOn user', 0.25, { keepLast: 1, startOn: 'user' }],
  ['quarter truncate', 0.25, { strategy: 'truncate' }],
  ['quarter window', 0.25, { strategy: 'window' }],
  ['quarter extractive', 0.25, { strategy: 'extractive' }],
  ['quarter prune', 0.25, { strategy: 'prune' }],
  ['quarter partTokens 20', 0.25, { partTokens: 20 }],
];

describe.each(CASES)('$id', (c) => {
  it.each(SETTINGS)('%s budget, with and without a query: every adapter keeps what compress() keeps', async (_name, share, settings) => {
    const original = await countTokens(c.openai, { tokenizer: settings.tokenizer, partTokens: settings.partTokens });
    const budget = Math.ceil(original * share);
    for (const asked of [undefined, c.query]) {
      for (const [door, run] of Object.entries(DOORS)) {
        const query = queryOf(door, c, asked);
        const options: CompressOptions = { budget, ...settings, ...(query ? { query } : {}) };
        const ref = await outcome(() => compress(reference(door, c) as Message[], options).then((r) => ({ units: pithUnits(r.messages), stats: r.stats })));
        const where = `${door}, ${JSON.stringify(settings)} budget ${budget} of ${original}, query ${query ? 'yes' : 'no'}`;
        const got = await outcome(() => run(c, options));
        if ('error' in ref) {
          expect(got, where).toEqual(ref); // the same refusal (a BudgetError), whichever door
          continue;
        }
        if ('error' in got) throw new Error(`${where}: ${got.error}, where compress() succeeded`);
        if (!got.stats || !ref.stats) {
          expect(got.units, `${where}: kept text`).toEqual(ref.units);
          continue;
        }
        expect(got.stats.originalTokens, `${where}: originalTokens`).toBe(ref.stats.originalTokens);
        expect(got.stats.compressedTokens, `${where}: compressedTokens within budget`).toBeLessThanOrEqual(budget);
        expect(got.stats.pinnedFacts, `${where}: pinnedFacts`).toEqual(ref.stats.pinnedFacts);
        if (door !== 'anthropic') {
          expect(got.units, `${where}: kept text`).toEqual(ref.units);
          expect(got.stats.compressedTokens, `${where}: compressedTokens`).toBe(ref.stats.compressedTokens);
          // One caller message, one pith message: stats.kept lines up (AI SDK tool messages of two results are shared out, so not there).
          if (door !== 'ai-sdk') expect(got.stats.kept, `${where}: kept`).toEqual(ref.stats.kept);
          continue;
        }
        // The Messages API opens with a user turn: where compress() kept no user message before the
        // first assistant one, the adapter adds OPENING_TURN and compresses again with that much less
        // budget, so the kept text may differ (the rerun may even keep a user turn of its own, and then
        // needs no OPENING_TURN); the API's user turn must open it, the final turn must not differ, nor
        // may the budget be passed.
        if (ref.units.find((u) => u.role !== 'system')?.role === 'assistant') {
          const opening = got.units.find((u) => u.role !== 'system');
          expect(opening?.role, `${where}: opening turn`).toBe('user');
          if (opening?.text !== OPENING_TURN) expect(got.units.some((u) => u.text === OPENING_TURN), `${where}: no OPENING_TURN after a kept user turn`).toBe(false);
          expect(got.units.at(-1), `${where}: last turn`).toEqual(ref.units.at(-1));
          continue;
        }
        expect(joinRuns(got.units), `${where}: kept text`).toEqual(joinRuns(ref.units));
        // Joined turns save their per-message overhead only: the body never costs more than compress()'s output.
        expect(got.stats.compressedTokens, `${where}: compressedTokens`).toBeLessThanOrEqual(ref.stats.compressedTokens);
      }
    }
  });
});
