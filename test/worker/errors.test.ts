/** @module test/worker/errors — every error of the Worker in real workerd: 401, 404, 405, 413, 415, 400, 422, 500. */
import { describe, expect, it, vi } from 'vitest';
import { ProviderError, StorageError, TokenizerError, WasmError } from 'pith';
import { errorBody, errorResponse, HttpError } from '../../src/worker/errors.js';
import { MAX_JSON_DEPTH } from '../../src/worker/limits.js';
import chat from '../../examples/support-chat.json' with { type: 'json' };
import { call, errorOf } from './helpers.js';

const messages = chat.messages;
const LIMIT = 65_536; // MAX_BODY_BYTES in vitest.workers.config.ts

describe('auth', () => {
  it('401 without an Authorization header, with a Bearer challenge', async () => {
    const r = await call('/v1/compress', { json: { messages, budget: 300 }, auth: false });
    expect(r.status).toBe(401);
    expect(r.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(await errorOf(r)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'expected "Authorization: Bearer <token>", found no Authorization header',
    });
  });

  it('401 with a wrong token, a token that is a prefix, and another scheme', async () => {
    for (const auth of ['wrong-token', 'test-token-012345678', 'test-token-0123456789x']) {
      const r = await call('/v1/compress', { json: { messages, budget: 300 }, auth });
      expect(r.status, auth).toBe(401);
      expect((await errorOf(r)).message).toBe('expected a valid bearer token, found a wrong one');
    }
    const basic = await call('/v1/compress', {
      json: { messages, budget: 300 },
      auth: false,
      headers: { Authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(401);
    expect((await errorOf(basic)).message).toContain('found another scheme');
  });

  it('401 names a Bearer header with no token, or with more than one, as such (not "another scheme")', async () => {
    const cases: Array<[string, string]> = [
      ['Bearer', 'a Bearer header with no token'],
      ['Bearer test-token-0123456789 extra', 'a Bearer header that is not one token after a space'],
    ];
    for (const [header, found] of cases) {
      const r = await call('/v1/compress', { auth: false, headers: { Authorization: header } });
      expect(r.status, header).toBe(401);
      expect((await errorOf(r)).message).toBe(`expected "Authorization: Bearer <token>", found ${found}`);
    }
  });

  it('checks the token before routing: an unknown path without a token is 401, not 404', async () => {
    expect((await call('/nope', { auth: false })).status).toBe(401);
  });
});

describe('routing', () => {
  it('404 for an unknown path', async () => {
    const r = await call('/v2/compress', { method: 'POST' });
    expect(r.status).toBe(404);
    expect(await errorOf(r)).toEqual({
      code: 'NOT_FOUND',
      message: 'expected a route under /v1, found POST "/v2/compress"',
    });
  });

  it('405 with Allow for a known path under another method', async () => {
    const r = await call('/v1/compress', { method: 'GET' });
    expect(r.status).toBe(405);
    expect(r.headers.get('Allow')).toBe('POST, OPTIONS');
    expect((await errorOf(r)).code).toBe('METHOD_NOT_ALLOWED');
    const put = await call('/v1/conversations/abc/messages', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('POST, GET, HEAD, OPTIONS');
  });

  it('HEAD answers as GET does (status and headers), and 405s list HEAD beside GET', async () => {
    const head = await call('/v1/conversations/head-probe/messages', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('application/json');
    const compress = await call('/v1/compress', { method: 'HEAD' });
    expect(compress.status).toBe(405);
    expect(compress.headers.get('Allow')).toBe('POST, OPTIONS');
    const del = await call('/v1/conversations/abc/context', { method: 'DELETE' });
    expect(del.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('every answer, errors included, is Cache-Control: no-store (conversations are private)', async () => {
    const responses = await Promise.all([
      call('/v1/conversations/cache-probe/context?budget=100'),
      call('/v1/conversations/cache-probe/messages'),
      call('/v1/compress', { json: { messages, budget: 300 } }),
      call('/v1/conversations/cache-probe/context'),
      call('/v1/compress', { auth: false, method: 'POST' }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 400, 401]);
    for (const r of responses) expect(r.headers.get('Cache-Control')).toBe('no-store');
  });

  it('query integers past 999999999 are accepted up to 2^53 - 1, and past it the bound is named', async () => {
    const ok = await call('/v1/conversations/int-probe/context?budget=1000000000&refine=true&pool=9007199254740991');
    expect(ok.status).toBe(200);
    const past = await call('/v1/conversations/int-probe/context?budget=9007199254740992');
    expect(await errorOf(past)).toEqual({
      code: 'INVALID_REQUEST',
      message: 'query.budget: expected a positive integer of at most 9007199254740991, found string "9007199254740992"',
    });
    const body = await call('/v1/compress', { json: { messages, budget: 1e300 } });
    expect((await errorOf(body)).message).toBe('body.budget: expected a positive integer of at most 9007199254740991, found number 1e+300');
  });

  it('400 for a conversation id with characters outside the allowed set', async () => {
    const r = await call('/v1/conversations/a%20b/messages');
    expect(r.status).toBe(400);
    expect(await errorOf(r)).toEqual({
      code: 'INVALID_REQUEST',
      message: 'conversation id: expected an id of 1-128 letters, digits, _ - . :, found string "a b"',
    });
  });
});

describe('body limit', () => {
  it('413 from Content-Length before reading the body', async () => {
    const big = JSON.stringify({ messages: [{ role: 'user', content: 'x'.repeat(LIMIT) }], budget: 100 });
    const r = await call('/v1/compress', { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } });
    expect(r.status).toBe(413);
    expect(await errorOf(r)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: `expected a body of at most ${LIMIT} bytes, found ${big.length} bytes`,
    });
  });

  it('413 from the bytes actually streamed when no Content-Length is sent', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16_384));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const r = await call('/v1/compress', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(r.status).toBe(413);
    expect((await errorOf(r)).message).toBe(`expected a body of at most ${LIMIT} bytes, found more than ${LIMIT} bytes`);
  });

  it('a body just under the limit is accepted', async () => {
    const filler = 'Ship 45 units to Lyon. '.repeat(2000).slice(0, LIMIT - 200);
    const r = await call('/v1/compress', { json: { messages: [{ role: 'user', content: filler }], budget: 100_000 } });
    expect(r.status).toBe(200);
  });
});

describe('bad bodies', () => {
  it('415 for a non-JSON content type', async () => {
    const r = await call('/v1/compress', { method: 'POST', body: 'budget=5', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(r.status).toBe(415);
    expect((await errorOf(r)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // JSON text sequences are not one JSON document; parameters after a real JSON type are fine.
    const seq = await call('/v1/compress', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json-seq' } });
    expect(seq.status).toBe(415);
    const withCharset = await call('/v1/compress', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(withCharset.status).toBe(400);
    expect((await errorOf(withCharset)).code).toBe('INVALID_REQUEST');
  });

  it('400 INVALID_JSON for malformed and empty bodies', async () => {
    const bad = await call('/v1/compress', { method: 'POST', body: '{"messages": [', headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    const e = await errorOf(bad);
    expect(e.code).toBe('INVALID_JSON');
    expect(e.message).toMatch(/^expected a JSON body, found /);
    const empty = await call('/v1/compress', { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toEqual({ code: 'INVALID_JSON', message: 'expected a JSON body, found an empty body' });
  });

  it('400 INVALID_JSON for JSON nested deeper than MAX_JSON_DEPTH, on every route (was a 500 from a stack overflow)', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const bodies: Array<[string, string]> = [
      ['/v1/compress', `{"messages":[{"role":"user","content":"hi","x":${deep}}],"budget":10}`],
      ['/v1/conversations/deep-json/messages', `{"messages":[{"role":"user","content":${deep}}]}`],
      ['/v1/conversations/deep-json/messages', `{"messages":[{"role":"user","content":"hi","x":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}]}`],
    ];
    for (const [path, body] of bodies) {
      const r = await call(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
      expect(r.status, path).toBe(400);
      expect(await errorOf(r)).toEqual({ code: 'INVALID_JSON', message: `expected JSON nested at most ${MAX_JSON_DEPTH} levels deep, found deeper nesting` });
    }
    // Brackets inside strings do not count, and a body at the limit is read.
    const inString = JSON.stringify({ messages: [{ role: 'user', content: '['.repeat(5000) }], budget: 100_000 });
    expect((await call('/v1/compress', { method: 'POST', body: inString, headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
    const atLimit = `{"messages":[{"role":"user","content":"hi","x":${'['.repeat(MAX_JSON_DEPTH - 3)}${']'.repeat(MAX_JSON_DEPTH - 3)}}],"budget":100}`;
    expect((await call('/v1/compress', { method: 'POST', body: atLimit, headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
  });

  it('400 INVALID_REQUEST names the field, what was expected and what was found', async () => {
    const cases: Array<[unknown, string]> = [
      [{ messages, budget: -5 }, 'body.budget: expected a positive integer, found number -5'],
      [{ messages }, 'body.budget: expected a positive integer, found nothing'],
      [{ messages: 'hi', budget: 10 }, 'body.messages: expected an array of messages, found string "hi"'],
      [{ messages, budget: 10, tokenizer: 'gpt2' }, 'body.tokenizer: expected one of estimate, o200k, cl100k, found string "gpt2"'],
      [[1, 2], 'body: expected a JSON object, found array'],
    ];
    for (const [json, message] of cases) {
      const r = await call('/v1/compress', { json });
      expect(r.status, message).toBe(400);
      expect(await errorOf(r)).toEqual({ code: 'INVALID_REQUEST', message });
    }
    const typo = await call('/v1/compress', { json: { messages, budget: 10, qurey: 'x' } });
    expect((await errorOf(typo)).message).toMatch(/^body: expected only messages, budget, query, .*, found qurey$/);
  });

  it('400 with the library\'s typed error for a bad message or strategy', async () => {
    const role = await call('/v1/compress', { json: { messages: [{ role: 'robot', content: 'hi' }], budget: 50 } });
    expect(role.status).toBe(400);
    expect(await errorOf(role)).toEqual({
      code: 'INVALID_INPUT',
      message: 'messages[0].role: expected one of system, user, assistant, tool, found string "robot"',
    });
    const strategy = await call('/v1/compress', { json: { messages, budget: 300, strategy: 'magic' } });
    expect(strategy.status).toBe(400);
    expect((await errorOf(strategy)).code).toBe('INVALID_OPTIONS');
  });

  it('422 BUDGET_UNSATISFIABLE when the protected messages alone exceed the budget', async () => {
    const r = await call('/v1/compress', { json: { messages, budget: 5 } });
    expect(r.status).toBe(422);
    const e = await errorOf(r);
    expect(e.code).toBe('BUDGET_UNSATISFIABLE');
    expect(e.message).toMatch(/^budget too small: expected at least \d+ tokens/);
  });
});

describe('no stack traces', () => {
  it('an unexpected error is a bare 500 INTERNAL: no message, stack or cause leaks', async () => {
    const secret = new TypeError('db password is hunter2');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = errorResponse(secret);
    expect(log).toHaveBeenCalledWith('pith worker: internal error', secret); // for `wrangler tail`, not the client
    log.mockRestore();
    expect(r.status).toBe(500);
    const text = await r.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'internal error' } });
    expect(text).not.toMatch(/hunter2|TypeError|at /);
  });

  it('library errors from providers, storage and the kernel map to 502, 503 and 500 with their code', () => {
    const cases: Array<[Error, number, string]> = [
      [new ProviderError('openai: expected HTTP 200, found 503'), 502, 'PROVIDER_FAILED'],
      [new StorageError('durable object storage: expected put to succeed, found disk full'), 503, 'STORAGE_FAILED'],
      [new WasmError('WASM_LOAD_FAILED', 'expected a WebAssembly.Module, found string'), 500, 'WASM_LOAD_FAILED'],
      [new TokenizerError('o200k', new Error('offline')), 500, 'TOKENIZER_LOAD_FAILED'],
    ];
    for (const [error, status, code] of cases) {
      expect(errorBody(error)).toEqual({ status, body: { error: { code, message: error.message } } });
    }
  });

  it('HttpError keeps its status, code and headers', async () => {
    const r = errorResponse(new HttpError(405, 'METHOD_NOT_ALLOWED', 'm', { headers: { Allow: 'GET' } }));
    expect([r.status, r.headers.get('Allow')]).toEqual([405, 'GET']);
  });

  it('no error response from the Worker carries a stack frame', async () => {
    const responses = await Promise.all([
      call('/v1/compress', { json: { messages: [{ role: 'user', content: 5 }], budget: 50 } }),
      call('/v1/compress', { json: { messages, budget: 5 } }),
      call('/v1/conversations/x/context?budget=abc'),
    ]);
    for (const r of responses) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(await r.text()).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+/);
    }
  });
});
