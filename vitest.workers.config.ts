// Vitest configuration for the workerd project: test/worker/** runs inside real workerd.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './test/worker/worker.ts',
      miniflare: {
        compatibilityDate: '2025-09-01',
        // As wrangler does: `import m from './x.wasm'` is a compiled WebAssembly.Module.
        modulesRules: [{ type: 'CompiledWasm', include: ['**/*.wasm'] }],
      },
    }),
  ],
  test: {
    include: ['test/worker/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
