/** @module test/worker/cors — CORS per origin from ALLOWED_ORIGINS, preflight included, in real workerd. */
import { describe, expect, it } from 'vitest';
import { checkOrigin, parseAllowedOrigins } from '../../src/worker/cors.js';
import { call, errorOf } from './helpers.js';

const ALLOWED = 'https://widget.example'; // listed in vitest.workers.config.ts
const DENIED = 'https://evil.example';
const preflightHeaders = (origin: string) => ({
  Origin: origin,
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'authorization, content-type',
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin with 204 and no token', async () => {
    const r = await call('/v1/compress', { method: 'OPTIONS', auth: false, headers: preflightHeaders(ALLOWED) });
    expect(r.status).toBe(204);
    expect(r.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
    expect(r.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, DELETE, OPTIONS');
    expect(r.headers.get('Access-Control-Allow-Headers')).toBe('Authorization, Content-Type');
    expect(r.headers.get('Vary')).toBe('Origin');
  });

  it('refuses a preflight from an origin not listed with 403', async () => {
    const r = await call('/v1/compress', { method: 'OPTIONS', auth: false, headers: preflightHeaders(DENIED) });
    expect(r.status).toBe(403);
    expect(r.headers.get('Access-Control-Allow-Origin')).toBe(null);
    expect(await errorOf(r)).toEqual({
      code: 'FORBIDDEN_ORIGIN',
      message: 'expected an origin listed in ALLOWED_ORIGINS, found "https://evil.example"',
    });
  });

  it('an allowed origin gets its own origin back on success and on errors', async () => {
    const ok = await call('/v1/compress', {
      json: { messages: [{ role: 'user', content: 'Ship 45 units.' }], budget: 100 },
      headers: { Origin: 'https://app.example' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    const unauthorized = await call('/v1/compress', { method: 'POST', auth: false, headers: { Origin: ALLOWED } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
  });

  it('a request from a denied origin is refused even with a valid token', async () => {
    const r = await call('/v1/compress', {
      json: { messages: [{ role: 'user', content: 'hi' }], budget: 100 },
      headers: { Origin: DENIED },
    });
    expect(r.status).toBe(403);
    expect(r.headers.get('Access-Control-Allow-Origin')).toBe(null);
  });

  it('requests without an Origin (servers) carry no CORS headers', async () => {
    const r = await call('/v1/compress', { json: { messages: [{ role: 'user', content: 'hi' }], budget: 100 } });
    expect(r.status).toBe(200);
    expect(r.headers.get('Access-Control-Allow-Origin')).toBe(null);
  });

  it('parses lists and the wildcard', () => {
    expect(parseAllowedOrigins(' https://a.example/ ,https://b.example,, ')).toEqual(['https://a.example', 'https://b.example']);
    expect(parseAllowedOrigins('https://a.example,*')).toBe('*');
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    const any = checkOrigin(new Request('https://x/', { headers: { Origin: DENIED } }), '*');
    expect(any.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(() => checkOrigin(new Request('https://x/', { headers: { Origin: DENIED } }), '')).toThrow(/ALLOWED_ORIGINS/);
  });
});
