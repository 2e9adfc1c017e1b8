/** @module demo/widget/endpoint — HTTP calls of the widget: an OpenAI-compatible model and the pith Worker. */
import { ProviderError, type Message } from '../../src/index.js';

/** Where and how to reach an OpenAI-compatible `/chat/completions`. */
export interface ModelTarget {
  /** Base URL, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  /** Milliseconds to wait for the reply. @default {@link REPLY_TIMEOUT_MS} */
  timeoutMs?: number;
}

const join = (base: string, path: string): string => base.replace(/\/+$/, '') + path;

/** How long the widget waits for a reply before it gives up (as `openaiProvider` does). */
export const REPLY_TIMEOUT_MS = 60_000;

async function call(url: string, init: RequestInit, apiKey?: string, timeoutMs = REPLY_TIMEOUT_MS): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  // One signal for the headers and the body: a server that never answers, or stalls mid-body, times out.
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = (cause: unknown): ProviderError =>
    new ProviderError(`expected a response from ${url} within ${timeoutMs} ms, found none (timed out)`, { cause });
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal });
  } catch (cause) {
    if (signal.aborted) throw timedOut(cause);
    const why = `found a network error (${String(cause)})`;
    throw new ProviderError(`expected a response from ${url}, ${why}`, { cause });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    if (signal.aborted) throw timedOut(cause);
    throw new ProviderError(`expected a whole response from ${url}, found the body cut off (${String(cause)})`, { cause });
  }
  if (!response.ok) {
    const found = `${response.status}: ${text.slice(0, 200)}`;
    throw new ProviderError(`expected HTTP 2xx from ${url}, found ${found}`, { status: response.status });
  }
  try {
    return text ? JSON.parse(text) : {};
  } catch (cause) {
    const found = JSON.stringify(text.slice(0, 80));
    throw new ProviderError(`expected JSON from ${url}, found ${found}`, { cause });
  }
}

/**
 * Sends `messages` to `{baseUrl}/chat/completions` and returns the reply text.
 * @example
 * const ollama = { baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:0.5b' };
 * const reply = await completeChat(ollama, [{ role: 'user', content: 'hi' }]);
 */
export async function completeChat(target: ModelTarget, messages: Message[]): Promise<string> {
  const url = join(target.baseUrl, '/chat/completions');
  const request = { method: 'POST', body: JSON.stringify({ model: target.model, messages }) };
  const body = (await call(url, request, target.apiKey, target.timeoutMs)) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') {
    const found = typeof content;
    throw new ProviderError(`expected a string at choices[0].message.content from ${url}, found ${found}`);
  }
  return content;
}

/** The pith Worker that keeps the conversation server-side. */
export interface WorkerTarget {
  baseUrl: string;
  conversation: string;
  apiKey?: string;
  /** Milliseconds to wait for each answer. @default {@link REPLY_TIMEOUT_MS} */
  timeoutMs?: number;
}

const conversationUrl = (w: WorkerTarget): string =>
  join(w.baseUrl, `/v1/conversations/${encodeURIComponent(w.conversation)}`);

/**
 * Appends messages to the Worker's copy: `POST {baseUrl}/v1/conversations/:id/messages`.
 * @example
 * await postToWorker(worker, [{ role: 'user', content: 'hi' }]);
 */
export async function postToWorker(w: WorkerTarget, messages: Message[]): Promise<void> {
  const request = { method: 'POST', body: JSON.stringify({ messages }) };
  await call(`${conversationUrl(w)}/messages`, request, w.apiKey, w.timeoutMs);
}

/**
 * Asks the Worker for its stored conversation compressed to `budget` tokens:
 * `GET {baseUrl}/v1/conversations/:id/context?budget=&query=&refine=true` (the Worker's tiered memory
 * picks, by sentence, as `memory.turn()` does).
 * @example
 * const messages = await workerContext(worker, { budget: 2000, query: 'How many chairs?' });
 */
export async function workerContext(
  w: WorkerTarget, { budget, query }: { budget: number; query: string },
): Promise<Message[]> {
  // The Worker caps query at 10,000 characters; the query only ranks, the question itself is sent whole.
  const qs = new URLSearchParams({ budget: String(budget), query: query.slice(0, 10_000), refine: 'true' });
  const url = `${conversationUrl(w)}/context?${qs}`;
  const body = (await call(url, { method: 'GET' }, w.apiKey, w.timeoutMs)) as { messages?: unknown };
  if (!Array.isArray(body.messages)) {
    const found = JSON.stringify(body).slice(0, 80);
    throw new ProviderError(`expected { messages: [...] } from ${url}, found ${found}`);
  }
  return body.messages as Message[];
}

/**
 * Tokens of everything the Worker stores for the conversation (its memory's `stats().tokens`):
 * `GET {baseUrl}/v1/conversations/:id/messages`.
 * @example
 * const stored = await workerTokens(worker); // 1834
 */
export async function workerTokens(w: WorkerTarget): Promise<number> {
  const url = `${conversationUrl(w)}/messages`;
  const body = (await call(url, { method: 'GET' }, w.apiKey, w.timeoutMs)) as { stats?: { tokens?: unknown } };
  const tokens = body.stats?.tokens;
  if (typeof tokens !== 'number') {
    const found = JSON.stringify(body).slice(0, 80);
    throw new ProviderError(`expected { stats: { tokens: number } } from ${url}, found ${found}`);
  }
  return tokens;
}
