/** @module llm/openai — LlmProvider over any OpenAI-compatible /chat/completions endpoint, with plain fetch, per-try timeouts, retries and abort. */

import { OptionsError, ProviderError } from '../errors.js';
import { found } from '../validate/format-issue.js';
import { backoffDelay, retryAfterMs, sleep } from './backoff.js';
import { isRetryableStatus, redactor, serverMessage } from './http-reply.js';
import type { ChatMessage, CompleteOptions, LlmProvider } from './types.js';
import { MAX_TIMER_MS, checkCallOptions, checkMessages, optionalInteger, requireString } from './validate-call.js';

/**
 * Options of {@link openaiProvider}.
 * @example
 * const options: OpenAiProviderOptions = { baseURL: 'http://127.0.0.1:8080/v1', model: 'qwen2.5-1.5b', retries: 1 };
 */
export interface OpenAiProviderOptions {
  /**
   * Base URL of the API, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8080/v1`; a query
   * (`?api-version=…`) is kept on every request. No `user:password@` in it: use `apiKey` or `headers`.
   */
  baseURL: string;
  /** Model name sent in every request. */
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>`; omit for local servers. @default undefined */
  apiKey?: string;
  /** Time limit of one try (request and body), in ms. @default 60000 */
  timeoutMs?: number;
  /** Retries after the first try on 408, 409, 429, 5xx, network errors and timeouts. @default 3 */
  retries?: number;
  /** First backoff delay in ms; doubles on each retry. @default 500 */
  retryDelayMs?: number;
  /** Cap on any wait between tries, including a server's Retry-After. @default 30000 */
  maxRetryDelayMs?: number;
  /** The fetch to use (tests, proxies, Workers service bindings). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Extra request headers (e.g. `OpenAI-Organization`). @default {} */
  headers?: Record<string, string>;
}

/**
 * Default option values of {@link openaiProvider}.
 * @example
 * OPENAI_DEFAULTS.retries // 3
 */
export const OPENAI_DEFAULTS = {
  timeoutMs: 60_000,
  retries: 3,
  retryDelayMs: 500,
  maxRetryDelayMs: 30_000,
} as const;

/** The options with defaults filled in; requests go to `endpoint` (the base URL's path + /chat/completions, its query kept). */
type Resolved = Required<Omit<OpenAiProviderOptions, 'apiKey' | 'baseURL'>> & { apiKey?: string; endpoint: string };

/** Header names whose values are credentials, blanked out of error messages. */
const SECRET_HEADER = /auth|key|token|secret|cookie/i;

function resolve(options: OpenAiProviderOptions): Resolved {
  const where = 'openaiProvider';
  if (options === null || typeof options !== 'object') {
    throw new OptionsError(`${where}: expected an options object, found ${found(options)}`);
  }
  requireString(where, 'baseURL', options.baseURL);
  let url: URL;
  try {
    url = new URL(options.baseURL);
  } catch {
    throw new OptionsError(`${where}: baseURL: expected an http(s) URL, found ${found(options.baseURL)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OptionsError(`${where}: baseURL: expected an http(s) URL, found ${found(options.baseURL)}`);
  }
  // fetch refuses such a URL with a message quoting it whole: the password would end up in errors.
  if (url.username || url.password) {
    throw new OptionsError(
      `${where}: baseURL: expected a URL without user:password (send credentials with apiKey or headers), found credentials in ${url.protocol}//…@${url.host}`,
    );
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  url.hash = '';
  requireString(where, 'model', options.model);
  if (options.apiKey !== undefined) requireString(where, 'apiKey', options.apiKey);
  // Timers fire at once past 2³¹ − 1 ms: a larger value would time every call out.
  optionalInteger(where, 'timeoutMs', options.timeoutMs, 1, MAX_TIMER_MS);
  optionalInteger(where, 'retries', options.retries, 0);
  optionalInteger(where, 'retryDelayMs', options.retryDelayMs, 0, MAX_TIMER_MS);
  optionalInteger(where, 'maxRetryDelayMs', options.maxRetryDelayMs, 0, MAX_TIMER_MS);
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new OptionsError(`${where}: fetch: expected a function, found ${found(options.fetch)}`);
  }
  const headers = options.headers ?? {};
  for (const [k, v] of Object.entries(headers)) {
    if (typeof v !== 'string') throw new OptionsError(`${where}: headers.${k}: expected a string, found ${found(v)}`);
  }
  const fetchFn = options.fetch ?? globalThis.fetch;
  if (typeof fetchFn !== 'function') {
    throw new OptionsError(`${where}: fetch: expected a global fetch or options.fetch, found nothing`);
  }
  return {
    ...OPENAI_DEFAULTS,
    ...options,
    endpoint: url.href,
    fetch: fetchFn,
    headers,
  } as Resolved;
}

/** The assistant text of a parsed chat completion (a string, or its text parts joined), or a ProviderError naming what is missing. */
function contentOf(name: string, text: string): string {
  let body: any;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ProviderError(`${name}: expected a JSON chat completion body, found ${found(text)}`, { cause });
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderError(`${name}: expected a chat completion object, found ${found(body)}`);
  }
  if (!Array.isArray(body.choices) || body.choices.length === 0) {
    const what = Array.isArray(body.choices) ? 'an empty array' : found(body.choices);
    throw new ProviderError(`${name}: expected a non-empty choices array, found ${what}`);
  }
  const message = body.choices[0]?.message;
  if (typeof message?.content === 'string') return message.content;
  // Some servers (Mistral's reasoning models) answer with parts: the text parts are the reply, thinking is not.
  const parts = Array.isArray(message?.content) ? message.content.filter((p: any) => p?.type === 'text' && typeof p.text === 'string') : [];
  if (parts.length > 0) return parts.map((p: { text: string }) => p.text).join('');
  const refusal = typeof message?.refusal === 'string' ? ` (refusal: ${message.refusal})` : '';
  throw new ProviderError(
    `${name}: expected choices[0].message.content to be a string or text parts, found ${found(message?.content)}${refusal}`,
  );
}

function abortedError(name: string, signal: AbortSignal): ProviderError {
  return new ProviderError(`${name}: expected a completion, found the call aborted by its signal`, {
    cause: signal.reason,
  });
}

/**
 * An LLM provider for any OpenAI-compatible API (OpenAI, vLLM, llama.cpp server, Ollama, LM Studio,
 * OpenRouter, Azure with `?api-version=` in the base URL…). Uses plain `fetch`: no SDK at runtime.
 * Retries 408, 409, 429, 5xx, network errors and timeouts with deterministic exponential backoff
 * (honouring `Retry-After`, capped); an aborted `signal` stops at once; every failure is a
 * `ProviderError` (with `status` for HTTP errors), credentials blanked out of its message.
 * @example
 * const llm = openaiProvider({ baseURL: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey });
 * const text = await llm.complete([{ role: 'user', content: 'Say hi' }], { maxTokens: 16 });
 */
export function openaiProvider(options: OpenAiProviderOptions): LlmProvider {
  const o = resolve(options);
  const name = `openai:${o.model}`;
  const { endpoint } = o;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
  if (o.apiKey) headers.authorization = `Bearer ${o.apiKey}`;
  // A server or runtime may echo a credential back (e.g. "Incorrect API key provided: …").
  const redact = redactor([o.apiKey, ...Object.entries(o.headers).filter(([k]) => SECRET_HEADER.test(k)).map(([, v]) => v)]);

  async function complete(messages: ChatMessage[], call: CompleteOptions = {}): Promise<string> {
    checkMessages(name, messages);
    checkCallOptions(name, call);
    const { signal } = call;
    const body: Record<string, unknown> = {
      model: o.model,
      messages: messages.map(({ role, content }) => ({ role, content })),
      temperature: call.temperature ?? 0,
    };
    if (call.maxTokens !== undefined) body.max_tokens = call.maxTokens;
    if (call.json) body.response_format = { type: 'json_object' };
    const payload = JSON.stringify(body);

    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw abortedError(name, signal);
      const controller = new AbortController();
      const onAbort = (): void => controller.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, o.timeoutMs);
      let failure: ProviderError;
      let waitMs: number | undefined;
      try {
        const res = await o.fetch(endpoint, { method: 'POST', headers, body: payload, signal: controller.signal });
        const text = await res.text();
        if (res.ok) return contentOf(name, text);
        const status = res.status;
        const unavailable = isRetryableStatus(status);
        failure = new ProviderError(`${name}: expected HTTP 200, found ${status}${serverMessage(redact(text))}`, { status, unavailable });
        if (!unavailable) throw failure;
        waitMs = retryAfterMs(res.headers);
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        if (signal?.aborted) throw abortedError(name, signal);
        failure = timedOut
          ? new ProviderError(`${name}: expected a reply within ${o.timeoutMs} ms, found none (timed out)`, {
              cause: err,
              unavailable: true,
            })
          : new ProviderError(`${name}: expected an HTTP response, found a network error: ${redact(String(err))}`, {
              cause: err,
              unavailable: true,
            });
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
      if (attempt > o.retries) {
        if (attempt === 1) throw failure;
        throw new ProviderError(`${failure.message} (after ${attempt} tries)`, {
          cause: failure.cause ?? failure,
          status: failure.status,
          unavailable: true,
        });
      }
      const delay = Math.min(o.maxRetryDelayMs, waitMs ?? backoffDelay(attempt, o.retryDelayMs, o.maxRetryDelayMs));
      try {
        await sleep(delay, signal);
      } catch {
        throw abortedError(name, signal!);
      }
    }
  }

  return { name, complete };
}
