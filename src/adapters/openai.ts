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

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];

const conversion: Conversion<Loose> = {
  toPith(m, i) {
    if (typeof m !== 'object' || m === null || Array.isArray(m)) {
      throw new InputError(`messages[${i}]: expected an OpenAI chat message object, found ${m === null ? 'null' : Array.isArray(m) ? 'array' : typeof m}`);
    }
    if (!ROLES.includes(m.role)) {
      const hint = m.role === 'function' ? ' (deprecated function messages: send them as tool messages)' : '';
      throw new InputError(`messages[${i}].role: expected one of ${ROLES.join(', ')}, found ${JSON.stringify(m.role)}${hint}`);
    }
    const role = m.role === 'developer' ? 'system' : m.role;
    return [{ ...m, role, content: m.content ?? '' } as Message];
  },
  fromPith(m, [kept]) {
    const { tool_calls: calls, ...rest } = m;
    const ids = keptCallIds([kept]);
    // pith removes calls whose results it dropped: sending them back would leave calls unanswered.
    const left = Array.isArray(calls) ? calls.filter((c: { id?: string }) => ids.has(c.id as string)) : [];
    const withCalls = !Array.isArray(calls) || left.length === calls.length ? m : left.length > 0 ? { ...rest, tool_calls: left } : rest;
    // `null` content stays null only beside calls: an assistant message needs one or the other.
    const content = kept.content === '' && m.content == null && withCalls.tool_calls ? m.content : kept.content;
    return { ...withCalls, content };
  },
  created: (m) => ({ role: m.role, content: m.content }),
};

/**
 * Compress OpenAI chat messages (`developer` counts as system, `null` assistant content as empty);
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
  return compressVia(messages, options, conversion as unknown as Conversion<M>);
}
