// parentUnits and fitting: a kept table row brings its header, a kept list item its lead-in line.
import { beforeAll, describe, expect, it } from 'vitest';
import { compactRule, parentUnits, unitLinks } from '../../src/extract/parents.js';
import { unitText } from '../../src/extract/units.js';
import { compress, countTokens, init } from '../../src/platform/node.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const reply = [
  'Recommended architecture: two stages.',
  '',
  '**Stage 1 - Retrieval (Two-Tower)**:',
  '- Output: Top 100 candidates',
  '- Latency: ~10ms',
  '',
  'Plain sentence after the list.',
  '',
  '| Metric | Threshold | Action |',
  '|--------|-----------|--------|',
  '| AUC | <0.85 | Trigger HPO |',
].join('\n');

describe('parentUnits', () => {
  it('links list items to their colon lead-in and table rows to the header row, nothing else', () => {
    const units = unitsOf(kernel, [{ role: 'user', content: 'Design it.' }, { role: 'assistant', content: reply }]);
    const parents = parentUnits(units);
    const links = Array.from(parents, (p, i) => (p >= 0 ? `${unitText(units, i)} <- ${unitText(units, p)}` : '')).filter(Boolean);
    expect(links).toEqual([
      '- Output: Top 100 candidates <- **Stage 1 - Retrieval (Two-Tower)**:',
      '- Latency: ~10ms <- **Stage 1 - Retrieval (Two-Tower)**:',
      '| AUC | <0.85 | Trigger HPO | <- | Metric | Threshold | Action |',
    ]);
  });
});

describe('parentUnits of indented keys', () => {
  it('links a line indented under a bare key (YAML-like tool output) to that key, and a key with a value to nothing', () => {
    const id = 'call_1';
    const units = unitsOf(kernel, [
      { role: 'assistant', content: '', tool_calls: [{ id, type: 'function', function: { name: 'read_file', arguments: '{"path":"deploy/services.yaml"}' } }] },
      { role: 'tool', tool_call_id: id, content: 'services:\n  billing-worker:\n    host: batch-04\n  notify-gateway:\n    host: db-03\n    port: 6433\n' },
    ]);
    const parents = parentUnits(units);
    const links = Array.from(parents, (p, i) => (p >= 0 ? `${unitText(units, i)} <- ${unitText(units, p)}` : '')).filter(Boolean);
    expect(links).toEqual([
      'billing-worker: <- services:',
      'host: batch-04 <- billing-worker:',
      'notify-gateway: <- services:',
      'host: db-03 <- notify-gateway:',
      'port: 6433 <- notify-gateway:',
    ]);
  });
});

describe('unitLinks', () => {
  it("links each table body row to its table's rule row, nothing else", () => {
    const units = unitsOf(kernel, [{ role: 'user', content: 'Design it.' }, { role: 'assistant', content: reply }]);
    const { parents, rules } = unitLinks(units);
    expect(parents).toEqual(parentUnits(units));
    const links = Array.from(rules, (r, i) => (r >= 0 ? `${unitText(units, i)} <- ${unitText(units, r)}` : '')).filter(Boolean);
    expect(links).toEqual(['| AUC | <0.85 | Trigger HPO | <- |--------|-----------|--------|']);
  });

  it('compactRule cuts each cell to three dashes and keeps alignment colons', () => {
    expect(compactRule('|:-----------|--------:|:------:|------|')).toBe('|:---|---:|:---:|---|');
    expect(compactRule('| AUC | <0.85 |')).toBe('| AUC | <0.85 |');
  });
});

describe('compress with markdown layout', () => {
  it('keeps the rule row between a kept header and body row, so the rows still render as a table', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `| SKU-${1000 + i} | Widget model ${i} | $${(i * 3.5).toFixed(2)} | ${i * 7} units |`).join('\n');
    const messages: Message[] = [
      { role: 'user', content: 'Show me the inventory please.' },
      { role: 'assistant', content: `Here is the inventory:\n\n| SKU | Name | Price | Stock |\n|-----|------|-------|-------|\n${rows}\n\nLet me know.` },
      { role: 'user', content: 'Thanks. Chatting about other stuff now, the weather is nice and lunch was good today.' },
      { role: 'assistant', content: 'Glad to hear it, anything else?' },
      { role: 'user', content: 'What is the price of SKU-1017?' },
    ];
    const total = await countTokens(messages);
    let tables = 0;
    for (const strategy of ['pith', 'tiered']) {
      for (const share of [0.25, 0.4, 0.6]) {
        const budget = Math.floor(total * share);
        const { messages: out, stats } = await compress(messages, { budget, strategy, query: 'What is the price of SKU-1017?' });
        expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
        const text = out.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
        // pith writes the rows and header of a table kept in part as records: no pipes, no rule row.
        if (/^SKU: Name \| Price \| Stock\nSKU-10\d\d: /m.test(text)) {
          tables++;
          expect(text, `${strategy} at ${budget}`).not.toMatch(/\|---/);
          continue;
        }
        if (!/\| SKU-10\d\d \|/.test(text) || !text.includes('| SKU | Name | Price | Stock |')) continue;
        tables++;
        expect(text, `${strategy} at ${budget}`).toMatch(/\| SKU \| Name \| Price \| Stock \|\n\|(?:---\|){4}|-----\|------\|-------\|-------\|\n\| SKU-10\d\d \|/);
      }
    }
    expect(tables).toBeGreaterThan(2);
  });


  it('keeps the header with a kept table row, both written as records when the table is kept in part', async () => {
    const filler = 'We went over the plan again and talked through the options in some detail. ';
    const messages: Message[] = [
      { role: 'user', content: 'Set up model monitoring for the recommender.' },
      { role: 'assistant', content: `${filler.repeat(5)}\n\n| Metric | Threshold | Action |\n|---|---|---|\n| AUC | <0.85 | Trigger HPO |\n| CTR | drop >5% | Roll back |\n\n${filler.repeat(5)}` },
      { role: 'user', content: 'Thanks, next the alerts.' },
      { role: 'assistant', content: 'Alerts come next.' },
    ];
    const { messages: out } = await compress(messages, { budget: 75 });
    const text = out.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
    expect(text).toContain('Metric: Threshold | Action\nAUC: <0.85 | Trigger HPO');
    expect(text).not.toContain('|---|');
  });
});
