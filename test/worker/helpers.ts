/** @module test/worker/helpers — requests against the real Worker inside workerd. */
import { exports } from 'cloudflare:workers';

/** The token vitest.workers.config.ts binds as PITH_TOKEN. */
export const TOKEN = 'test-token-0123456789';
export const BASE = 'https://pith.test';

/** Call the Worker with the bearer token (unless `auth: false`) and a JSON body when `json` is given. */
export function call(
  path: string,
  init: RequestInit & { json?: unknown; auth?: boolean | string } = {},
): Promise<Response> {
  const { json, auth = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (auth) headers.set('Authorization', `Bearer ${auth === true ? TOKEN : auth}`);
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    rest.body = JSON.stringify(json);
    rest.method ??= 'POST';
  }
  return exports.default.fetch(`${BASE}${path}`, { ...rest, headers });
}

/** The `{ error: { code, message } }` body of an error response, checked for that exact shape. */
export async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  if (Object.keys(body).join() !== 'error' || Object.keys(body.error).sort().join() !== 'code,message') {
    throw new Error(`expected { error: { code, message } }, found ${JSON.stringify(body)}`);
  }
  return body.error;
}

/** A fresh conversation id per test, so tests never share a Durable Object. */
export const newId = (() => {
  let n = 0;
  return (label: string) => `${label}-${Date.now().toString(36)}-${n++}`;
})();
