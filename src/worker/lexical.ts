/** @module worker/lexical — the pith Worker without the word-vector table, small enough for the Workers Free plan's 3 MB (ranks by words only). */

/**
 * The Durable Object class wrangler.toml binds as CONVERSATIONS (must be exported by `main`).
 * @example
 * // wrangler.toml: main = "src/worker/lexical.ts"; [[migrations]] new_sqlite_classes = ["ConversationObject"]
 */
export { ConversationObject } from './service.js';
/**
 * The Worker's bindings.
 * @example
 * export default { fetch: (request: Request, env: Env) => new Response(env.ALLOWED_ORIGINS) };
 */
export type { Env } from './service.js';
/**
 * The Worker's fetch handler without word vectors: the same routes as `src/worker/index.ts`, but
 * sentences are ranked by words alone (`stats.relevance` is `lexical`), so outputs differ from
 * those of Node and browsers.
 * @example
 * // wrangler.toml: main = "src/worker/lexical.ts"
 */
export { default } from './service.js';
