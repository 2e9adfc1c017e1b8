/** @module worker/cors — per-origin CORS from the ALLOWED_ORIGINS var (comma list or `*`), preflight included. */

import { HttpError } from './errors.js';

/**
 * Methods a browser may use (Access-Control-Allow-Methods).
 * @example
 * preflightResponse.headers.get('Access-Control-Allow-Methods') === CORS_METHODS
 */
export const CORS_METHODS = 'GET, POST, DELETE, OPTIONS';
/**
 * Request headers a browser may send (Access-Control-Allow-Headers).
 * @example
 * fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } })
 */
export const CORS_HEADERS = 'Authorization, Content-Type';

/**
 * Result of checking a request's Origin: the headers to add to its response.
 * @example
 * const { headers }: CorsDecision = checkOrigin(request, env.ALLOWED_ORIGINS);
 */
export interface CorsDecision {
  /** Headers for the response (empty when the request carries no Origin). */
  headers: Record<string, string>;
}

/**
 * Parse ALLOWED_ORIGINS: `*`, or origins separated by commas (spaces and trailing slashes ignored).
 * @example
 * parseAllowedOrigins('https://a.example, https://b.example/') // ['https://a.example', 'https://b.example']
 */
export function parseAllowedOrigins(value: string | undefined): '*' | string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return list.includes('*') ? '*' : list;
}

/**
 * Check the request's Origin against ALLOWED_ORIGINS. Requests without an Origin (servers, curl)
 * pass with no CORS headers; a browser origin not on the list gets 403 `FORBIDDEN_ORIGIN`.
 * @example
 * const { headers } = checkOrigin(request, env.ALLOWED_ORIGINS);
 */
export function checkOrigin(request: Request, allowed: string | undefined): CorsDecision {
  const origin = request.headers.get('Origin');
  if (origin === null) return { headers: {} };
  const list = parseAllowedOrigins(allowed);
  if (list !== '*' && !list.includes(origin)) {
    const found = JSON.stringify(origin);
    throw new HttpError(403, 'FORBIDDEN_ORIGIN', `expected an origin listed in ALLOWED_ORIGINS, found ${found}`);
  }
  return {
    headers: {
      'Access-Control-Allow-Origin': list === '*' ? '*' : origin,
      'Access-Control-Expose-Headers': 'Content-Type, WWW-Authenticate',
      Vary: 'Origin',
    },
  };
}

/**
 * The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`): 204 and the
 * allowed methods and headers, cached by the browser for a day.
 * @example
 * if (request.method === 'OPTIONS') return preflight(checkOrigin(request, env.ALLOWED_ORIGINS));
 */
export function preflight(decision: CorsDecision): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...decision.headers,
      'Access-Control-Allow-Methods': CORS_METHODS,
      'Access-Control-Allow-Headers': CORS_HEADERS,
      'Access-Control-Max-Age': '86400',
    },
  });
}

/**
 * Copy CORS headers onto a response (responses from fetch may be immutable, so build a new one).
 * @example
 * return withHeaders(await route(request), decision.headers);
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  if (Object.keys(headers).length === 0) return response;
  const out = new Response(response.body, response);
  for (const [k, v] of Object.entries(headers)) out.headers.set(k, v);
  return out;
}
