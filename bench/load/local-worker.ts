/** @module bench/load/local-worker — the bundled Worker served by Miniflare (real workerd) on 127.0.0.1. */
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { bundleWorker } from './bundle-worker.js';

/**
 * Options of {@link startLocalWorker}.
 * @example
 * const options: LocalWorkerOptions = { token: 't', persistDir: '/tmp/pith-state' };
 */
export interface LocalWorkerOptions {
  /** Bearer token bound as PITH_TOKEN. */
  token: string;
  /** Directory where Durable Object storage persists between runs. @default undefined (ephemeral) */
  persistDir?: string;
  /** Bundle directory from {@link bundleWorker}; bundles when absent. @default undefined */
  scriptPath?: string;
  /** @default '' */
  allowedOrigins?: string;
}

type ModuleType = 'ESModule' | 'CompiledWasm' | 'Data';

/** The bundle's files as modules, the entry first: `.wasm` compiled, `.bin` data (wrangler.toml's rules). */
async function bundleModules(scriptPath: string): Promise<Array<{ type: ModuleType; path: string }>> {
  const dir = dirname(scriptPath);
  const others = (await readdir(dir)).filter((f) => /\.(wasm|bin)$/.test(f)).sort();
  return [
    { type: 'ESModule', path: scriptPath },
    ...others.map((f) => ({ type: (f.endsWith('.wasm') ? 'CompiledWasm' : 'Data') as ModuleType, path: join(dir, f) })),
  ];
}

/**
 * Start the Worker in workerd on 127.0.0.1 (free port) with its ConversationObject (SQLite-backed).
 * @example
 * const w = await startLocalWorker({ token: 't' }); await fetch(new URL('/v1/compress', w.url)); await w.dispose();
 */
export async function startLocalWorker(options: LocalWorkerOptions): Promise<{ url: URL; dispose(): Promise<void> }> {
  const scriptPath = options.scriptPath ?? (await bundleWorker()).scriptPath;
  // Miniflare 5 takes a new config shape; the converter accepts the familiar v4 worker options.
  const mf = new Miniflare(convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: 0,
    ...(options.persistDir ? { resourcePersistencePath: options.persistDir } : {}),
    workers: [
      {
        name: 'pith',
        modules: await bundleModules(scriptPath),
        modulesRoot: dirname(scriptPath),
        compatibilityDate: '2025-09-01',
        compatibilityFlags: ['enable_request_signal'],
        durableObjects: { CONVERSATIONS: { className: 'ConversationObject', useSQLite: true } },
        bindings: {
          PITH_TOKEN: options.token,
          ALLOWED_ORIGINS: options.allowedOrigins ?? '',
          MAX_BODY_BYTES: '1048576',
        },
      },
    ],
  }));
  const url = await mf.ready;
  return { url, dispose: () => mf.dispose() };
}
