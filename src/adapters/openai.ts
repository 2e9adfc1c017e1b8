/** @module adapters/openai — compress OpenAI chat messages and get OpenAI chat messages back. */
import { InputError, type CompressOptions, type Message } from 'pith';
import { compressVia, keptCallIds, type AdaptedResult, type Conversion } from './bridge.js';

/**
 * The shape of an OpenAI chat message (`ChatCompletionMessageParam`), structurally. No index
 * signature: the openai package declares its messages as interfaces, which would not match one.
 * @example
 * const m: OpenAIMessageLike = { role: 'developer', content: 'Be brief.' };
 */
export interface OpenAIMessageLike {
  role: string;
  content?: unknown;
}

/** Inside the adapter every other key (`tool_calls`, `name`, …) is read as it comes. */
type Loose = OpenAIMessageLike & Record<string, unknown>;

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];

/** The id pith knows a deprecated `function_call` by: it stands in for a tool call id. */
const fnId = (i: number) => `__pith_fn_${i}`;

/**
 * For each deprecated `function` message, the index of the assistant `function_call` it answers
 * (the latest before it), so pith keeps or drops the two together like a tool call and its result.
 */
function functionCalls(messages: readonly Loose[]): Map<number, number> {
  const answers = new Map<number, number>();
  let open = -1;
  messages.forEach((m, i) => {
    if (m?.role === 'assistant' && isCall(m.function_call)) open = i;
    else if (m?.role === 'function' && open >= 0) answers.set(i, open);
  });
  return answers;
}

const isCall = (c: unknown): c is { name: string; arguments: string } => typeof c === 'object' && c !== null;

function conversionFor(messages: readonly Loose[]): Conversion<Loose> {
  const answers = functionCalls(messages);
  return {
    toPith(m, i) {
      if (typeof m !== 'object' || m === null || Array.isArray(m)) {
        throw new InputError(`messages[${i}]: expected an OpenAI chat message object, found ${m === null ? 'null' : Array.isArray(m) ? 'array' : typeof m}`);
      }
      if (!ROLES.includes(m.role)) throw new InputError(`messages[${i}].role: expected one of ${ROLES.join(', ')}, found ${JSON.stringify(m.role)}`);
      const content = m.content ?? '';
      if (m.role === 'function') {
        // A function result is a tool result: counted, and kept or dropped with its call.
        const { role: _role, ...rest } = m;
        return [{ ...rest, role: 'tool', tool_call_id: fnId(answers.get(i) ?? i), content } as Message];
      }
      if (m.role === 'assistant' && isCall(m.function_call) && !Array.isArray(m.tool_calls)) {
        return [{ ...m, content, tool_calls: [{ id: fnId(i), type: 'function', function: m.function_call }] } as Message];
      }
      return [{ ...m, role: m.role === 'developer' ? 'system' : m.role, content } as Message];
    },
    fromPith(m, [kept], i) {
      const ids = keptCallIds([kept]);
      if (m.role === 'assistant' && isCall(m.function_call) && !Array.isArray(m.tool_calls)) {
        if (ids.has(fnId(i))) return { ...m, content: kept.content === '' && m.content == null ? m.content : kept.content };
        const { function_call: _call, ...rest } = m; // its result was dropped: the call goes too
        return { ...rest, content: kept.content };
      }
      const { tool_calls: calls, ...rest } = m;
      // pith removes calls whose results it dropped: sending them back would leave calls unanswered.
      const left = Array.isArray(calls) ? calls.filter((c: { id?: string }) => ids.has(c.id as string)) : [];
      const withCalls = !Array.isArray(calls) || left.length === calls.length ? m : left.length > 0 ? { ...rest, tool_calls: left } : rest;
      // `null` content stays null only beside calls (or on a function result): a message needs one or the other.
      const content = kept.content === '' && m.content == null && (withCalls.tool_calls || m.role === 'function') ? m.content : kept.content;
      return { ...withCalls, content };
    },
    created: (m) => ({ role: m.role, content: m.content }),
  };
}

/**
 * Compress OpenAI chat messages (`developer` counts as system, `null` assistant content as empty,
 * a deprecated `function_call` and its `function` result as a tool call and its result);
 * what comes back is OpenAI chat messages again, ready for `chat.completions.create`.
 * @example
 * import OpenAI from 'openai';
 * import { compressOpenAI } from 'pith/openai';
 * const { messages } = await compressOpenAI(history, { budget: 4000, query: question });
 * await new OpenAI().chat.completions.create({ model: 'gpt-4o-mini', messages });
 */
export function compressOpenAI<M extends OpenAIMessageLike>(messages: readonly M[], options: CompressOptions): Promise<AdaptedResult<M>> {
  if (!Array.isArray(messages)) {
    throw new InputError(`messages: expected an array of OpenAI chat messages, found ${messages === null ? 'null' : typeof messages}`);
  }
  return compressVia(messages, options, conversionFor(messages as unknown as Loose[]) as unknown as Conversion<M>);
}
