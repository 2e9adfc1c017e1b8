/** @module test/worker/cloudflare-workers — the slice of `cloudflare:workers` and `cloudflare:test` these tests use. */
declare module 'cloudflare:workers' {
  /** The main Worker's exports; `exports.default.fetch` calls test/worker/worker.ts in-process. */
  export const exports: {
    default: { fetch(input: string | Request, init?: RequestInit): Promise<Response> };
  };
  /** The main Worker's bindings (wrangler.toml plus the test bindings in vitest.workers.config.ts). */
  export const env: import('../../src/worker/env.js').Env;
}
declare module 'cloudflare:test' {
  /** Tear down a running Durable Object instance; its durable storage stays. */
  export function evictDurableObject(stub: unknown): Promise<void>;
  /** Run `callback` inside the Durable Object of `stub`, with its instance and state (storage included). */
  export function runInDurableObject<R>(
    stub: unknown,
    callback: (instance: unknown, state: { storage: import('../../src/worker/env.js').DurableStorage }) => R | Promise<R>,
  ): Promise<R>;
}
