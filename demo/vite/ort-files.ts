/** @module demo/vite/ort-files — serves onnxruntime-web's WASM runtime from the demo itself (dev) and copies it into the build, so no CDN is needed. */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** URL prefix the demo hands to Transformers.js as `wasmPaths`. */
export const ORT_PREFIX = '/ort/';

/** The runtime files `onnxruntime-web/webgpu` (used by Transformers.js in browsers) fetches. */
export const ORT_FILES = ['ort-wasm-simd-threaded.asyncify.mjs', 'ort-wasm-simd-threaded.asyncify.wasm'];

const TYPES: Record<string, string> = { mjs: 'text/javascript', wasm: 'application/wasm' };

function ortDir(root: string): string {
  const require = createRequire(join(root, 'package.json'));
  return dirname(require.resolve('onnxruntime-web'));
}

/**
 * Vite plugin: `GET /ort/<file>` streams the file from node_modules/onnxruntime-web/dist in dev
 * and preview; `vite build` emits the same files under `ort/`.
 * @example
 * export default defineConfig({ plugins: [ortFiles()] });
 */
export function ortFiles(): Plugin {
  let dir = '';
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const name = (req.url ?? '').split('?')[0].slice(ORT_PREFIX.length);
    if (!req.url?.startsWith(ORT_PREFIX) || !ORT_FILES.includes(name)) return next();
    const path = join(dir, name);
    res.writeHead(200, {
      'content-type': TYPES[name.split('.').pop()!],
      'content-length': statSync(path).size,
    });
    createReadStream(path).pipe(res);
  };
  return {
    name: 'pith-ort-files',
    configResolved(config) {
      dir = ortDir(join(config.root, '..'));
    },
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      for (const name of ORT_FILES) {
        this.emitFile({ type: 'asset', fileName: `ort/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}
