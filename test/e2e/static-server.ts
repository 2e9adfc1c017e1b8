/** @module test/e2e/static-server — a tiny node:http static server on 127.0.0.1 (.wasm as application/wasm). */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

/** A running server: its base URL and how to stop it. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the files under `root` (nothing outside it) on a free port of 127.0.0.1.
 * @example
 * const server = await serveStatic(process.cwd());
 * await page.goto(`${server.url}/index.html`);
 * await server.close();
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const path = normalize(join(base, pathname));
    const file = path.startsWith(base) ? await stat(path).catch(() => undefined) : undefined;
    if (!file?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${req.url}`);
      return;
    }
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    res.writeHead(200, {
      'content-type': type,
      'content-length': file.size,
      'cache-control': 'no-store',
    });
    createReadStream(path).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}
