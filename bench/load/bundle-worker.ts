/** @module bench/load/bundle-worker — bundles src/worker into one ES module plus pith.wasm for Miniflare (what `wrangler deploy` does). */
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Rewrites `import m from '…/pith.wasm'` to a sibling module `./pith.wasm` and copies the binary there. */
function wasmSibling(outDir: string): Plugin {
  return {
    name: 'wasm-sibling',
    setup(b) {
      b.onResolve({ filter: /\.wasm$/ }, async (args) => {
        const source = resolve(args.resolveDir, args.path);
        const name = source.split('/').pop()!;
        await copyFile(source, join(outDir, name));
        return { path: `./${name}`, external: true };
      });
    },
  };
}

/**
 * Bundle the Worker (src/worker/index.ts, `workerd` export conditions) into `<outDir>/worker.js`
 * with `pith.wasm` beside it. Needs `build/pith.wasm` (`npm run build:wasm`).
 * @example
 * const { scriptPath } = await bundleWorker('build/worker');
 */
export async function bundleWorker(outDir = join(ROOT, 'build/worker')): Promise<{ scriptPath: string; outDir: string }> {
  await mkdir(outDir, { recursive: true });
  const scriptPath = join(outDir, 'worker.js');
  await build({
    entryPoints: [join(ROOT, 'src/worker/index.ts')],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    plugins: [wasmSibling(outDir)],
    logLevel: 'error',
  });
  return { scriptPath, outDir };
}
