/** @module worker/auth — Bearer-token check against the PITH_TOKEN secret in constant time. */

import { HttpError } from './errors.js';

const encoder = new TextEncoder();

/** Runtime extension of workerd: `crypto.subtle.timingSafeEqual(a, b)` for equal-length buffers. */
type TimingSafeSubtle = SubtleCrypto & { timingSafeEqual?: (a: BufferSource, b: BufferSource) => boolean };

/**
 * Compare two strings in time that depends on neither their contents nor their lengths: both are
 * hashed to 32 bytes first, then compared with workerd's `timingSafeEqual` (or an XOR loop elsewhere).
 * @example
 * await constantTimeEqual('secret', 'secret') // true
 */
export async function constantTimeEqual(a: string, b: string): Promise<boolean> {
  const [da, db] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(a)),
    crypto.subtle.digest('SHA-256', encoder.encode(b)),
  ]);
  const subtle = crypto.subtle as TimingSafeSubtle;
  if (typeof subtle.timingSafeEqual === 'function') return subtle.timingSafeEqual(da, db);
  const x = new Uint8Array(da);
  const y = new Uint8Array(db);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ y[i];
  return diff === 0;
}

/**
 * Require `Authorization: Bearer <PITH_TOKEN>`. Throws 401 when it is missing or wrong, and 503
 * when the secret is not configured (the Worker fails closed, never open).
 * @example
 * await requireBearer(request, env.PITH_TOKEN);
 */
export async function requireBearer(request: Request, token: string | undefined): Promise<void> {
  if (!token) {
    throw new HttpError(503, 'NOT_CONFIGURED', 'expected the PITH_TOKEN secret to be set, found none');
  }
  const challenge = { headers: { 'WWW-Authenticate': 'Bearer realm="pith"' } };
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  if (!match) {
    const found = !header
      ? 'no Authorization header'
      : /^Bearer\s*$/i.test(header)
        ? 'a Bearer header with no token'
        : /^Bearer\s/i.test(header)
          ? 'a Bearer header that is not one token after a space'
          : 'another scheme';
    const message = `expected "Authorization: Bearer <token>", found ${found}`;
    throw new HttpError(401, 'UNAUTHORIZED', message, challenge);
  }
  if (!(await constantTimeEqual(match[1], token))) {
    throw new HttpError(401, 'UNAUTHORIZED', 'expected a valid bearer token, found a wrong one', challenge);
  }
}
