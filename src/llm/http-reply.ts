/** @module llm/http-reply — reading a failed HTTP reply of an OpenAI-compatible server: whether to retry it, its message on one line, secrets blanked out. */

/**
 * Whether a failed HTTP status is worth another try: 408 (request timeout), 409 (conflict, e.g. a
 * lock timeout), 429 (rate limit) and any 5xx, as the official OpenAI client retries them. Other
 * 4xx (400, 401, 403, 404, 422 …) would fail the same way again.
 * @example
 * isRetryableStatus(503) // true; isRetryableStatus(408) // true; isRetryableStatus(401) // false
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

const MAX_SNIPPET = 200;

/** Collapse whitespace to single spaces and cut to the snippet length. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_SNIPPET ? `${flat.slice(0, MAX_SNIPPET - 3)}...` : flat;
}

/**
 * What a failed reply's body says, as `': <message>'` on one line ('' for an empty body): the JSON
 * `error.message` (or `error` / `detail` when a string), the `<title>` of an HTML error page (a
 * proxy's 502 page), else the start of the raw text, its whitespace collapsed.
 * @example
 * serverMessage('{"error":{"message":"bad key"}}') // ': bad key'
 * serverMessage('<html><head><title>502 Bad Gateway</title></head>…') // ': an HTML page "502 Bad Gateway"'
 */
export function serverMessage(text: string): string {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: an HTML page or plain text
  }
  const said = [json?.error?.message, json?.error, json?.detail, json?.message].find((m) => typeof m === 'string' && m.trim());
  if (said !== undefined) return `: ${oneLine(said)}`;
  if (/^\s*<(!doctype\s+html|html)[\s>]/i.test(text)) {
    const words = oneLine(withoutTags(titleOf(text) ?? ''));
    return words ? `: an HTML page "${words}"` : ': an HTML page';
  }
  const flat = oneLine(text);
  return flat ? `: ${flat}` : '';
}

/**
 * The inside of the page's first `<title…>…</title>` (any case), as `/<title[^>]*>([\s\S]*?)<\/title>/i`
 * captures it, by search: the regex read the rest of the page from each unclosed `<title` (quadratic).
 * @example
 * titleOf('<html><TITLE>502</title>') // '502'
 */
export function titleOf(text: string): string | undefined {
  // Only the first `<title` counts: a later one can close only where the first could have.
  const open = /<title/i.exec(text);
  if (!open) return undefined;
  const gt = text.indexOf('>', open.index + 6);
  if (gt < 0) return undefined;
  const close = /<\/title>/gi;
  close.lastIndex = gt + 1;
  const end = close.exec(text);
  return end ? text.slice(gt + 1, end.index) : undefined;
}

/**
 * `text` with each `<…>` tag replaced by a space, as `text.replace(/<[^>]*>/g, ' ')`, without reading
 * the rest of the text from each `<` that no `>` follows (quadratic).
 * @example
 * withoutTags('a<b>c') // 'a c'
 */
export function withoutTags(text: string): string {
  let out = '';
  let at = 0;
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', at)) {
    const gt = text.indexOf('>', lt + 1);
    if (gt < 0) break; // no later `<` is closed either
    out += `${text.slice(at, lt)} `;
    at = gt + 1;
  }
  return out + text.slice(at);
}

/**
 * A function that blanks every occurrence of the given secrets (API key, credential headers) out of
 * a text, so a server or runtime that echoes them cannot leak them into an error message.
 * Secrets shorter than 4 characters are left alone (blanking them would mangle ordinary words).
 * @example
 * const redact = redactor(['sk-secret']);
 * redact('Incorrect API key provided: Bearer sk-secret') // 'Incorrect API key provided: Bearer [redacted]'
 */
export function redactor(secrets: ReadonlyArray<string | undefined>): (text: string) => string {
  const list = [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  return (text) => list.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}
