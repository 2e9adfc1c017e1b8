/** @module memory/turn — one turn: the context as if the question were stored, the model outside the queue, then question and reply stored together. */
import { abortableLlm, checkAborted, isAbortSignal } from '../abortable.js';
import { InputError, OptionsError, PithError, ProviderError, describe } from '../errors.js';
import type { LlmProvider } from '../llm/types.js';
import type { Message } from '../types.js';
import { checkContextOptions, checkKeys } from './context-options.js';
import { MEMORY_DEFAULTS } from './options.js';
import { toChat } from './to-chat.js';
import type { ContextOptions, MemoryContext, TurnOptions } from './types.js';

/** The options of `turn()`. */
const TURN_KEYS = ['budget', 'system', 'refine', 'pool', 'signal'] as const;

/** The two steps of a turn that run in the memory's queue; `A` is what the first hands the second. */
export interface TurnSteps<A> {
  /** The context for the model, built as if the question were stored; stores nothing. */
  ask(question: string, c: ContextOptions): Promise<{ asked: A; context: MemoryContext }>;
  /** Store the question and the reply, the tier moves they cause and the access of the context, in one write. */
  commit(asked: A, reply: string): Promise<void>;
}

/**
 * One turn: check the input, options and provider; build the context as if the question were stored
 * (in the queue); call the model outside the queue, so a model that calls the memory (a tool that
 * reads its context) does not wait on itself; then store question and reply together (in the queue
 * again). A turn that fails stores nothing: no question, no reply, no tier move, no access record.
 * @example
 * const { reply } = await runTurn(steps, 'Where do we ship the 45 units?', llm, { budget: 4000 });
 */
export async function runTurn<A>(steps: TurnSteps<A>, userInput: unknown, llm: LlmProvider, t: TurnOptions = {}): Promise<{ reply: string; context: Message[] }> {
  if (typeof userInput !== 'string') throw new InputError(`userInput: expected a string, found ${describe(userInput)}`);
  if (typeof llm !== 'object' || llm === null || typeof llm.complete !== 'function') {
    throw new OptionsError(`llm: expected an LLM provider with a complete() method, found ${describe(llm)}`);
  }
  if (typeof t !== 'object' || t === null) throw new OptionsError(`turn options: expected an object, found ${describe(t)}`);
  checkKeys(t, TURN_KEYS, 'turn options');
  const { signal } = t;
  if (signal !== undefined && !isAbortSignal(signal)) throw new OptionsError(`signal: expected an AbortSignal, found ${describe(signal)}`);
  const c: ContextOptions = { query: userInput, budget: t.budget ?? MEMORY_DEFAULTS.budget, system: t.system, refine: t.refine ?? true, pool: t.pool, keepNewest: true };
  checkContextOptions(c);
  checkAborted(signal, 'turn');
  const { asked, context } = await steps.ask(userInput, c);
  checkAborted(signal, 'turn');
  const name = typeof llm.name === 'string' && llm.name ? llm.name : 'llm';
  // With a signal, the model gets it, and a failure after the abort is an AbortError (a PithError).
  const model = signal ? abortableLlm(llm, signal) : llm;
  let reply: unknown;
  try {
    reply = await model.complete(toChat(context.messages), { temperature: 0 });
  } catch (e) {
    if (e instanceof PithError) throw e;
    throw new ProviderError(`${name}: expected complete() to succeed, found ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  // A reply that arrives after the abort is not stored: an aborted turn stores nothing.
  checkAborted(signal, 'turn');
  if (typeof reply !== 'string') throw new ProviderError(`${name}: expected a string reply, found ${describe(reply)}`);
  await steps.commit(asked, reply);
  return { reply, context: context.messages };
}
