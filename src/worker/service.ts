/** @module worker/service — the pith Worker without a word-vector table: default export `{ fetch }` and the `ConversationObject` Durable Object class. */

import type { Env } from './env.js';
import { handle } from './handle.js';

/**
 * The Durable Object class wrangler.toml binds as CONVERSATIONS (must be exported by `main`).
 * @example
 * // wrangler.toml: [[migrations]] tag = "v1", new_sqlite_classes = ["ConversationObject"]
 */
export { ConversationObject } from './conversation-object.js';
/**
 * The Worker's bindings.
 * @example
 * export default { fetch: (request: Request, env: Env) => new Response(env.ALLOWED_ORIGINS) };
 */
export type { Env } from './env.js';

/**
 * The Worker's fetch handler (wrangler.toml `main`). Routes:
 * `POST /v1/compress`, `POST|GET /v1/conversations/:id/messages`,
 * `GET /v1/conversations/:id/context?budget=&query=&refine=&pool=`, `DELETE /v1/conversations/:id`.
 * @example
 * // curl -H "Authorization: Bearer $PITH_TOKEN" -d '{"messages":[…],"budget":500}' https://pith.example.workers.dev/v1/compress
 */
export default {
  fetch(request: Request, env: Env): Promise<Response> {
    return handle(request, env);
  },
};
