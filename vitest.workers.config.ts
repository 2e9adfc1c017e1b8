// Vitest configuration for the workerd project: test/worker/** runs inside real workerd, with the
// Worker's bindings, Durable Object and module rules read from wrangler.toml.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const WORKERD_ENTRY = fileURLToPath(new URL('./src/platform/workerd.ts', import.meta.url));

// The adapters import the package by its own name, as users' code does. Inside src/ that name is the
// source's workerd entry (wrangler's esbuild follows tsconfig.json's paths to src/index.ts, which it
// re-exports), so the Worker runs one copy of the library, not a second one from dist/, and a test
// that imports an adapter alone still has the kernel's .wasm. The tests' own `import … from 'pith'`
// still goes through the package's `workerd` condition.
const pithInSource: Plugin = {
  name: 'pith-in-source',
  enforce: 'pre',
  resolveId: (id, importer) => (id === 'pith' && importer?.startsWith(SRC) ? WORKERD_ENTRY : undefined),
};

export default defineConfig({
  plugins: [
    pithInSource,
    cloudflareTest({
      // The test entry re-exports the real Worker and its ConversationObject class.
      main: './test/worker/worker.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        compatibilityDate: '2025-09-01',
        // As wrangler.toml: request.signal aborts when the client disconnects.
        compatibilityFlags: ['enable_request_signal'],
        // As wrangler does: `import m from './x.wasm'` is a compiled WebAssembly.Module.
        modulesRules: [{ type: 'CompiledWasm', include: ['**/*.wasm'] }, { type: 'Data', include: ['**/*.bin'] }],
        // The secret and vars the tests run with (wrangler.toml's vars are overridden here).
        bindings: {
          PITH_TOKEN: 'test-token-0123456789',
          ALLOWED_ORIGINS: 'https://widget.example, https://app.example',
          MAX_BODY_BYTES: '65536',
        },
      },
    }),
  ],
  test: {
    include: ['test/worker/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
