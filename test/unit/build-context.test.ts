// buildContext: budget split by query type, per-section compression, primacy/recency order, metadata.
import { describe, expect, it } from 'vitest';
import { buildContext, countTokens, type Message } from '../../src/platform/node.js';

const filler = 'We discussed the agenda at length and everyone shared a few thoughts about it. ';
const history: Message[] = Array.from({ length: 12 }, (_, i) => ({
  role: i % 2 ? 'assistant' : 'user',
  content: filler.repeat(4) + (i === 3 ? 'The staging server is db-stg-02 and the deadline is May 3.' : ''),
}));

describe('buildContext', () => {
  it('fits the budget, puts system first and the query last, and reports every section', async () => {
    const ctx = await buildContext(
      {
        system: 'You are a concise assistant.',
        userFacts: ['Name: Priya', 'Prefers email over phone'],
        project: filler.repeat(10),
        retrieved: [{ content: 'Low relevance note. ' + filler.repeat(3), relevance: 0.1 }, { content: 'Runbook: restart with systemctl restart api.', relevance: 0.9 }],
        history,
        workingMemory: 'Current step: migrate the users table.',
        query: 'What did we say the deadline was?',
      },
      { budget: 400 },
    );
    expect(ctx.tokens).toBeLessThanOrEqual(400);
    expect(ctx.queryType).toBe('recall');
    expect(ctx.order[0]).toBe('system');
    expect(ctx.order.at(-1)).toBe('query');
    expect(ctx.sections.map((s) => s.name)).toEqual(ctx.order);
    ctx.sections.forEach((s, i) => expect(s.position).toBe(i));
    expect(ctx.text.endsWith('What did we say the deadline was?')).toBe(true);
    expect(ctx.text).toContain('May 3'); // the fact survives history compression
    const retrieved = ctx.sections.find((s) => s.name === 'retrieved')!;
    expect(retrieved.content.indexOf('Runbook')).toBe(0); // most relevant first
  });

  it('uses compact tags on request and honours an explicit query type', async () => {
    const ctx = await buildContext({ system: 'Be brief.', history, query: 'hello' }, { budget: 300, compactTags: true, queryType: 'code' });
    expect(ctx.queryType).toBe('code');
    expect(ctx.text.startsWith('[S]\nBe brief.')).toBe(true);
    expect(ctx.text).toContain('[Q]\nhello');
    expect(ctx.tokens).toBeLessThanOrEqual(300);
  });

  it('gives the surplus of short sections to long ones', async () => {
    const small = await buildContext({ system: 'Be brief.', history, query: 'hi' }, { budget: 600 });
    const h = small.sections.find((s) => s.name === 'history')!;
    expect(h.allocated).toBeGreaterThan(600 * 0.25 * 1.4); // more than its chat share
    expect(h.tokens).toBeLessThanOrEqual(h.allocated + 8);
    expect(await countTokens(history)).toBeGreaterThan(h.tokens);
  });
});
