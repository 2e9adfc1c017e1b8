/** @module worker/routes — the HTTP routes: stateless compress, and per-conversation append, history, context, delete. */

import { compressAnthropic, type AnthropicBodyLike } from '../adapters/anthropic.js';
import { compress, getStrategy, needsLlm, STRATEGY_NAMES, workersAiProvider, type LlmProvider } from '../platform/workerd.js';
import type { ConversationApi, JsonStream, Outcome } from './conversation-api.js';
import type { Env } from './env.js';
import { HttpError } from './errors.js';
import { developerAsSystem, developerBack } from '../validate/developer-role.js';
import { maxBodyBytes, readJson } from './limits.js';
import { appendBody, compressBody, contextQuery, conversationId, parseRequest } from './schemas.js';

/**
 * What a route handler receives.
 * @example
 * const id = input.params[0]; const budget = input.url.searchParams.get('budget');
 */
export interface RouteInput {
  request: Request;
  env: Env;
  url: URL;
  /** Path captures, URL-decoded. */
  params: string[];
}

/**
 * One route: method, path pattern and handler.
 * @example
 * const health: Route = { method: 'GET', pattern: /^\/v1\/health$/, handle: async () => Response.json({ ok: true }) };
 */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle(input: RouteInput): Promise<Response>;
}

/** The Workers AI model an LLM strategy calls, when the Worker has an AI binding; else none (compress() then names what is missing). */
function modelFor(strategy: string | undefined, env: Env): LlmProvider | undefined {
  if (!env.AI || strategy === undefined || !STRATEGY_NAMES.includes(strategy) || !needsLlm(getStrategy(strategy))) return undefined;
  return workersAiProvider({ binding: env.AI, ...(env.PITH_LLM_MODEL ? { model: env.PITH_LLM_MODEL } : {}) });
}

function conversation({ env, params }: RouteInput): ConversationApi {
  const id = parseRequest(conversationId, params[0], 'conversation id');
  return env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(id));
}

function reply<T>(out: Outcome<JsonStream<T>>, status = 200): Response {
  if (!out.ok) return Response.json(out.body, { status: out.status });
  return new Response(out.value, { status, headers: { 'Content-Type': 'application/json' } });
}

const body = (input: RouteInput) => readJson(input.request, maxBodyBytes(input.env.MAX_BODY_BYTES));


/** The query parameters as an object; one given twice is a 400 (the last one would win silently). */
function singleParams(params: URLSearchParams): Record<string, string> {
  const seen = new Map<string, string>();
  for (const [key, value] of params) {
    const first = seen.get(key);
    if (first !== undefined) {
      const both = `${JSON.stringify(first)}, ${JSON.stringify(value)}`;
      throw new HttpError(400, 'INVALID_REQUEST', `query.${key}: expected it once, found it twice (${both})`);
    }
    seen.set(key, value);
  }
  return Object.fromEntries(seen);
}

/**
 * Every route of the API, in match order.
 * @example
 * const route = ROUTES.find((r) => r.method === 'POST' && r.pattern.test('/v1/compress'));
 */
export const ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/compress$/,
    async handle(input) {
      const { messages, system, format, ...options } = parseRequest(compressBody, await body(input), 'body');
      const llm = modelFor(options.strategy, input.env);
      // A client that disconnects aborts request.signal (flag enable_request_signal): compress stops
      // between steps and no further model call is made (each is paid).
      const { signal } = input.request;
      const all = { ...options, ...(llm ? { llm } : {}), signal };
      if (format === 'anthropic') return Response.json(await compressAnthropic({ system, messages } as AnthropicBodyLike, all));
      const asSystem = developerAsSystem(messages) as typeof messages;
      return Response.json(developerBack(await compress(asSystem, all)));
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/conversations\/([^/]+)\/messages$/,
    async handle(input) {
      const stub = conversation(input);
      const { messages } = parseRequest(appendBody, await body(input), 'body');
      return reply(await stub.append(messages), 201);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/conversations\/([^/]+)\/messages$/,
    async handle(input) {
      return reply(await conversation(input).history());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/conversations\/([^/]+)\/context$/,
    async handle(input) {
      const stub = conversation(input);
      const options = parseRequest(contextQuery, singleParams(input.url.searchParams), 'query');
      return reply(await stub.context(options));
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/conversations\/([^/]+)$/,
    async handle(input) {
      return reply(await conversation(input).clear());
    },
  },
];

/**
 * Find the route for a request: 404 when no path matches, 405 (with `Allow`) when the path
 * matches under other methods only. HEAD takes the GET route.
 * @example
 * const { route, params } = matchRoute('POST', '/v1/compress');
 */
export function matchRoute(method: string, path: string): { route: Route; params: string[] } {
  const allowed: string[] = [];
  // HEAD is GET without the body (the runtime drops it), as HTTP asks of every GET resource.
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const route of ROUTES) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method === wanted) {
      const params = m.slice(1).map((p) => {
        try {
          return decodeURIComponent(p);
        } catch {
          throw new HttpError(400, 'INVALID_REQUEST', `expected a URL-encoded path segment, found ${JSON.stringify(p)}`);
        }
      });
      return { route, params };
    }
    allowed.push(...(route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]));
  }
  if (allowed.length === 0) {
    throw new HttpError(404, 'NOT_FOUND', `expected a route under /v1, found ${method} ${JSON.stringify(path)}`);
  }
  const allow = [...new Set([...allowed, 'OPTIONS'])].join(', ');
  throw new HttpError(405, 'METHOD_NOT_ALLOWED', `expected ${allow} on ${path}, found ${method}`, {
    headers: { Allow: allow },
  });
}
