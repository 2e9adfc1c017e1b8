/** @module adapters/ai-sdk — Vercel AI SDK: compress `ModelMessage[]`, and a middleware that compresses every prompt. */
import type { LanguageModelMiddleware, ModelMessage } from 'ai';
import { InputError, type CompressOptions, type Message, type TextPart } from 'pith';
import { resultBack, resultParts, resultText, type Part } from './ai-sdk-results.js';
import { asThought, compressVia, jsonOf, keptCallIds, liveTurnOf, type AdaptedResult, type Conversion } from './bridge.js';

type Loose = { role: string; content: string | Part[]; [key: string]: unknown };
type Call = NonNullable<Message['tool_calls']>[number];

const PART = '__pithPart';

/** Parts beside a call in an assistant message (a provider-executed result, an approval request): kept or dropped with it. */
function attachedTo(p: Part): string | undefined {
  return (p.type === 'tool-result' || p.type === 'tool-approval-request') && p.toolCallId != null ? String(p.toolCallId) : undefined;
}

/** Call id of every approval id, so an approval response stays with the call it approves. */
function approvals(messages: readonly Loose[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of messages) {
    if (m?.role !== 'assistant' || !Array.isArray(m.content)) continue;
    for (const p of m.content) if (p.type === 'tool-approval-request') out.set(String(p.approvalId), String(p.toolCallId));
  }
  return out;
}

/** The text of a text or reasoning part: a string, else an InputError naming where. */
function textOf(p: Part, where: string): string {
  if (typeof p.text !== 'string') throw new InputError(`${where}.text: expected a string, found ${p.text === null ? 'null' : typeof p.text}`);
  return p.text;
}

function toPith(m: Loose, i: number, approved: Map<string, string>, live: boolean): Message[] {
  if (typeof m !== 'object' || m === null || !['system', 'user', 'assistant', 'tool'].includes(m.role)) {
    throw new InputError(`messages[${i}].role: expected system, user, assistant or tool, found ${JSON.stringify((m as Loose)?.role)}`);
  }
  if (typeof m.content === 'string') return [{ role: m.role as Message['role'], content: m.content }];
  if (!Array.isArray(m.content)) throw new InputError(`messages[${i}].content: expected a string or an array of parts, found ${typeof m.content}`);
  if (m.role === 'tool') {
    // One pith tool message per result, so each answers its own call id; tagged with its part, so a
    // result whose parts pith all dropped (a lone image) still answers its call.
    return m.content.map((p, k): Message => {
      if (p.type === 'tool-result') return { role: 'tool', tool_call_id: String(p.toolCallId), content: resultParts(p.output, `messages[${i}].content[${k}].output`), [PART]: k };
      // An approval answers its call (kept with it) and is not text the model reads: the SDK sends it only for provider tools.
      if (p.type === 'tool-approval-response') return { role: 'tool', tool_call_id: String(approved.get(String(p.approvalId)) ?? p.approvalId), content: '', [PART]: k };
      return { role: 'tool', tool_call_id: String(p.toolCallId ?? `part-${k}`), content: [{ ...p }], [PART]: k };
    });
  }
  const parts: Array<TextPart | Part> = [];
  const calls = new Map<string, Call>();
  m.content.forEach((p, k) => {
    if (p.type !== 'tool-call') return;
    const args = jsonOf(p.input ?? null, `messages[${i}].content[${k}].input`);
    calls.set(String(p.toolCallId), { id: String(p.toolCallId), type: 'function', function: { name: String(p.toolName), arguments: args } });
  });
  // The live turn's reasoning rides on its first call (as the Anthropic adapter's does): kept exactly while the calls are.
  const carrier = live ? m.content.find((p) => p.type === 'tool-call') : undefined;
  const thoughts: string[] = [];
  m.content.forEach((p, k) => {
    const owner = attachedTo(p);
    if (p.type === 'text') parts.push({ type: 'text', text: textOf(p, `messages[${i}].content[${k}]`), [PART]: k });
    else if (p.type === 'reasoning' && carrier) thoughts.push(textOf(p, `messages[${i}].content[${k}]`));
    else if (p.type === 'reasoning') parts.push({ type: 'text', text: asThought(textOf(p, `messages[${i}].content[${k}]`)), [PART]: k });
    else if (p.type === 'tool-call') return;
    else if (owner !== undefined) {
      // Counted inside its call (pith counts tool calls as JSON), so a long provider-executed result is not a flat part.
      const call = calls.get(owner) ?? { id: owner, type: 'function', function: { name: String(p.toolName ?? 'tool'), arguments: 'null' } };
      call[p.type === 'tool-result' ? 'result' : 'approval'] = p.type === 'tool-result' ? resultText(p.output, `messages[${i}].content[${k}].output`) : String(p.approvalId);
      calls.set(owner, call);
    } else parts.push({ ...p, [PART]: k });
  });
  if (carrier && thoughts.length > 0) calls.get(String(carrier.toolCallId))!.reasoning = thoughts;
  return [{ role: m.role as Message['role'], content: parts as Message['content'], ...(calls.size ? { tool_calls: [...calls.values()] } : {}) }];
}

function fromPith(m: Loose, kept: Message[], i: number): Loose {
  if (typeof m.content === 'string') return { ...m, content: kept[0].content as string };
  if (m.role === 'tool') {
    const parts = m.content;
    // One pith message per part; a result comes back with what survived of it.
    const content = kept.map((km) => {
      const k = km[PART] as number;
      const p = parts[k];
      return p.type === 'tool-result' ? resultBack(p, km.content, `messages[${i}].content[${k}].output`) : p;
    });
    return { ...m, content };
  }
  const survived = new Map<number, Part>();
  for (const k of kept) {
    for (const p of Array.isArray(k.content) ? (k.content as Part[]) : []) survived.set(p[PART] as number, p);
  }
  const calls = keptCallIds(kept);
  const carried = kept.some((k) => (k.tool_calls ?? []).some((c) => Array.isArray(c.reasoning)));
  const content = m.content.flatMap((p, k): Part[] => {
    // pith removes the calls whose results it dropped; their parts go with them.
    if (m.role === 'assistant' && p.type === 'tool-call') return calls.has(String(p.toolCallId)) ? [p] : [];
    const owner = m.role === 'assistant' ? attachedTo(p) : undefined;
    if (owner !== undefined) return calls.has(owner) ? [p] : [];
    if (p.type === 'reasoning' && carried) return [p]; // the live turn's, kept with its calls
    const s = survived.get(k);
    if (!s) return [];
    if (p.type === 'text') return [{ ...p, text: s.text }];
    if (p.type === 'reasoning') return s.text === asThought(String(p.text)) ? [p] : []; // a cut thought is no thought (and its signature would fail)
    return [p];
  });
  return { ...m, content };
}

function conversionFor(messages: readonly Loose[]): Conversion<Loose> {
  const approved = approvals(messages);
  const live = liveTurnOf(messages.map((m) => m?.role));
  return {
    toPith: (m, i) => toPith(m, i, approved, i === live),
    fromPith,
    created: (m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content : (m.content as Part[]).map((p) => ({ type: 'text', text: String(p.text ?? '') })) }),
  };
}

/**
 * Compress Vercel AI SDK `ModelMessage[]` (text, files, reasoning, tool calls and results);
 * returns `ModelMessage[]`: kept parts unchanged, shortened text parts, the tool calls pith kept
 * with their results. Reasoning counts as text: dropped from older turns, else kept whole; that of
 * the turn whose tool calls the last message answers is kept exactly while its calls are (Claude
 * with extended thinking refuses the calls without it).
 * @example
 * import { generateText } from 'ai';
 * import { compressModelMessages } from 'pith/ai-sdk';
 * const { messages } = await compressModelMessages(history, { budget: 4000 });
 * await generateText({ model, messages });
 */
export function compressModelMessages(messages: readonly ModelMessage[], options: CompressOptions): Promise<AdaptedResult<ModelMessage>> {
  if (!Array.isArray(messages)) throw new InputError(`messages: expected an array of ModelMessage, found ${typeof messages}`);
  return compressVia(messages as unknown as Loose[], options, conversionFor(messages as unknown as Loose[])) as unknown as Promise<AdaptedResult<ModelMessage>>;
}

/**
 * AI SDK middleware that compresses the prompt before every model call (generate and stream).
 * The latest user message is used as the query unless `options.query` is given.
 * @example
 * import { wrapLanguageModel, streamText } from 'ai';
 * import { pithMiddleware } from 'pith/ai-sdk';
 * const model = wrapLanguageModel({ model: openai('gpt-4o-mini'), middleware: pithMiddleware({ budget: 8000 }) });
 */
export function pithMiddleware(options: CompressOptions): LanguageModelMiddleware {
  return {
    specificationVersion: 'v3',
    async transformParams({ params }) {
      const prompt = params.prompt as unknown as Loose[];
      const query = options.query ?? lastUserText(prompt);
      const { messages } = await compressVia(prompt, { ...options, ...(query ? { query } : {}) }, conversionFor(prompt));
      return { ...params, prompt: messages.map(asPromptMessage) as unknown as typeof params.prompt };
    },
  };
}

/** Provider-level prompts hold parts arrays everywhere except system messages. */
function asPromptMessage(m: Loose): Loose {
  if (m.role === 'system' || Array.isArray(m.content)) return m;
  return { ...m, content: [{ type: 'text', text: m.content }] };
}

function lastUserText(prompt: Loose[]): string | undefined {
  const last = [...prompt].reverse().find((m) => m.role === 'user');
  if (!last) return undefined;
  const text = typeof last.content === 'string' ? last.content : last.content.filter((p) => p.type === 'text').map((p) => String(p.text)).join('\n');
  return text || undefined;
}
