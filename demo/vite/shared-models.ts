/** @module demo/vite/shared-models — serves the repo's local test models (../shared/models) under /models/ in dev and preview. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** URL prefix of the local models; pass it to the demo as `?localModelPath=/models/`. */
export const MODELS_PREFIX = '/models/';

/**
 * Vite plugin: `GET /models/<model>/<file>` reads `<repo>/../shared/models/<model>/<file>`
 * (override the folder with PITH_MODELS_DIR). A missing file is a 404 that names the folder, so a
 * checkout without ../shared fails clearly instead of loading index.html.
 * @example
 * export default defineConfig({ plugins: [sharedModels()] });
 */
export function sharedModels(): Plugin {
  let dir = '';
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (!req.url?.startsWith(MODELS_PREFIX)) return next();
    const rel = decodeURIComponent(req.url.split('?')[0].slice(MODELS_PREFIX.length));
    const path = normalize(join(dir, rel));
    const file = path.startsWith(dir + sep) && existsSync(path) ? statSync(path) : undefined;
    if (!file?.isFile()) {
      const why = existsSync(dir) ? `no ${rel} in ${dir}` : `expected the local models folder at ${dir}, found nothing`;
      res.writeHead(404, { 'content-type': 'text/plain' }).end(why);
      return;
    }
    const type = path.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'content-length': file.size });
    createReadStream(path).pipe(res);
  };
  return {
    name: 'pith-shared-models',
    configResolved(config) {
      dir = normalize(process.env.PITH_MODELS_DIR ?? join(config.root, '..', '..', 'shared', 'models'));
    },
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}
