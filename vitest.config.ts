// Vitest configuration for the Node test projects (unit, property, wasm).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/worker/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
