// Vitest configuration for the Node test projects (unit, property, wasm).
import { availableParallelism } from 'node:os';
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
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, idle while a
    // file waits on a spawned CLI or workerd. Two workers cut a 12-file CLI/workerd subset from 137 s to 86 s
    // there; larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
