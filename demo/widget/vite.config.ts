/** @module demo/widget/vite.config — library build of `<pith-chat>`: one ES module with pith.wasm inlined, at demo/widget/dist/pith-chat.js. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Lib mode inlines assets: pith.wasm travels inside the script as a data: URL, so the one
    // script tag works from any origin without CORS headers on a second file.
    lib: { entry: here('pith-chat.ts'), formats: ['es'], fileName: () => 'pith-chat.js' },
    // Lib mode keeps whitespace in ES output (for downstream tree-shaking); this file is served as is.
    rolldownOptions: { output: { minify: true }, checks: { pluginTimings: false } },
    sourcemap: true,
  },
});
