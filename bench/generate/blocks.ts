/** @module bench/generate/blocks — tool calls with JSON results, and fenced code blocks. */

import type { Message } from '../../src/types.js';
import { date, id, money, person, phone } from './facts.js';
import type { Random } from './random.js';
import { CITIES, LANGUAGES, NOUNS, PRODUCTS, TOOLS } from './words.js';

/**
 * An assistant turn that calls a tool, and the tool's JSON reply.
 * @example
 * const [call, result] = toolExchange(createRandom(3), 7);
 */
export function toolExchange(r: Random, n: number): [Message, Message] {
  const callId = `call_${n.toString(36)}${r.int(100_000, 999_999)}`;
  const name = r.pick(TOOLS);
  const args = { id: id(r), city: r.pick(CITIES), limit: r.int(1, 20) };
  const items = Array.from({ length: r.int(1, 6) }, () => ({
    sku: `${r.pick(PRODUCTS).replace(/\W+/g, '-').toUpperCase()}-${r.int(10, 999)}`,
    qty: r.int(1, 400),
    price: money(r),
    eta: date(r),
  }));
  const result = {
    status: r.pick(['ok', 'ok', 'partial', 'backordered']),
    reference: args.id,
    contact: { name: person(r), phone: phone(r) },
    total: money(r),
    items,
    note: `${r.pick(NOUNS)} checked in ${args.city}`,
  };
  return [
    {
      role: 'assistant',
      content: '',
      tool_calls: [{ id: callId, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    },
    { role: 'tool', tool_call_id: callId, content: JSON.stringify(result, null, r.chance(0.5) ? 2 : 0) },
  ];
}

const camel = (r: Random): string => {
  const [a, b] = [r.pick(NOUNS), r.pick(NOUNS)].map((w) => w.replace(/\W+/g, ''));
  return `${r.pick(['load', 'sync', 'parse', 'fetch', 'compute', 'retry'])}${a[0].toUpperCase()}${a.slice(1)}${b[0].toUpperCase()}${b.slice(1)}`;
};

/**
 * A fenced code block in one of a few languages.
 * @example
 * codeBlock(createRandom(5)) // '```ts\nexport async function syncInvoiceCache(…'
 */
export function codeBlock(r: Random): string {
  const fn = camel(r);
  const limit = r.int(2, 50);
  switch (r.pick(LANGUAGES)) {
    case 'ts':
      return [
        '```ts',
        `export async function ${fn}(ids: string[], retries = ${r.int(1, 5)}): Promise<number> {`,
        `  const batch = ids.slice(0, ${limit});`,
        `  for (let attempt = 0; attempt < retries; attempt++) {`,
        `    const res = await fetch(\`/api/${r.pick(NOUNS).replace(/\W+/g, '-')}?ids=\${batch.join(',')}\`);`,
        `    if (res.ok) return batch.length;`,
        `    await new Promise((done) => setTimeout(done, ${r.int(50, 2000)} * (attempt + 1)));`,
        '  }',
        `  throw new Error('${fn} failed after ' + retries + ' attempts');`,
        '}',
        '```',
      ].join('\n');
    case 'python':
      return [
        '```python',
        `def ${fn.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}(rows, threshold=${r.int(1, 99)}):`,
        `    kept = [row for row in rows if row["amount"] > threshold]`,
        `    kept.sort(key=lambda row: row["${r.pick(['date', 'amount', 'id'])}"])`,
        `    return kept[:${limit}]`,
        '```',
      ].join('\n');
    case 'bash':
      return [
        '```bash',
        `curl -s https://api.example.com/v${r.int(1, 3)}/orders/${id(r)} | jq '.items[] | select(.qty > ${limit})'`,
        `npm run build && node dist/${fn}.js --limit ${limit}`,
        '```',
      ].join('\n');
    default:
      return [
        '```sql',
        `SELECT id, amount, created_at FROM ${r.pick(NOUNS).replace(/\W+/g, '_')}s`,
        `WHERE amount > ${r.int(10, 5000)} AND city = '${r.pick(CITIES)}'`,
        `ORDER BY created_at DESC LIMIT ${limit};`,
        '```',
      ].join('\n');
  }
}
