/** @module worker/workers-runtime — the slice of `cloudflare:workers` the Worker uses (base class of RPC Durable Objects). */
declare module 'cloudflare:workers' {
  import type { DurableState } from './env.js';
  /** Base class of Durable Objects whose public methods are callable over RPC. */
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: DurableState;
    protected readonly env: Env;
    constructor(ctx: DurableState, env: Env);
  }
}
