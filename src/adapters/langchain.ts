/** @module adapters/langchain — LangChain.js: `BaseMessage[]` in, `BaseMessage[]` out. */
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { InputError, type CompressOptions, type Message } from 'pith';
import { asThought, compressVia, jsonOf, keptCallIds, liveTurnOf, type AdaptedResult, type Conversion } from './bridge.js';

const ROLE_OF: Record<string, Message['role']> = { system: 'system', human: 'user', ai: 'assistant', tool: 'tool' };

/** Content blocks that restate a tool call (Anthropic `tool_use`, v1 `tool_call`): LangChain turns them back into calls. */
const CALL_BLOCKS = new Set(['tool_use', 'tool_call']);

const callId = (id: string | undefined, i: number, k: number) => id ?? `call-${i}-${k}`;

/** Marks a text part pith reads in place of a reasoning block (Anthropic `thinking`, v1 `reasoning`). */
const THOUGHT = '__pithThought';
/** The block a part of the live turn stands for, so its reasoning goes back in its place. */
const BLOCK = '__pithBlock';

type Block = { type?: unknown; [key: string]: unknown };

/** A reasoning block's words: sent to the model again, so counted as text, not as one flat part. */
function thoughtOf(b: Block): string | undefined {
  if (b.type === 'thinking' && typeof b.thinking === 'string') return b.thinking;
  if (b.type === 'reasoning' && typeof b.reasoning === 'string') return b.reasoning;
  return undefined;
}

/** Content as pith reads it: each reasoning block a `<think>` text (dropped from older turns, else kept whole). */
function contentToPith(content: BaseMessage['content']): Message['content'] {
  if (!Array.isArray(content)) return content as Message['content'];
  return (content as Block[]).map((b, k) => {
    const thought = thoughtOf(b);
    return thought === undefined ? b : { type: 'text', text: asThought(thought), [THOUGHT]: k };
  }) as Message['content'];
}

/**
 * The live turn's content as pith reads it: its reasoning blocks (and redacted thinking) ride on its
 * first call instead (as the Anthropic adapter's do), kept exactly while the calls are; every other
 * block is tagged with its place. `undefined` when the turn has no reasoning.
 */
function liveToPith(content: BaseMessage['content']): { content: Message['content']; thoughts: string[] } | undefined {
  if (!Array.isArray(content)) return undefined;
  const thoughts: string[] = [];
  const rest: Block[] = [];
  (content as Block[]).forEach((b, k) => {
    const thought = b.type === 'redacted_thinking' ? String(b.data) : thoughtOf(b);
    if (thought === undefined) rest.push({ ...b, [BLOCK]: k });
    else thoughts.push(thought);
  });
  return thoughts.length > 0 ? { content: rest as Message['content'], thoughts } : undefined;
}

/** The live turn's content back: its reasoning blocks whole in their places while their calls were kept, none else. */
function liveFromPith(original: Block[], parts: Block[], carried: boolean): BaseMessage['content'] {
  const survived = new Map(parts.map(({ [BLOCK]: k, ...p }) => [k as number, p]));
  return original.flatMap((b, k): Block[] => {
    if (b.type === 'redacted_thinking' || thoughtOf(b) !== undefined) return carried ? [b] : [];
    const s = survived.get(k);
    return s ? [s] : [];
  }) as BaseMessage['content'];
}

/** pith's content back: a reasoning block returns whole (its signature with it) or not at all. */
function contentFromPith(original: BaseMessage['content'], content: Message['content'], carried: boolean): BaseMessage['content'] {
  const parts = Array.isArray(content) ? (content as Block[]) : [];
  // The live turn's parts know their places (its reasoning rode on its first call): see liveToPith.
  if (Array.isArray(original) && (carried || parts.some((p) => typeof p[BLOCK] === 'number'))) return liveFromPith(original as Block[], parts, carried);
  if (!Array.isArray(content) || !Array.isArray(original)) return content as BaseMessage['content'];
  return (content as Block[]).flatMap((p): Block[] => {
    const k = p[THOUGHT];
    if (typeof k !== 'number') return [p];
    const b = original[k] as Block;
    return p.text === asThought(String(thoughtOf(b))) ? [b] : [];
  }) as BaseMessage['content'];
}

/** A message's type: `getType()` on every @langchain/core from 0.3 (which has no `type` field), else `type`. */
function messageType(m: unknown): string | undefined {
  const o = m as { type?: unknown; getType?: () => unknown } | null | undefined;
  const t = typeof o?.getType === 'function' ? o.getType() : o?.type;
  return typeof t === 'string' ? t : undefined;
}

// By type, not instanceof: @langchain/core 1.x answers instanceof from `type`, which 0.3 lacks.
const isAI = (m: BaseMessage): m is AIMessage => messageType(m) === 'ai';
const isTool = (m: BaseMessage): m is ToolMessage => messageType(m) === 'tool';

function conversionFor(messages: readonly BaseMessage[]): Conversion<BaseMessage> {
  const liveAt = liveTurnOf(messages.map((m) => ROLE_OF[messageType(m) ?? '']));
  return {
    toPith(m, i) {
      const type = messageType(m);
      const role = type ? ROLE_OF[type] : undefined;
      if (!role) {
        throw new InputError(`messages[${i}]: expected a system, human, ai or tool BaseMessage, found ${type ? `type ${JSON.stringify(type)}` : typeof m}`);
      }
      const calls = isAI(m) ? m.tool_calls ?? [] : [];
      const live = i === liveAt && calls.length > 0 ? liveToPith(m.content) : undefined;
      const out: Message = { role, content: live?.content ?? contentToPith(m.content), ...(typeof m.name === 'string' ? { name: m.name } : {}) };
      if (calls.length > 0) {
        out.tool_calls = calls.map((c, k) => ({ id: callId(c.id, i, k), type: 'function', function: { name: c.name, arguments: jsonOf(c.args, `messages[${i}].tool_calls[${k}].args`) } }));
        if (live) out.tool_calls[0].reasoning = live.thoughts;
      }
      if (isTool(m)) out.tool_call_id = m.tool_call_id;
      return [out];
    },
    fromPith(m, [kept], i) {
      const carried = (kept.tool_calls ?? []).some((c) => Array.isArray(c.reasoning));
      const fields = { content: contentFromPith(m.content, kept.content, carried), id: m.id, name: m.name, additional_kwargs: m.additional_kwargs, response_metadata: m.response_metadata };
      if (isAI(m)) {
        const ids = keptCallIds([kept]);
        const dropped = new Set((m.tool_calls ?? []).map((c, k) => callId(c.id, i, k)).filter((id) => !ids.has(id)));
        if (dropped.size === 0) return new AIMessage({ ...fields, tool_calls: m.tool_calls, invalid_tool_calls: m.invalid_tool_calls, usage_metadata: m.usage_metadata });
        // pith removed these calls with their results: no copy of them may come back (raw kwargs, content blocks).
        const keep = (id: unknown) => !dropped.has(id as string);
        const { tool_calls: raw, ...kwargs } = m.additional_kwargs ?? {};
        const rawLeft = raw?.filter((c) => keep(c.id));
        const content = Array.isArray(fields.content) ? fields.content.filter((b) => !(CALL_BLOCKS.has(b.type as string) && !keep((b as { id?: unknown }).id))) : fields.content;
        return new AIMessage({
          ...fields,
          content,
          additional_kwargs: rawLeft?.length ? { ...kwargs, tool_calls: rawLeft } : kwargs,
          tool_calls: (m.tool_calls ?? []).filter((c, k) => keep(callId(c.id, i, k))),
          invalid_tool_calls: m.invalid_tool_calls,
          usage_metadata: m.usage_metadata,
        });
      }
      if (isTool(m)) return new ToolMessage({ ...fields, tool_call_id: m.tool_call_id, artifact: m.artifact, status: m.status, metadata: m.metadata });
      if (messageType(m) === 'system') return new SystemMessage(fields);
      return new HumanMessage(fields);
    },
    created(m) {
      const content = m.content as BaseMessage['content'];
      if (m.role === 'system') {
        const made = new SystemMessage({ content });
        CREATED.add(made);
        return made;
      }
      if (m.role === 'assistant') return new AIMessage({ content });
      return new HumanMessage({ content });
    },
  };
}

/** System messages pith wrote (its ledger of facts), as opposed to the caller's. */
const CREATED = new WeakSet<BaseMessage>();

/**
 * One system message at the start: a system message pith wrote right after the caller's joins it
 * (after a blank line). LangChain's Anthropic and Google chat models refuse a system message that is
 * not the first ("System messages are only permitted as the first passed message"). One message
 * less never adds tokens; the caller's text stays verbatim at the start, its id and name kept.
 * @example
 * oneLeadingSystem([new SystemMessage('Be brief.'), ledger, new HumanMessage('Hi')]) // [SystemMessage('Be brief.\n\nFacts from earlier…'), HumanMessage('Hi')]
 */
function oneLeadingSystem(messages: BaseMessage[]): BaseMessage[] {
  const first = messages[0];
  if (!first || messageType(first) !== 'system' || CREATED.has(first)) return messages;
  let end = 1;
  while (end < messages.length && CREATED.has(messages[end])) end++;
  if (end === 1) return messages;
  const texts = messages.slice(1, end).map((m) => m.content as string);
  const content: BaseMessage['content'] = typeof first.content === 'string'
    ? [first.content, ...texts].join('\n\n')
    : [...first.content, ...texts.map((text) => ({ type: 'text' as const, text: `\n\n${text}` }))];
  const joined = new SystemMessage({ content, id: first.id, name: first.name, additional_kwargs: first.additional_kwargs, response_metadata: first.response_metadata });
  return [joined, ...messages.slice(end)];
}

/**
 * Compress LangChain messages; messages that survive unchanged come back as the same objects,
 * shortened ones as new messages of the same class with their ids, names and the tool calls pith
 * kept (an AI message kept for its words loses the calls whose results were dropped). Reasoning
 * blocks are dropped from older turns first; those of the turn whose tool calls the last messages
 * answer come back unchanged while its calls do (Claude with extended thinking needs them). pith's ledger
 * of facts joins your system message, so the output opens with one system message, as Anthropic
 * and Google chat models require.
 * @example
 * import { compressLangChain } from 'pith/langchain';
 * const { messages } = await compressLangChain(await history.getMessages(), { budget: 4000 });
 * await chatModel.invoke(messages);
 */
export function compressLangChain(messages: readonly BaseMessage[], options: CompressOptions): Promise<AdaptedResult<BaseMessage>> {
  if (!Array.isArray(messages)) throw new InputError(`messages: expected an array of BaseMessage, found ${typeof messages}`);
  return compressVia(messages, options, conversionFor(messages)).then((r) => ({ ...r, messages: oneLeadingSystem(r.messages) }));
}
