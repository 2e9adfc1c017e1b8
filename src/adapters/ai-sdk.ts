/** @module adapters/ai-sdk — Vercel AI SDK: compress `ModelMessage[]`, and a middleware that compresses every prompt. */
import type { LanguageModelMiddleware, ModelMessage } from 'ai';
import { InputError, type CompressOptions, type Message, type TextPart } from 'pith';
import { compressVia, type AdaptedResult, type Conversion } from './bridge.js';

type Part = { type: string; [key: string]: unknown };
type Loose = { role: string; content: string | Part[]; [key: string]: unknown };

const PART = '__pithPart';

/** The text a tool result stands for, as the model would read it. */
function resultText(output: unknown): string {
  const o = output as { type?: string; value?: unknown } | undefined;
  if (o && (o.type === 'text' || o.type === 'error-text') && typeof o.value === 'string') return o.value;
  return JSON.stringify(o && 'value' in o ? o.value : o ?? null);
}

function toPith(m: Loose, i: number): Message[] {
  if (typeof m !== 'object' || m === null || !['system', 'user', 'assistant', 'tool'].includes(m.role)) {
    throw new InputError(`messages[${i}].role: expected system, user, assistant or tool, found ${JSON.stringify((m as Loose)?.role)}`);
  }
  if (typeof m.content === 'string') return [{ role: m.role as Message['role'], content: m.content }];
  if (!Array.isArray(m.content)) throw new InputError(`messages[${i}].content: expected a string or an array of parts, found ${typeof m.content}`);
  if (m.role === 'tool') {
    // One pith tool message per result, so each answers its own call id.
    return m.content.map((p, k) =>
      p.type === 'tool-result'
        ? { role: 'tool', tool_call_id: String(p.toolCallId), content: [{ type: 'text', text: resultText(p.output), [PART]: k }] }
        : { role: 'tool', tool_call_id: String(p.toolCallId ?? p.approvalId ?? `part-${k}`), content: [{ ...p, [PART]: k }] },
    );
  }
  const parts: Array<TextPart | Part> = [];
  const calls: NonNullable<Message['tool_calls']> = [];
  m.content.forEach((p, k) => {
    if (p.type === 'text') parts.push({ type: 'text', text: String(p.text), [PART]: k });
    else if (p.type === 'tool-call') calls.push({ id: String(p.toolCallId), type: 'function', function: { name: String(p.toolName), arguments: JSON.stringify(p.input ?? null) } });
    else parts.push({ ...p, [PART]: k });
  });
  return [{ role: m.role as Message['role'], content: parts as Message['content'], ...(calls.length ? { tool_calls: calls } : {}) }];
}

function fromPith(m: Loose, kept: Message[]): Loose {
  if (typeof m.content === 'string') return { ...m, content: kept[0].content as string };
  const survived = new Map<number, Part>();
  for (const k of kept) {
    for (const p of Array.isArray(k.content) ? (k.content as Part[]) : []) survived.set(p[PART] as number, p);
  }
  const content = m.content.flatMap((p, k): Part[] => {
    if (p.type === 'tool-call') return [p]; // the call's group was kept, so every call was
    const s = survived.get(k);
    if (!s) return [];
    if (p.type === 'text') return [{ ...p, text: s.text }];
    if (p.type === 'tool-result') return [s.text === resultText(p.output) ? p : { ...p, output: { type: 'text', value: s.text } }];
    return [p];
  });
  return { ...m, content };
}

const conversion: Conversion<Loose> = {
  toPith,
  fromPith,
  created: (m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content : (m.content as Part[]).map((p) => ({ type: 'text', text: String(p.text ?? '') })) }),
};

/**
 * Compress Vercel AI SDK `ModelMessage[]` (text, files, reasoning, tool calls and results);
 * returns `ModelMessage[]`: kept parts unchanged, shortened text parts, tool calls with their results.
 * @example
 * import { generateText } from 'ai';
 * import { compressModelMessages } from 'pith/ai-sdk';
 * const { messages } = await compressModelMessages(history, { budget: 4000 });
 * await generateText({ model, messages });
 */
export function compressModelMessages(messages: readonly ModelMessage[], options: CompressOptions): Promise<AdaptedResult<ModelMessage>> {
  if (!Array.isArray(messages)) throw new InputError(`messages: expected an array of ModelMessage, found ${typeof messages}`);
  return compressVia(messages as unknown as Loose[], options, conversion) as unknown as Promise<AdaptedResult<ModelMessage>>;
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
      const { messages } = await compressVia(prompt, { ...options, ...(query ? { query } : {}) }, conversion);
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
