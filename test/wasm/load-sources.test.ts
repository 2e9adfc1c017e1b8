// init()/initVectors() sources on Node: file: URLs, a real HTTP server, wrong binaries: typed errors that name the URL, and a retry that loads.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WasmError } from '../../src/errors.js';
import '../../src/platform/node.js'; // the Node entry: reads file: URLs, as users' `import 'pith'` does
import { init, isInitialized, oracleKernel } from '../../src/kernel/load.js';
import { initVectors } from '../../src/kernel/vectors-load.js';
import { WASM_PATH } from './kernels.js';

const VECTORS_PATH = WASM_PATH.replace(/pith\.wasm$/, 'vectors.bin');
const dir = mkdtempSync(join(tmpdir(), 'pith-load-'));
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/pith.wasm') res.writeHead(200, { 'content-type': 'application/wasm' }).end(readFileSync(WASM_PATH));
    else if (req.url === '/vectors.bin') res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>app</title>');
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (p: Promise<unknown>) => p.then(() => expect.unreachable('expected a rejection'), (e: unknown) => e as WasmError);

describe('init() sources that fail', () => {
  it('rejects a binary without pith.wasm exports with WASM_LOAD_FAILED naming them, and does not keep it', async () => {
    const empty = Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0); // a valid, empty module
    const e = await failure(init(empty));
    expect(e).toBeInstanceOf(WasmError);
    expect(e.code).toBe('WASM_LOAD_FAILED');
    expect(e.message).toMatch(/^could not load the WASM kernel: expected the exports of this version's pith\.wasm, found a module without memory, arenaReset, /);
    expect(isInitialized()).toBe(false);
  });

  it('names the URL of an HTTP 404, a refused connection and a missing file', async () => {
    const http = await failure(init(new URL(`${base}/missing.wasm`)));
    expect(http).toMatchObject({ code: 'WASM_LOAD_FAILED', message: `could not load the WASM kernel: expected HTTP 200 for the WASM binary at ${base}/missing.wasm, found 404 Not Found` });
    const refused = await failure(init(new URL('http://127.0.0.1:9/pith.wasm')));
    expect(refused.message).toMatch(/^could not load the WASM kernel: expected the WASM binary at http:\/\/127\.0\.0\.1:9\/pith\.wasm, found fetch failed \(.+\)$/);
    const file = pathToFileURL(join(dir, 'nowhere.wasm'));
    const missing = await failure(init(file));
    expect(missing.message).toContain(`expected the WASM binary at ${file.href}, found ENOENT`);
    expect(isInitialized()).toBe(false);
  });

  it('names the file whose bytes are not WebAssembly', async () => {
    const file = pathToFileURL(join(dir, 'page.wasm'));
    writeFileSync(file, '<!doctype html>');
    const e = await failure(init(file));
    expect(e.message).toMatch(new RegExp(`^could not load the WASM kernel from ${file.href}: .*magic`));
  });

  it('loads from a file: URL on Node after those failures', async () => {
    const kernel = await init(pathToFileURL(WASM_PATH));
    expect(isInitialized()).toBe(true);
    expect(kernel.estimateTokens('hello world')).toBe(oracleKernel().estimateTokens('hello world'));
  });
});

describe('initVectors() sources', () => {
  it('names the URL that served a page instead of the table, then loads from a file: URL', async () => {
    const html = await failure(initVectors(new URL(`${base}/vectors.bin`)));
    expect(html.message).toBe(`could not load the word vectors from ${base}/vectors.bin: expected a pith vector table (magic "PVEC"), found 33 bytes without it`);
    const truncated = pathToFileURL(join(dir, 'vectors.bin'));
    writeFileSync(truncated, readFileSync(VECTORS_PATH).subarray(0, 100_000));
    const short = await failure(initVectors(truncated));
    expect(short).toMatchObject({ code: 'WASM_LOAD_FAILED', message: `could not load the word vectors from ${truncated.href}: expected sections inside the file, found a header that does not match its 100000 bytes` });
    const kernel = await initVectors(pathToFileURL(VECTORS_PATH));
    expect(kernel.vectorDims()).toBe(100);
  });
});
