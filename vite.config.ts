// Vite configuration of the demo: a multi-page app rooted at demo/ (every demo/**/*.html is a page).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vite';
import { sharedModels } from './demo/vite/shared-models.ts';
import { widgetDist } from './demo/vite/widget-dist.ts';

const ROOT = join(import.meta.dirname, 'demo');

/** Every .html file under demo/, keyed by its path without the extension ('index', 'widget/example'). */
function pages(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') Object.assign(found, pages(path));
    else if (entry.name.endsWith('.html')) found[relative(ROOT, path).replace(/\.html$/, '')] = path;
  }
  return found;
}

export default defineConfig({
  root: ROOT,
  // 'mpa': an unknown path is a 404, never index.html (a missing model or .wasm must fail loudly).
  appType: 'mpa',
  publicDir: false,
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // Transformers.js and onnxruntime-web load their own workers and WASM; pre-bundling breaks that.
  optimizeDeps: { exclude: ['@huggingface/transformers', 'onnxruntime-web'] },
  // The playground's compress worker is a module worker: ES output keeps its lazy chunks (o200k, cl100k).
  worker: { format: 'es' },
  build: {
    outDir: join(import.meta.dirname, 'build', 'demo'),
    emptyOutDir: true,
    target: 'es2022',
    // Binaries stay files, fetched once from one URL: pith.wasm, onnxruntime's .wasm, build/vectors.bin.
    assetsInlineLimit: (file) => (/\.(wasm|bin)$/.test(file) ? false : undefined),
    // The o200k and cl100k tables are large by nature and load only when picked.
    chunkSizeWarningLimit: 2_500,
    rolldownOptions: { input: pages(ROOT) },
  },
  plugins: [sharedModels(), widgetDist()],
});
