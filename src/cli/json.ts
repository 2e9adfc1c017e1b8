/** @module cli/json — JSON.parse with one-line errors that say line and column. */

import { InputError } from '../platform/node.js';
import { joinLines } from '../text/runs.js';

/**
 * Offset of the first syntax error in `text`, or -1 if it parses. Used when V8's message
 * carries no position ("Unexpected token 'x', "…" is not valid JSON").
 * @example
 * locateJsonError('[1, @]') // 4
 */
export function locateJsonError(text: string): number {
  let i = 0;
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const fail = (): never => {
    throw i;
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const literal = (word: string): void => {
    if (!text.startsWith(word, i)) fail();
    i += word.length;
  };
  const string = (): void => {
    i++;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') return void i++;
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail();
      } else if (c < ' ') fail();
      else i++;
    }
    fail();
  };
  const sequence = (close: string, item: () => void): void => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      sequence('}', () => {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    } else if (c === '[') sequence(']', value);
    else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) fail();
      i = NUMBER.lastIndex;
    }
  };
  try {
    value();
    ws();
    return i < text.length ? i : -1;
  } catch (at) {
    // Absurdly deep nesting overflows the stack: report no position rather than crash.
    return typeof at === 'number' ? at : -1;
  }
}

/**
 * Line (1-based, counted from `firstLine`) and column (1-based) of an offset.
 * @example
 * lineColumn('a\nbc', 3) // { line: 2, column: 2 }
 */
export function lineColumn(text: string, offset: number, firstLine = 1): { line: number; column: number } {
  let line = firstLine;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Parse JSON or throw an {@link InputError} on one line:
 * `malformed JSON at line 2, column 19: Expected ',' or '}' after property value`.
 * @example
 * parseJson('{"a": 1}') // { a: 1 }
 * parseJson('[1,', 7) // InputError: malformed JSON at line 7, column 4: Unexpected end of JSON input
 */
export function parseJson(text: string, firstLine = 1): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    const v8 = cause instanceof Error ? cause.message : String(cause);
    const at = / in JSON at position (\d+)/.exec(v8);
    let offset: number;
    let reason: string;
    if (at) {
      offset = Number(at[1]);
      reason = v8.slice(0, at.index);
    } else if (/Unexpected end of JSON input/.test(v8)) {
      // Point at the last real character, not past a trailing newline.
      offset = text.trimEnd().length;
      reason = 'Unexpected end of JSON input';
    } else {
      offset = locateJsonError(text);
      // V8's snippet may span lines; name the offending character instead.
      reason = offset >= 0 && offset < text.length ? `Unexpected ${JSON.stringify(text[offset])}` : v8;
    }
    const where = offset >= 0 ? lineColumn(text, offset, firstLine) : undefined;
    const place = where ? ` at line ${where.line}, column ${where.column}` : '';
    throw new InputError(`malformed JSON${place}: ${joinLines(reason)}`, { cause });
  }
}
