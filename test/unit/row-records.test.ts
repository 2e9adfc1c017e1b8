// Table rows as compact records: the text of a record, and when pith writes one.
import { describe, expect, it } from 'vitest';
import { compress } from '../../src/platform/node.js';
import { rowRecord } from '../../src/text/table-row.js';
import type { Message } from '../../src/types.js';

describe('rowRecord', () => {
  it('writes a row as first cell: other cells, without padding or emphasis', () => {
    expect(rowRecord('| Storage | Delta Lake on S3 | ACID, time travel |')).toBe('Storage: Delta Lake on S3 | ACID, time travel');
    expect(rowRecord('  | **Total** |  `$35K`  |')).toBe('Total: $35K');
  });
  it('keeps marks that do not wrap a whole cell, so names and paths stay as written', () => {
    expect(rowRecord('| Entry | __init__.py |')).toBe('Entry: __init__.py');
    expect(rowRecord('| **Kafka** (3 brokers) | `a` and `b` |')).toBe('**Kafka** (3 brokers): `a` and `b`');
  });
  it('leaves a row with an escaped pipe as written (its cells cannot be told apart safely)', () => {
    expect(rowRecord('| Pattern | a\\|b |')).toBeUndefined();
  });
  it('gives nothing for a rule row, a one-cell row or prose', () => {
    expect(rowRecord('|---|---|')).toBeUndefined();
    expect(rowRecord('| Only |  |')).toBeUndefined();
    expect(rowRecord('Storage: Delta Lake')).toBeUndefined();
    expect(rowRecord('| a | b |\n| c | d |')).toBeUndefined();
  });
});

describe('tables under pith', () => {
  const table = '| Rule | Threshold | Action |\n|------|-----------|--------|\n| Events per minute | >100 | Auto-reject |\n| Session duration | <1s | Auto-reject |';
  const filler = 'We compared the options at length and wrote the notes down for the team to read later on. ';
  const messages: Message[] = [
    { role: 'user', content: 'Which bot rules?' },
    { role: 'assistant', content: table },
    { role: 'assistant', content: filler.repeat(12) },
    { role: 'user', content: 'Thanks.' },
  ];
  const textAt = async (budget: number) => (await compress(messages, { budget })).messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  it('a message kept whole keeps its table as written', async () => {
    expect(await textAt(90)).toContain(table);
  });
  it('the rows and header of a table kept in part become records, with no rule row', async () => {
    const text = await textAt(60);
    expect(text).toContain('Rule: Threshold | Action\nSession duration: <1s | Auto-reject');
    expect(text).not.toMatch(/^\|/m);
  });
});
