// localFetch: fetch from the local workerd, retried once when the socket was closed under the write (a reused keep-alive connection).

/** Socket errors that mean the request never reached the server: the connection was closed before it was written. */
const UNSENT = new Set(['EPIPE', 'ECONNRESET']);

/**
 * `fetch`, tried a second time when the first attempt failed because the connection it reused had
 * been closed by the server (`fetch failed` caused by EPIPE or ECONNRESET, seen under load on 2
 * cores); any other failure, and any HTTP answer, is returned or thrown as it is.
 * @example
 * const r = await localFetch(new URL('/v1/compress', w.url), { method: 'POST', body: '{}' });
 */
export async function localFetch(url: URL | string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const code = ((e as Error).cause as { code?: string } | undefined)?.code;
    if (!(e instanceof TypeError) || !code || !UNSENT.has(code)) throw e;
    return fetch(url, init);
  }
}
