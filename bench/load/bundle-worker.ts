/** @module bench/load/bundle-worker — bundles src/worker into one ES module plus pith.wasm and vectors.bin for Miniflare (what `wrangler deploy` does). */
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Rewrites `import m from '…/pith.wasm'` (or `…/vectors.bin`) to a sibling module `./pith.wasm` and copies the binary there. */
function binarySibling(outDir: string): Plugin {
  return {
    name: 'binary-sibling',
    setup(b) {
      b.onResolve({ filter: /\.(wasm|bin)$/ }, async (args) => {
        const source = resolve(args.resolveDir, args.path);
        const name = source.split('/').pop()!;
        await copyFile(source, join(outDir, name));
        return { path: `./${name}`, external: true };
      });
    },
  };
}

/**
 * Bundle the Worker (`src/worker/<entry>.ts`, `workerd` export conditions) into `<outDir>/worker.js`
 * with `pith.wasm` (and, for `index`, `vectors.bin`) beside it. Needs `npm run build` first.
 * @example
 * const { scriptPath } = await bundleWorker('build/worker');
 * const free = await bundleWorker('build/worker-lexical', 'lexical'); // without the word vectors
 */
export async function bundleWorker(
  outDir = join(ROOT, 'build/worker'),
  entry: 'index' | 'lexical' = 'index',
): Promise<{ scriptPath: string; outDir: string }> {
  await mkdir(outDir, { recursive: true });
  const scriptPath = join(outDir, 'worker.js');
  await build({
    entryPoints: [join(ROOT, `src/worker/${entry}.ts`)],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    plugins: [binarySibling(outDir)],
    logLevel: 'error',
  });
  return { scriptPath, outDir };
}
