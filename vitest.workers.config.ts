// Vitest configuration for the workerd project: test/worker/** runs inside real workerd, with the
// Worker's bindings, Durable Object and module rules read from wrangler.toml.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
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
