/** @module worker/handle — the request pipeline: CORS, preflight, auth, routing, errors as JSON. */

import { requireBearer } from './auth.js';
import { checkOrigin, preflight, withHeaders, type CorsDecision } from './cors.js';
import type { Env } from './env.js';
import { errorResponse } from './errors.js';
import { matchRoute } from './routes.js';

/** Answers hold a tenant's conversations: no cache on the way may keep them. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Answer one request. Order: origin check (403), CORS preflight (204, no token needed), bearer
 * token (401), route (404/405), the route's own validation (400/413/415/422). Every error is
 * `{ "error": { "code", "message" } }`; allowed origins get CORS headers on errors too; every
 * answer but a preflight carries `Cache-Control: no-store`.
 * @example
 * export default { fetch: (request: Request, env: Env) => handle(request, env) };
 */
export async function handle(request: Request, env: Env): Promise<Response> {
  let cors: CorsDecision = { headers: {} };
  try {
    cors = checkOrigin(request, env.ALLOWED_ORIGINS);
    if (request.method === 'OPTIONS') return preflight(cors);
    await requireBearer(request, env.PITH_TOKEN);
    const url = new URL(request.url);
    const { route, params } = matchRoute(request.method, url.pathname);
    return withHeaders(await route.handle({ request, env, url, params }), { ...NO_STORE, ...cors.headers });
  } catch (error) {
    return withHeaders(errorResponse(error), { ...NO_STORE, ...cors.headers });
  }
}
