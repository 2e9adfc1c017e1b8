// parentUnits and fitting: a kept table row brings its header, a kept list item its lead-in line.
import { beforeAll, describe, expect, it } from 'vitest';
import { parentUnits } from '../../src/extract/parents.js';
import { unitText } from '../../src/extract/units.js';
import { compress, init } from '../../src/platform/node.js';
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

describe('compress with markdown layout', () => {
  it('keeps the header with a kept table row', async () => {
    const filler = 'We went over the plan again and talked through the options in some detail. ';
    const messages: Message[] = [
      { role: 'user', content: 'Set up model monitoring for the recommender.' },
      { role: 'assistant', content: `${filler.repeat(5)}\n\n| Metric | Threshold | Action |\n|---|---|---|\n| AUC | <0.85 | Trigger HPO |\n| CTR | drop >5% | Roll back |\n\n${filler.repeat(5)}` },
      { role: 'user', content: 'Thanks, next the alerts.' },
      { role: 'assistant', content: 'Alerts come next.' },
    ];
    const { messages: out } = await compress(messages, { budget: 75 });
    const text = out.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
    expect(text).toMatch(/\| AUC \| <0\.85 \| Trigger HPO \|/);
    expect(text).toContain('| Metric | Threshold | Action |');
  });
});
