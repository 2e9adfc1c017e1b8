// callWords and callOverlap: a tool result is matched with the words of the call that produced it.
import { beforeAll, describe, expect, it } from 'vitest';
import { callOverlap, callWords } from '../../src/extract/call-words.js';
import { unitText } from '../../src/extract/units.js';
import { compress, init } from '../../src/platform/node.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const YAML = 'services:\n  billing-worker:\n    host: batch-04\n  notify-gateway:\n    host: db-03\n    port: 6433\n';

/** A call and its result, then the agent's words about it. */
function round(n: number, name: string, args: Record<string, unknown>, result: string): Message[] {
  const id = `call_${n}`;
  return [
    { role: 'assistant', content: '', tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] },
    { role: 'tool', tool_call_id: id, content: result },
    { role: 'assistant', content: `Step ${n} looked at the output, the warnings in it are unrelated noise from an older run.` },
  ];
}

/** Many test runs and one read of the deploy file. */
function session(): Message[] {
  const messages: Message[] = [{ role: 'user', content: 'notify-gateway keeps timing out under load. Please investigate.' }];
  for (let n = 0; n < 12; n++) {
    if (n === 6) messages.push(...round(n, 'read_file', { path: 'deploy/services.yaml' }, YAML));
    else messages.push(...round(n, 'run_tests', { pattern: `test/api/case-${n}` }, `FAIL test/api/case-${n}.ts\nError: timeout after ${n + 20}000ms\n    at Pool.acquire (src/db/pool.ts:${80 + n}:11)`));
  }
  messages.push({ role: 'user', content: 'Thanks, keep going with the investigation.' });
  return messages;
}

describe('callWords', () => {
  it("gives a tool result its call's name and argument values, and other messages nothing", () => {
    const words = callWords(session());
    expect(words[0]).toBe('');
    expect(words[2]).toBe('run tests test/api/case-0');
    expect(words[20]).toBe('read file deploy/services.yaml');
    expect(words[19]).toBe('');
  });

  it('reads arguments that are no JSON as written', () => {
    const words = callWords([
      { role: 'assistant', content: '', tool_calls: [{ id: 'c', function: { name: 'shell', arguments: 'ls deploy' } }] },
      { role: 'tool', tool_call_id: 'c', content: 'services.yaml' },
    ]);
    expect(words[1]).toBe('shell ls deploy');
  });
});

describe('callOverlap', () => {
  it("lifts the lines of the result whose call holds the question's rare words, not those of a call made over and over", () => {
    const messages = session();
    const units = unitsOf(kernel, messages);
    const overlap = callOverlap(units, messages, 'Where is the service in the deploy file placed, the one that runs tests?', 3)!;
    const lifted = new Set<string>();
    for (let i = 0; i < overlap.length; i++) if (overlap[i] > 0) lifted.add(unitText(units, i));
    expect(lifted.has('host: batch-04')).toBe(true);
    expect(lifted.has('billing-worker:')).toBe(true);
    // "test" is in every run_tests call: it says nothing of one run.
    expect([...lifted].some((t) => t.includes('FAIL'))).toBe(false);
    // Words the unit holds itself are not paid twice ("services:" holds "service").
    const at = (text: string) => overlap[Array.from(overlap, (_, i) => unitText(units, i)).indexOf(text)];
    expect(at('services:')).toBeLessThan(at('host: batch-04'));
  });

  it('is undefined without a question or without calls', () => {
    const messages = session();
    const units = unitsOf(kernel, messages);
    expect(callOverlap(units, messages, undefined, 3)).toBeUndefined();
    const plain: Message[] = [{ role: 'user', content: 'Where is the deploy file?' }];
    expect(callOverlap(unitsOf(kernel, plain), plain, 'Where is the deploy file?', 3)).toBeUndefined();
  });
});

describe('compress with a question about a file a tool read', () => {
  it('keeps the placement of the service the question means', async () => {
    const { messages: out } = await compress(session(), { budget: 260, query: 'Where is the other service in the deploy file placed, the one listed first?' });
    const text = out.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('billing-worker: host: batch-04');
  });
});
