/** @module test/worker/cloudflare-workers — the slice of `cloudflare:workers` these tests use. */
declare module 'cloudflare:workers' {
  /** The main Worker's exports; `exports.default.fetch` calls test/worker/worker.ts in-process. */
  export const exports: {
    default: { fetch(input: string, init?: RequestInit): Promise<Response> };
  };
}
