// Message-level helpers: reasoning stripping, parts, tool-call groups, phrase replacement, line lookups.
import { describe, expect, it } from 'vitest';
import { replacePhrases } from '../../src/extract/phrases.js';
import { datedHeader, lineIndent, renderPieces } from '../../src/extract/render.js';
import { oracle } from '../../src/kernel/oracle/index.js';
import { compress } from '../../src/platform/node.js';
import fc from 'fast-check';
import { expandToGroups, groupIds } from '../../src/text/groups.js';
import { LineIndex } from '../../src/text/line-index.js';
import { otherPartCount, plainText, textPieces, withTexts } from '../../src/text/parts.js';
import { stripThink, withoutThink } from '../../src/text/think.js';
import type { Message } from '../../src/types.js';
import { unitsOf } from '../fixtures/units-of.js';

describe('stripThink', () => {
  it('removes the reasoning blocks a text opens with', () => {
    expect(stripThink('<think>plan A\nplan B</think>\nAnswer: 42')).toBe('Answer: 42');
    expect(stripThink('  <THINKING>a</THINKING><reasoning>b</reasoning>\nC')).toBe('C');
    // A closing tag quoted in the reasoning's code does not end it.
    expect(stripThink('<think>use `</think>` or\n```\n</think>\n```\nreal</think> Done.')).toBe('Done.');
    // A reasoning part wrapped whole (AI SDK) goes even when its code is unbalanced.
    expect(stripThink('<think>```py\nx = 1</think>')).toBe('');
    expect(stripThink('no tags here')).toBe('no tags here');
  });

  it('keeps the indentation of the line after the reasoning (an indented code fence), dropping blank lines only', () => {
    // trimStart() took the fence's three spaces: its code lines then read as indented by three more.
    expect(stripThink('<think>hmm</think>\n\n   ```bash\n   npm ci\n   ```')).toBe('   ```bash\n   npm ci\n   ```');
    expect(stripThink('<think>hmm</think>\r\n\t- item')).toBe('\t- item');
    expect(stripThink('<think>hmm</think>   Answer')).toBe('Answer');
    expect(stripThink('<think>hmm</think>\n  ')).toBe('');
  });

  it('keeps a tag that prose or code mentions, and a block never closed', () => {
    const prose = "R1 wraps its reasoning in a <think> tag. Strip it like this:\n\n```python\nclean = re.sub(r'<think>.*?</think>', '', text)\n```\n\nThe invoice INV-2024-0042 is unrelated.";
    expect(stripThink(prose)).toBe(prose);
    const dangling = 'Put scratch work inside <thinking> tags. Send order AB-7781 to ops@acme.io by 14:30, under $600.';
    expect(stripThink(dangling)).toBe(dangling);
    expect(stripThink('Answer first <thinking>and then a dangling thought')).toBe('Answer first <thinking>and then a dangling thought');
    expect(stripThink('<think> is the tag R1 opens with.')).toBe('<think> is the tag R1 opens with.');
  });

  it('strips text parts too, removing a part left empty (AI SDK reasoning arrives as one)', () => {
    const m: Message = { role: 'assistant', content: [{ type: 'text', text: '<think>long thought</think>' }, { type: 'image', image: 'x' }, { type: 'text', text: 'Yes.' }] };
    expect(withoutThink(m).content).toEqual([{ type: 'image', image: 'x' }, { type: 'text', text: 'Yes.' }]);
    const plain: Message = { role: 'assistant', content: [{ type: 'text', text: 'Yes.' }] };
    expect(withoutThink(plain)).toBe(plain);
  });
});

describe('parts', () => {
  const m: Message = {
    role: 'user',
    content: [{ type: 'text', text: 'look at this' }, { type: 'image_url', image_url: { url: 'data:x' } }, { type: 'text', text: 'and this' }],
  };
  it('reads text pieces and counts other parts', () => {
    expect(textPieces(m, 3).map((p) => [p.message, p.part, p.text])).toEqual([[3, 0, 'look at this'], [3, 2, 'and this']]);
    expect(otherPartCount(m)).toBe(1);
    expect(plainText(m)).toBe('look at this\nand this');
  });
  it('rebuilds content, dropping emptied text parts and optionally other parts', () => {
    const c = withTexts(m.content, new Map([[0, 'look'], [2, '']]), true);
    expect(c).toEqual([{ type: 'text', text: 'look' }, { type: 'image_url', image_url: { url: 'data:x' } }]);
    expect(withTexts(m.content, new Map(), false)).toEqual([{ type: 'text', text: 'look at this' }, { type: 'text', text: 'and this' }]);
    expect(withTexts('abc', new Map([[-1, 'a']]), true)).toBe('a');
    // A part empty as given stays: only parts the compression emptied go.
    expect(withTexts([{ type: 'text', text: '' }], new Map([[0, '']]), true)).toEqual([{ type: 'text', text: '' }]);
  });
});

describe('groupIds', () => {
  it('keeps a tool call with its results and nothing else', () => {
    const msgs: Message[] = [
      { role: 'user', content: 'weather?' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'a', type: 'function', function: { name: 'w', arguments: '{}' } }, { id: 'b' }] },
      { role: 'tool', content: 'sunny', tool_call_id: 'a' },
      { role: 'tool', content: 'rain', tool_call_id: 'b' },
      { role: 'tool', content: 'orphan', tool_call_id: 'zzz' },
      { role: 'assistant', content: 'Sunny and rain.' },
    ];
    expect(Array.from(groupIds(msgs))).toEqual([0, 1, 1, 1, 2, 3]);
    expect([...expandToGroups(new Set([3]), groupIds(msgs))].sort()).toEqual([1, 2, 3]);
  });
});

describe('replacePhrases', () => {
  it('shortens wordy phrases, any case', () => {
    expect(replacePhrases('We did this in order to save time.')).toBe('We did this to save time.');
    expect(replacePhrases('Due to the fact that it rained, we stayed.')).toBe('because it rained, we stayed.');
    expect(replacePhrases('Nothing to replace.')).toBe('Nothing to replace.');
  });
});

describe('dated headers', () => {
  it('finds a bracketed header with a digit at the start only', () => {
    expect(datedHeader('[Session 2 — Sun 12 Apr 2026, 20:34] We did it.')).toBe('[Session 2 — Sun 12 Apr 2026, 20:34]');
    expect(datedHeader('[note] no digits here')).toBeUndefined();
    expect(datedHeader('We met [on 3 May].')).toBeUndefined();
  });

  it('stays with a kept sentence of its message when the first sentence is dropped', async () => {
    const filler = 'The weather was grey and the train was slow, so nothing much happened on the way to the office today.';
    const messages = [
      { role: 'system' as const, content: 'You are a helpful assistant.' },
      ...Array.from({ length: 6 }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant', content: `${filler} Item ${i} was fine.` })),
      { role: 'user' as const, content: `[Session 2 — Sun 12 Apr 2026, 20:34] ${filler} We brought Waffles the terrier home yesterday.` },
      ...Array.from({ length: 6 }, (_, i) => ({ role: (i % 2 ? 'user' : 'assistant') as 'user' | 'assistant', content: `${filler} Point ${i} stands.` })),
    ];
    const { messages: out } = await compress(messages, { budget: 160, query: 'When did Waffles the terrier come home?' });
    const text = out.map((m) => String(m.content)).join('\n');
    expect(text).toContain('We brought Waffles the terrier home yesterday.');
    expect(text).not.toContain(`[Session 2 — Sun 12 Apr 2026, 20:34] ${filler}`);
    expect(text).toContain('[Session 2 — Sun 12 Apr 2026, 20:34] We brought Waffles');
  });
});

describe('rendering kept units', () => {
  const yaml = 'The config we settled on:\n\n    server:\n      port: 8080\n      host: db-03\n    retries: 3\n\nThat is all.';
  const render = (content: string, keep: number[]) => {
    const units = unitsOf(oracle, [{ role: 'user', content }]);
    const mask = new Uint8Array(units.analysis.sentences.count);
    for (const i of keep) mask[i] = 1;
    return renderPieces(units, { mask })[0];
  };

  it('keeps the indentation of a unit that starts a line (indented code, YAML, nested lists)', () => {
    expect(render(yaml, [1, 3, 4])).toBe('    server:\n      host: db-03\n    retries: 3');
    expect(render(yaml, [0, 2, 5])).toBe('The config we settled on:\n\n      port: 8080\n\nThat is all.');
    expect(render('Steps:\n- build\n  - lint\n\tcompile it\n  - test', [0, 2])).toBe('Steps:\n  - lint\n\tcompile it');
  });

  it('keeps a dated header on its own line above a kept unit that starts a later line (an indented code fence)', () => {
    // It was glued on: "[Session …] ```bash" lost the fence's indentation and was no fence any more.
    const text = '[Session 2 — Sun 12 Apr 2026, 20:34] Chatter here.\n   ```bash\n   npm ci\n   ```\nMore.';
    expect(render(text, [1])).toBe('[Session 2 — Sun 12 Apr 2026, 20:34]\n   ```bash\n   npm ci\n   ```');
    expect(render('[Session 2 — Sun 12 Apr 2026, 20:34] Chatter here. Kept one.', [1])).toBe('[Session 2 — Sun 12 Apr 2026, 20:34] Kept one.');
  });

  it('keeps a paragraph break whose blank line holds spaces or a CR (whitespace-only lines, CRLF text)', () => {
    // Collapsed to one line break, "Some text." and "---" became a heading.
    expect(render('Para one. Dropped.\r\n\r\nPara two.', [0, 2])).toBe('Para one.\n\nPara two.');
    expect(render('Some text. Dropped.\n \t\n---\n', [0, 2])).toBe('Some text.\n\n---');
    expect(render('Line one. Dropped.\r\nLine two.', [0, 2])).toBe('Line one.\nLine two.');
  });

  it('adds no indentation inside a line', () => {
    expect(render('    One sentence here. Another one there.\n    Last line.', [1, 2])).toBe('Another one there.\n    Last line.');
    expect(lineIndent('a:\n    b: 1', 0, 7)).toBe('    ');
    expect(lineIndent('a: x  b', 0, 6)).toBe('');
    expect(lineIndent('  x', 0, 2)).toBe('  ');
  });

  it('keeps the indentation of non-fenced code through compress', async () => {
    const filler = 'The weather was grey and the train was slow, so nothing much happened on the way to the office today.';
    const code = 'Here is the retry helper we agreed on:\n\n    def fetch_order(order_id):\n        for attempt in range(3):\n            resp = client.get(order_id)\n            if resp.ok:\n                return resp.json()\n        raise OrderError(order_id)\n\nSome more chatter about the weather and lunch plans that nobody needs.';
    const messages: Message[] = [
      { role: 'system', content: 'You are a helpful assistant.' },
      ...Array.from({ length: 6 }, (_, i): Message => ({ role: i % 2 ? 'assistant' : 'user', content: `${filler} Item ${i} was fine.` })),
      { role: 'user', content: code },
      ...Array.from({ length: 4 }, (_, i): Message => ({ role: i % 2 ? 'user' : 'assistant', content: `${filler} Point ${i} stands.` })),
    ];
    const { messages: out } = await compress(messages, { budget: 260, strategy: 'extractive', query: 'How does fetch_order retry the order request?' });
    const lines = out.map((m) => String(m.content)).join('\n').split('\n');
    // Every code line that survives is the original line, indentation included.
    const kept = code.split('\n').filter((l) => l.startsWith('    ') && lines.some((o) => o.trim() === l.trim()));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    for (const l of kept) expect(lines).toContain(l);
  });
});

describe('capitalisedRun', () => {
  it('matches runs of capitalised words in Latin scripts, whole words only', async () => {
    const { capitalisedRun } = await import('../../src/text/latin-letters.js');
    const re = new RegExp(capitalisedRun(), 'g');
    const runs = (t: string) => t.match(re) ?? [];
    expect(runs('the van from Atlântico Shuttles seats 8')).toEqual(['Atlântico Shuttles']);
    expect(runs('ask Émile Durand or Anna Łukasiewicz')).toEqual(['Émile Durand', 'Anna Łukasiewicz']);
    expect(runs('xTannery Court and the McKinsey report')).toEqual([]);
  });
});

describe('joinTexts', () => {
  it('joins texts by newlines and gives each one its span', async () => {
    const { joinTexts } = await import('../../src/kernel/joined-texts.js');
    const { text, starts, ends } = joinTexts(['luggage', '', 'bags']);
    expect(text).toBe('luggage\n\nbags');
    expect(Array.from(starts, (s, i) => text.slice(s, ends[i]))).toEqual(['luggage', '', 'bags']);
  });
});

describe('LineIndex', () => {
  it('answers as lastIndexOf and indexOf of a newline do, at every position', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ab\n]{0,40}$/), (text) => {
        const lines = new LineIndex(text);
        for (let at = 1; at <= text.length; at++) {
          expect(lines.lineStart(at)).toBe(text.lastIndexOf('\n', at - 1) + 1);
          expect(lines.nextNewline(at)).toBe(text.indexOf('\n', at));
        }
        expect(lines.lineStart(0)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
