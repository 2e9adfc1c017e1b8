/** @module demo/vite/widget-dist — puts the one-file `<pith-chat>` build at /widget/dist/ of the demo: from source in dev, copied from demo/widget/dist into the build. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** URL of the widget script that demo/widget/example.html loads, as a third-party page would. */
export const WIDGET_SCRIPT = '/widget/dist/pith-chat.js';

/**
 * Vite plugin. Dev (`npm start`): `GET /widget/dist/pith-chat.js` redirects to the widget's source
 * module, so the example page runs the code being edited and needs no widget build. Build: copies
 * the files of demo/widget/dist but the source maps (written by `npm run build:widget`, which `demo:build` and the
 * Playwright web server run first) to `widget/dist/`; fails with the command to run when missing.
 * @example
 * export default defineConfig({ plugins: [widgetDist()] });
 */
export function widgetDist(): Plugin {
  let dist = '';
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== WIDGET_SCRIPT) return next();
    res.writeHead(302, { location: '/widget/pith-chat.ts' }).end();
  };
  return {
    name: 'pith-widget-dist',
    configResolved(config) {
      dist = join(config.root, 'widget', 'dist');
    },
    configureServer: (server) => void server.middlewares.use(redirect),
    generateBundle() {
      if (!existsSync(join(dist, 'pith-chat.js'))) {
        this.error(`expected the widget build at ${dist}/pith-chat.js, found nothing; run 'npm run build:widget' first`);
      }
      // Source maps stay in demo/widget/dist for whoever hosts the widget; the demo site skips them.
      for (const name of readdirSync(dist).filter((n) => !n.endsWith('.map'))) {
        this.emitFile({ type: 'asset', fileName: `widget/dist/${name}`, source: readFileSync(join(dist, name)) });
      }
    },
  };
}
