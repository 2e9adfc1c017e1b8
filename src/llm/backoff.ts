/** @module llm/backoff — deterministic retry delays, Retry-After parsing and an abortable sleep. */

/**
 * Delay before retry number `retry` (1-based): `baseMs · 2^(retry-1)`, capped at `maxMs`. No jitter,
 * so a replay waits the same.
 * @example
 * backoffDelay(1, 500, 8000) // 500; backoffDelay(3, 500, 8000) // 2000
 */
export function backoffDelay(retry: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
}

/**
 * Milliseconds a server asked to wait: `retry-after-ms`, else `retry-after` as seconds or an HTTP
 * date; `undefined` when absent or unreadable.
 * @example
 * retryAfterMs(new Headers({ 'retry-after': '2' })) // 2000
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Wait `ms`, rejecting with the signal's reason as soon as `signal` aborts.
 * @example
 * await sleep(250, controller.signal);
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
