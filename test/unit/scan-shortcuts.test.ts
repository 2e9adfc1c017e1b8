// The speed-ups over the whole text answer exactly what the per-word and per-unit regexes they replace answered.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectQueryType } from '../../src/budget/query-type.js';
import { unitLinks } from '../../src/extract/parents.js';
import { QUESTION_STOP_WORDS, queryOverlap } from '../../src/extract/query-overlap.js';
import { buildUnits, type Units } from '../../src/extract/units.js';
import { classify } from '../../src/cli/failure.js';
import { formatIssue } from '../../src/validate/format-issue.js';
import { InputError } from '../../src/errors.js';
import { codes } from '../../src/memory/summarize.js';
import { headingLeadIn } from '../../src/pins/context-words.js';
import { codeBlocks } from '../../src/text/code-blocks.js';
import { init } from '../../src/platform/node.js';
import { layoutPieces } from '../../src/text/layout.js';
import { lowercaseWords } from '../../src/text/lowercase-words.js';
import { stripThink } from '../../src/text/think.js';
import { joinLines, trimChars, trimEndChars } from '../../src/text/runs.js';
import { titleOf, withoutTags } from '../../src/llm/http-reply.js';
import { noteFields } from '../../src/strategies/llm/amem.js';
import { relationFields } from '../../src/strategies/llm/hybrid.js';
import { fencedBody } from '../../src/strategies/llm/parse-json.js';
import { factTokens } from '../../src/strategies/llm/quoted-items.js';
import { wordPart, wordStart } from '../../src/text/word-chars.js';
import type { Kernel } from '../../src/kernel/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

/** Pieces of text that trip case folding, word boundaries and surrogate pairs. */
const PIECES = ['Create', 'create', 'creating', 'Felix Alvarez', 'deliver', 'Delivery', 'KELVIN', '\u212a', 'ſtop', 'ΟΔΟΣ', 'İ', 'µs', '𐐀𐐨', '😀', "can't", 'well-known', 'x_y', 'a1', 'ab', ' ', ' ', '. ', '\n', '\n- ', '|', 'ß', 'Σ'];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((parts) => parts.join(''));

function unitsOf(texts: string[]): Units {
  const messages = texts.map((content, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content }));
  const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
  return buildUnits(layoutPieces(messages), kernel, measure);
}

describe('wordStart and wordPart', () => {
  it('match what the soft-overlap word pattern matches, for every code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      expect(wordStart(c)).toBe(/[a-z\u00C0-\u1FFF\u2070-\uFFFF]/i.test(ch));
      expect(wordPart(c)).toBe(/[a-z\u00C0-\u1FFF\u2070-\uFFFF'-]/i.test(ch));
    }
  });
});

describe('lowercaseWords', () => {
  it('finds exactly the asked words among the whole lowercase words of the text', () => {
    fc.assert(
      fc.property(text, fc.array(fc.constantFrom('create', 'deliver', 'ab', 'stop', 'known', 'well', 'felix', 'Create', 'a1', 'x'), { maxLength: 6 }), (t, asked) => {
        const all = new Set(t.match(/\b[a-z][a-z]+\b/g) ?? []);
        expect(lowercaseWords(t, asked)).toEqual(new Set(asked.filter((w) => all.has(w))));
      }),
      { numRuns: 300 },
    );
  });
});

describe('queryOverlap', () => {
  /** The stems matched in each unit's own text, as before the whole-text scan picked the units to look at. */
  function perUnit(units: Units, query: string, weight: number): Float32Array | undefined {
    const words = query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
    const stems = [...new Set(words.filter((w) => !QUESTION_STOP_WORDS.has(w) && w.length > 2).map((w) => w.slice(0, 5)))];
    if (stems.length === 0) return undefined;
    const re = new RegExp(`\\b(${stems.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
    const s = units.analysis.sentences;
    return Float32Array.from({ length: s.count }, (_, i) => weight * Math.min(3, new Set((units.text.slice(s.start[i], s.end[i]).match(re) ?? []).map((m) => m.toLowerCase())).size));
  }

  it('scores every unit as matching the stems in its own text does', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), fc.constantFrom('How is delivery creating ſtop?', 'kelvin ΟΔΟΣ 𐐨𐐨𐐨𐐨?', "Who can't stop well-known ab?"), (texts, query) => {
        const units = unitsOf(texts);
        expect(queryOverlap(units, query, 2)).toEqual(perUnit(units, query, 2));
      }),
      { numRuns: 150 },
    );
  });

  it('scores alike past 64 stems, where the stems are looked up rather than tried in one regex', () => {
    // Stems that are prefixes of others come first or last ('del' before 'deliv'): the first one in the query's order is the match.
    const filler = Array.from({ length: 70 }, (_, i) => `q${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`).join(' ');
    const queries = [
      `del cre How is delivery creating ſtop? kelvin ΟΔΟΣ 𐐨𐐨𐐨𐐨 Who can't stop well-known ab ßig ẞIG σςς µsec İst ${filler}`,
      `${filler} Delivery Deliv Kelvin \u212aelvin ſtop stop creat cre well-kno x_y 😀ab 𐐀𐐨x`,
    ];
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), fc.constantFrom(...queries), (texts, query) => {
        const units = unitsOf(texts);
        expect(queryOverlap(units, query, 2)).toEqual(perUnit(units, query, 2));
      }),
      { numRuns: 300 },
    );
  });
});

describe('unitLinks', () => {
  it('hands each caller its own arrays: a link one caller adds is not seen by the next', () => {
    const units = unitsOf(['I recommend:\n- Kafka for ingestion\n- Flink for processing']);
    const first = unitLinks(units);
    expect(Array.from(first.parents)).toEqual([-1, 0, 0]);
    first.parents[0] = 2;
    expect(Array.from(unitLinks(units).parents)).toEqual([-1, 0, 0]);
  });
});

// Scans that replaced a regex which went quadratic (or worse) on some inputs: the same answers, on strings of the characters those regexes turn on.
const over = (chars: string[], maxLength = 30) => fc.array(fc.constantFrom(...chars), { maxLength }).map((parts) => parts.join(''));

describe('codeBlocks', () => {
  it('finds the blocks, and their bodies, of /```[^\\n]*\\n([\\s\\S]*?)```/g', () => {
    const re = /```[^\n]*\n([\s\S]*?)```/g;
    fc.assert(
      fc.property(over(['`', '``', '```', '\n', 'a', ' ', '\r']), (s) => {
        const want = [...s.matchAll(re)].map((m) => ({ bodyStart: m.index + m[0].indexOf('\n') + 1, body: m[1] }));
        expect([...codeBlocks(s)]).toEqual(want);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('codes', () => {
  it('finds what /\\b(?=[A-Za-z0-9_-]*\\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+\\b/g finds', () => {
    const re = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+\b/g;
    fc.assert(
      fc.property(over(['a', 'B', '1', '9', '-', '-', '_', ' ', '.', 'é', 'QX']), (s) => {
        expect([...codes(s)]).toEqual([...s.matchAll(re)].map((m) => m[0]));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('headingLeadIn', () => {
  it('reads the heading that /^\\s*(?:#{1,6}\\s+(?<hash>[^\\n]+?)|(?<bold>\\*\\*[^*\\n]+\\*\\*|__[^_\\n]+__))\\s*:?\\s*$/ reads', () => {
    const re = /^\s*(?:#{1,6}\s+(?<hash>[^\n]+?)|(?<bold>\*\*[^*\n]+\*\*|__[^_\n]+__))\s*:?\s*$/;
    fc.assert(
      fc.property(over(['#', '##', '#######', ' ', '\t', '\n', '\u00a0', ':', '*', '**', '_', '__', 'a', 'Stage 1'], 16), (s) => {
        const m = re.exec(s);
        expect(headingLeadIn(s)).toBe(m ? (m.groups!.hash ?? m.groups!.bold) : undefined);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('stripThink', () => {
  /** stripThink as it was, with the line scan that read a line again for each block on it. */
  function before(text: string): string {
    let rest = text;
    for (let open = /^\s*<(think|thinking|reasoning)>/i.exec(rest); open; open = /^\s*<(think|thinking|reasoning)>/i.exec(rest)) {
      const end = blockEnd(rest, open[0].length, open[1]);
      if (end < 0) break;
      const body = rest.slice(end).trimStart();
      const newline = rest.slice(end).lastIndexOf('\n', rest.length - end - body.length);
      rest = newline < 0 || body === '' ? body : rest.slice(end).slice(newline + 1);
    }
    return rest;
  }
  function blockEnd(text: string, from: number, name: string): number {
    const close = new RegExp(`</${name}>`, 'gi');
    let fence = '';
    for (let at = from; at <= text.length; ) {
      const nl = text.indexOf('\n', at);
      const line = text.slice(at, nl < 0 ? text.length : nl);
      const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = '';
      } else if (f) fence = f[1];
      else {
        const spans: Array<[number, number]> = [];
        const run = /`+/g;
        let open: RegExpExecArray | null = null;
        for (let m = run.exec(line); m; m = run.exec(line)) {
          if (!open) open = m;
          else if (m[0].length === open[0].length) (spans.push([open.index, m.index + m[0].length]), (open = null));
        }
        close.lastIndex = 0;
        for (let m = close.exec(line); m; m = close.exec(line)) if (!spans.some(([a, b]) => m!.index >= a && m!.index < b)) return at + m.index + m[0].length;
      }
      if (nl < 0) break;
      at = nl + 1;
    }
    return text.trimEnd().slice(-name.length - 3).toLowerCase() === `</${name.toLowerCase()}>` ? text.length : -1;
  }

  it('strips what it stripped before the scan for code spans went lazy', () => {
    const pieces = ['<think>', '</think>', '<THINK>', '</Think>', '<thinking>', '</thinking>', '<reasoning>', '</reasoning>', '`', '``', '```', '\n```\n', '~~~', '\n', ' ', '   ', '\t', 'a'];
    fc.assert(
      fc.property(fc.boolean(), over(pieces, 16), (opens, s) => {
        const text = (opens ? '<think>' : '') + s;
        expect(stripThink(text)).toBe(before(text));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('detectQueryType', () => {
  it("types a query as it did when the code pattern read runs (\\w+\\(\\), [a-z]+_[a-z]+, [a-z]+[A-Z][a-z]+) rather than one letter around '()', '_' or a capital", () => {
    const code = /(```|\b(function|class|method|implement|refactor|code|compile|typescript|javascript|python|rust|regex|api|endpoint|variable|import|module|snippet|unit test)\b|\w+\(\)|[a-z]+_[a-z]+|[a-z]+[A-Z][a-z]+)/;
    fc.assert(
      fc.property(over(['a', 'b', 'B', 'Z', '_', '(', ')', '()', '1', ' ', 'é', '\n', 'why ', 'bug ']), (s) => {
        const type = detectQueryType(s);
        // The code test runs after debug: for the rest, 'code' exactly when the old pattern matched.
        if (type !== 'debug') expect(type === 'code').toBe(code.test(s));
      }),
      { numRuns: 5000 },
    );
  });
});

/** Texts built from the pieces the LLM-reply regexes look for, with the runs that made them backtrack. */
const replyText = (pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''));
const SPACES = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\ufeff', 'a', 'é', '😀'];

describe('one-pass forms of the LLM-reply regexes', () => {
  it("joinLines replaces what /\\s*\\n\\s*/g replaced", () => {
    fc.assert(fc.property(replyText(SPACES), (t) => {
      expect(joinLines(t)).toBe(t.replace(/\s*\n\s*/g, ' '));
    }), { numRuns: 1000 });
  });

  it("trimChars and trimEndChars cut what /^[\"'“”‘’]+|[\"'“”‘’]+$/g and /[.,:/-]+$/ cut", () => {
    const marks = replyText(['"', "'", '“', '”', '‘', '’', ' ', 'a', 'ship', '😀', '.', ',', ':', '/', '-', '1']);
    fc.assert(
      fc.property(marks, (t) => {
        expect(trimChars(t, `"'“”‘’`)).toBe(t.replace(/^["'“”‘’]+|["'“”‘’]+$/g, ''));
        expect(trimEndChars(t, '.,:/-')).toBe(t.replace(/[.,:/-]+$/, ''));
      }),
      { numRuns: 1000 },
    );
  });

  it('factTokens finds the tokens of /[\\p{L}\\p{N}$€£.,:/-]*\\d[\\p{L}\\p{N}$€£.,:/-]*/gu, trailing punctuation cut', () => {
    const old = (t: string) =>
      [...new Set((t.toLowerCase().match(/[\p{L}\p{N}$€£.,:/-]*\d[\p{L}\p{N}$€£.,:/-]*/gu) ?? []).map((w) => w.replace(/[.,:/-]+$/, '')))].sort().join(' ');
    const t = replyText(['45', 'units', 'May', ' ', '.', ',', ':', '/', '-', '$', '€', '£', '٣', '²', 'İ', '😀', '𝟙', 'a', '\n', '!']);
    fc.assert(fc.property(t, (s) => {
      expect(factTokens(s)).toBe(old(s));
    }), { numRuns: 1000 });
  });

  it('fencedBody reads the body of /```(?:json)?\\s*([\\s\\S]*?)```/i', () => {
    const t = replyText(['```', '`', '``', 'json', 'JSON', 'Json', 'jso', 'n', ' ', '\n', '\u2028', '\u00a0', '{"a":1}', 'x', '😀']);
    fc.assert(fc.property(t, (s) => {
      expect(fencedBody(s)).toBe(/```(?:json)?\s*([\s\S]*?)```/i.exec(s)?.[1]);
    }), { numRuns: 2000 });
  });

  it('noteFields captures what /^- (.+?) \\[keywords: (.*?)\\] \\[tags: (.*?)\\]\\s*$/ captures', () => {
    const t = replyText(['- ', '-', ' ', ' [keywords: ', '[keywords: ', '] [tags: ', '] [tags:', ']', '[', 'a', 'b, c', '\r', '\u2028', '\t', '\u00a0', '😀']);
    fc.assert(
      fc.property(t, (s) => {
        const m = /^- (.+?) \[keywords: (.*?)\] \[tags: (.*?)\]\s*$/.exec(s);
        expect(noteFields(s)).toEqual(m ? [m[1], m[2], m[3]] : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('relationFields captures what /^- (.+?) -\\[(.+?)\\]-> (.+)$/ captures', () => {
    const t = replyText(['- ', '-', ' ', ' -[', '-[', '[', ']-> ', ']->', ']', '>', 'a', 'Bo', '\r', '\u2029', '\n', '😀']);
    fc.assert(
      fc.property(t, (s) => {
        const m = /^- (.+?) -\[(.+?)\]-> (.+)$/.exec(s);
        expect(relationFields(s)).toEqual(m ? [m[1], m[2], m[3]] : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('titleOf and withoutTags read what /<title[^>]*>([\\s\\S]*?)<\\/title>/i and /<[^>]*>/g read', () => {
    const t = replyText(['<title', '<TITLE', '<Title', '>', '<', '</title>', '</TITLE>', '</title', ' id="x"', '502', ' ', '\n', '<b>', 'a', 'İ', 'K']);
    fc.assert(
      fc.property(t, (s) => {
        expect(titleOf(s)).toBe(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(s)?.[1]);
        expect(withoutTags(s)).toBe(s.replace(/<[^>]*>/g, ' '));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('one-line error messages', () => {
  const old = (t: string) => t.replace(/\s*\n\s*/g, ' ');

  it('classify puts a message on one line as /\\s*\\n\\s*/g and trim did', () => {
    fc.assert(fc.property(replyText(SPACES), (t) => {
      expect(classify(new InputError(t)).message).toBe(old(t).trim());
      expect(classify(new Error(t)).message).toBe(`internal error: ${old(t).trim()}`);
    }), { numRuns: 1000 });
  });

  it('formatIssue puts an issue on one line as /\\s*\\n\\s*/g did', () => {
    fc.assert(fc.property(replyText(SPACES), (t) => {
      expect(formatIssue('options', { code: 'custom', path: ['budget'], message: t, input: 1 })).toBe(`options.budget: ${old(t)}`);
    }), { numRuns: 1000 });
  });
});
