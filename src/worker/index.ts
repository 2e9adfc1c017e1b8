/** @module worker — the pith Worker (wrangler.toml `main`): the service with the built-in word vectors, so it ranks as pith does in Node and browsers. */

import vectors from '../../build/vectors.bin';
import { setDefaultVectorsSource } from '../kernel/vectors-load.js';

// The table is a Data module (wrangler.toml's `.bin` rule), loaded into the kernel on the first call that ranks.
setDefaultVectorsSource(() => Promise.resolve(vectors));

/**
 * The Durable Object class wrangler.toml binds as CONVERSATIONS (must be exported by `main`).
 * @example
 * // wrangler.toml: [[migrations]] tag = "v1", new_sqlite_classes = ["ConversationObject"]
 */
export { ConversationObject } from './service.js';
/**
 * The Worker's bindings.
 * @example
 * export default { fetch: (request: Request, env: Env) => new Response(env.ALLOWED_ORIGINS) };
 */
export type { Env } from './service.js';
/**
 * The Worker's fetch handler, with the word vectors: `stats.relevance` is `lexical+static`, and
 * outputs equal those of `compress()` in Node and browsers. Routes: `POST /v1/compress`,
 * `POST|GET /v1/conversations/:id/messages`, `GET /v1/conversations/:id/context`,
 * `DELETE /v1/conversations/:id`.
 * @example
 * // curl -H "Authorization: Bearer $PITH_TOKEN" -d '{"messages":[…],"budget":500}' https://pith.example.workers.dev/v1/compress
 */
export { default } from './service.js';
