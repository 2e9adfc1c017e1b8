// structuredDecisions and the core: decisions laid out as markdown lists and tables count as decisions.
import { beforeAll, describe, expect, it } from 'vitest';
import { unitText } from '../../src/extract/units.js';
import { compress, init } from '../../src/platform/node.js';
import { askedCoreBonus, CorePriority, corePriorities } from '../../src/pins/core.js';
import { structuredDecisions } from '../../src/pins/structured-decisions.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const recommendation: Message = {
  role: 'assistant',
  content: [
    'Based on our requirements, I recommend:',
    '',
    '1. **Ingestion**: Apache Kafka with 3 brokers',
    '2. **Processing**: Apache Flink for real-time aggregations',
    '',
    'Common pitfalls to watch:',
    '- Consumer lag during deploys',
    '',
    '| Component | Choice | Rationale |',
    '|-----------|--------|-----------|',
    '| Storage | Delta Lake on S3 | ACID, time travel |',
    '',
    '| Rule | Threshold |',
    '|------|-----------|',
    '| Events per minute | >100 |',
  ].join('\n'),
};

function flagged(messages: Message[]): string[] {
  const units = unitsOf(kernel, messages);
  const flags = structuredDecisions(units);
  return Array.from(flags, (f, i) => (f ? unitText(units, i) : '')).filter(Boolean);
}

describe('structuredDecisions', () => {
  it('flags items under a recommendation and rows of a choice table, nothing else', () => {
    expect(flagged([{ role: 'user', content: 'Design the pipeline.' }, recommendation])).toEqual([
      '**Ingestion**: Apache Kafka with 3 brokers',
      '**Processing**: Apache Flink for real-time aggregations',
      '| Storage | Delta Lake on S3 | ACID, time travel |',
    ]);
  });

  it('flags the ticked items of an assistant checklist, not the open ones nor a tool log', () => {
    const checklist = ['Requirements check:', '- [x] Budget: $8,250 < $10K ✓', '- [ ] Load test with 10K connections', '- PostgreSQL: asyncpg + SQLAlchemy 2.0 ✅'].join('\n');
    expect(flagged([{ role: 'user', content: 'Wrap up.' }, { role: 'assistant', content: checklist }])).toEqual([
      '- [x] Budget: $8,250 < $10K ✓',
      '- PostgreSQL: asyncpg + SQLAlchemy 2.0 ✅',
    ]);
    expect(flagged([{ role: 'user', content: checklist }])).toEqual([]);
  });

  it('ignores the same layout in a user message', () => {
    expect(flagged([{ role: 'user', content: recommendation.content as string }])).toEqual([]);
  });

  it('makes those units decisions of the Protected Core', () => {
    const units = unitsOf(kernel, [{ role: 'user', content: 'Design the pipeline.' }, recommendation]);
    const structured = structuredDecisions(units);
    const core = corePriorities(units, { phrases: true, structured });
    const without = corePriorities(units, { phrases: true });
    for (let i = 0; i < core.length; i++) {
      if (structured[i]) {
        expect(core[i], unitText(units, i)).toBe(CorePriority.DECISION);
        expect(without[i], unitText(units, i)).toBe(CorePriority.NONE);
      }
    }
  });

  it('answers "which decisions" questions with those units', () => {
    const units = unitsOf(kernel, [{ role: 'user', content: 'Design the pipeline.' }, recommendation]);
    const structured = structuredDecisions(units);
    const core = corePriorities(units, { phrases: true, structured });
    const bonus = askedCoreBonus(units, core, 'Which key decisions have been made so far?', 3, structured)!;
    const lifted = Array.from(bonus, (b, i) => (b > 0 ? unitText(units, i) : '')).filter(Boolean);
    expect(lifted).toEqual(expect.arrayContaining(['**Ingestion**: Apache Kafka with 3 brokers', '| Storage | Delta Lake on S3 | ACID, time travel |']));
    expect(lifted).not.toContain('Consumer lag during deploys');
  });
});

describe('compress with decisions laid out as markdown', () => {
  it('keeps the rows of a choice table over look-alike rows of other tables', async () => {
    const table = (header: string, rows: string[][]) =>
      [`| ${header} |`, '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
    const messages: Message[] = [
      { role: 'user', content: 'Help me design the event pipeline for our recommendation system.' },
      { role: 'assistant', content: table('Option | Vendor | Notes', [['Queue', 'RabbitMQ', 'simple, 20K msg/sec'], ['Stream', 'Pulsar', 'tiered storage, 3 zones'], ['Store', 'Iceberg', 'hidden partitioning, 4 engines']]) },
      { role: 'assistant', content: table('Component | Choice | Rationale', [['Queue', 'Kafka', '3 brokers, 10K events/sec'], ['Stream', 'Flink', 'exactly-once, 5 min watermark'], ['Store', 'Delta Lake', 'ACID, 30-day time travel']]) },
      { role: 'assistant', content: table('Option | Vendor | Notes', [['Queue', 'SQS', 'managed, 120K msg/sec'], ['Stream', 'Beam', 'portable, 2 runners'], ['Store', 'Hudi', 'upserts, 15 min commits']]) },
      { role: 'user', content: 'Thanks. Next we look at training.' },
      { role: 'assistant', content: 'Sure, training comes next.' },
    ];
    const result = await compress(messages, { budget: 110 });
    const text = result.messages.map((m) => m.content).join('\n');
    for (const chosen of ['Kafka', 'Flink', 'Delta Lake']) expect(text).toContain(chosen);
  });
});
