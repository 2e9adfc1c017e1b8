// Vitest configuration for the Node test projects (unit, property, wasm).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The adapters import the package by its own name, as users' code does.
  resolve: { alias: [{ find: /^pith$/, replacement: fileURLToPath(new URL('./src/platform/node.ts', import.meta.url)) }] },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/worker/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
