/** @module demo/widget/chat-loop — one turn: compress the context, store the question, ask the model, store the reply. */
import { BudgetError, countTokens, type Message } from '../../src/index.js';
import { textOf, type Context, type ContextStats, type Conversation } from './conversation.js';
import { completeChat, postToWorker, workerContext, workerTokens, type WorkerTarget } from './endpoint.js';
import { loadKernel } from './kernel.js';

/** Settings of the widget, read from its attributes. */
export interface ChatSettings {
  /** 'openai': `endpoint` is an OpenAI-compatible base URL; 'worker': it is the pith Worker. */
  api: 'openai' | 'worker';
  endpoint: string;
  /** Bearer token for `endpoint`. */
  apiKey?: string;
  /** 'worker' mode: OpenAI-compatible base URL of the model. */
  llmEndpoint?: string;
  /** 'worker' mode: Bearer token for `llmEndpoint`. */
  llmApiKey?: string;
  model: string;
  budget: number;
  strategy: string;
  system?: string;
  conversation: string;
  /** Milliseconds to wait for each answer of the model or the Worker. */
  timeoutMs: number;
}

/** The outcome of one turn. */
export interface TurnResult {
  reply: string;
  stats: ContextStats;
}

/**
 * Runs one turn. Only the compressed context (never the whole history) goes to the model, with
 * the question verbatim and last. The question is stored before the model is called (`onStored`
 * fires then), so a failed call loses nothing; a failure before that leaves the stores untouched.
 * @example
 * const { reply, stats } = await runTurn(openConversation('default'), settings, 'How many chairs?');
 */
export async function runTurn(
  memory: Conversation, s: ChatSettings, text: string, onStored: () => void = () => {},
): Promise<TurnResult> {
  const question: Message = { role: 'user', content: text };
  const worker = s.api === 'worker' ? workerTarget(s) : undefined;
  const context = worker
    ? await workerTurnContext(worker, s, question)
    : await memory.context({ question, budget: s.budget, system: s.system, strategy: s.strategy });
  await memory.add([question]);
  if (worker) await postToWorker(worker, [question]);
  onStored();
  const model = worker
    ? { baseUrl: s.llmEndpoint ?? '', model: s.model, apiKey: s.llmApiKey, timeoutMs: s.timeoutMs }
    : { baseUrl: s.endpoint, model: s.model, apiKey: s.apiKey, timeoutMs: s.timeoutMs };
  const reply = await completeChat(model, context.messages);
  const answer: Message = { role: 'assistant', content: reply };
  await memory.add([answer]);
  if (worker) await postToWorker(worker, [answer]);
  return { reply, stats: context.stats };
}

const workerTarget = (s: ChatSettings): WorkerTarget => ({
  baseUrl: s.endpoint, conversation: s.conversation, apiKey: s.apiKey, timeoutMs: s.timeoutMs,
});

/** Worker mode: the Worker compresses what it stores; system prompt and question are added here, inside the budget. */
async function workerTurnContext(w: WorkerTarget, s: ChatSettings, question: Message): Promise<Context> {
  const kernel = await loadKernel();
  const head: Message[] = s.system ? [{ role: 'system', content: s.system }] : [];
  const fixed = await countTokens([...head, question], { kernel });
  if (fixed > s.budget) throw new BudgetError(s.budget, fixed, 'the system prompt and the message');
  const stored = await workerTokens(w);
  const past = stored > 0 && s.budget > fixed
    ? await workerContext(w, { budget: s.budget - fixed, query: textOf(question) })
    : [];
  const messages = [...head, ...past, question];
  const sentTokens = await countTokens(messages, { kernel });
  return { messages, stats: { originalTokens: stored + fixed, sentTokens } };
}
