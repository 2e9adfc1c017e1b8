/** @module text/stem-finder — the matches of many escaped stems in a text, as one case-insensitive regex of them finds them, in linear time. */

/** Finds the matches of some alternatives in a text: `[...text.matchAll(regex)]`, or matches found alike. */
export type StemFinder = (text: string) => Array<{ 0: string; index: number }>;

/**
 * Up to this many stems, one regex of them all finds them. Past it that regex costs the text's
 * length times the stems (case-insensitive alternatives are tried one by one at each position: a
 * query of 100,000 characters took 18 s on a text as long), and the stems are looked up instead.
 */
const ONE_REGEX_STEMS = 64;

/**
 * The matches of `new RegExp(`${boundary ? '\\b' : ''}(${stems.join('|')})`, 'giu')`, stems being
 * escaped, in text order. Past {@link ONE_REGEX_STEMS}, each position looks up the stems of the
 * case-folded text that starts there (query stems have few lengths, and a character matches only
 * characters of its length and fold) and tries those alone, in the stems' order: the first that
 * matches is the regex's match.
 * @example
 * stemFinder(['deliv', 'due'], true)('Delivery is due.').map((m) => m[0]) // ['Deliv', 'due']
 */
export function stemFinder(stems: readonly string[], boundary: boolean): StemFinder {
  const b = boundary ? '\\b' : '';
  if (stems.length <= ONE_REGEX_STEMS) {
    const re = new RegExp(`${b}(${stems.join('|')})`, 'giu');
    return (text) => [...text.matchAll(re)];
  }
  const byFold = new Map<string, number[]>();
  const firsts = new Set<string>();
  const lengths = new Set<number>();
  stems.forEach((stem, k) => {
    const plain = stem.replace(/\\(.)/g, '$1');
    const key = fold(plain);
    (byFold.get(key) ?? byFold.set(key, []).get(key)!).push(k);
    firsts.add(fold(String.fromCodePoint(plain.codePointAt(0)!)));
    lengths.add(plain.length);
  });
  const sticky = stems.map((stem) => new RegExp(`${b}(?:${stem})`, 'iuy'));
  return (text) => {
    const out: Array<{ 0: string; index: number }> = [];
    const tried: number[] = [];
    for (let at = 0; at < text.length; ) {
      const c = text.codePointAt(at)!;
      const step = c > 0xffff ? 2 : 1;
      let end = -1;
      if (firsts.has(fold(String.fromCodePoint(c)))) {
        tried.length = 0;
        for (const n of lengths) if (at + n <= text.length) tried.push(...(byFold.get(fold(text.slice(at, at + n))) ?? []));
        tried.sort((x, y) => x - y);
        for (const k of tried) {
          sticky[k].lastIndex = at;
          if (sticky[k].test(text)) {
            end = sticky[k].lastIndex;
            break;
          }
        }
      }
      if (end > at) out.push({ 0: text.slice(at, end), index: at });
      at = end > at ? end : at + step;
    }
    return out;
  };
}

const FOLDS = new Map<string, string>();

/**
 * One form for characters that a case-insensitive unicode regex matches to each other (checked over
 * all code points: each pair has one length and one form), shared by a few that it does not.
 */
function fold(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (code < 0x80) out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
    else {
      let f = FOLDS.get(c);
      if (f === undefined) FOLDS.set(c, (f = c.toLowerCase().toUpperCase().toLowerCase()));
      out += f;
    }
  }
  return out;
}
