// Facts a small budget used to lose: a hedged aside in the task, an identifier passed to a tool call, a short status update.
import { beforeAll, describe, expect, it } from 'vitest';
import { corePriorities, CorePriority } from '../../src/pins/core.js';
import { callHandles } from '../../src/pins/call-handles.js';
import { createLedger } from '../../src/pins/ledger.js';
import { followUpBonus } from '../../src/extract/follow-ups.js';
import { findReplacements } from '../../src/pins/corrections.js';
import { init } from '../../src/platform/node.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const unitIndex = (units: ReturnType<typeof unitsOf>, text: string): number => {
  const s = units.analysis.sentences;
  for (let i = 0; i < s.count; i++) if (units.text.slice(s.start[i], s.end[i]).includes(text)) return i;
  return -1;
};

describe('corePriorities: a hedged aside in a short task', () => {
  it('keeps the task sentence and leaves the aside out of the task', () => {
    const messages: Message[] = [
      { role: 'user', content: 'I am planning a July trip to Valencia with my family. Quick note: we usually merge the report this afternoon, so this would be unusual.' },
      { role: 'assistant', content: 'Happy to help with the trip.' },
    ];
    const units = unitsOf(kernel, messages);
    const core = corePriorities(units, { phrases: true });
    expect(core[unitIndex(units, 'planning a July trip')]).toBe(CorePriority.TASK);
    expect(core[unitIndex(units, 'we usually merge')]).toBe(CorePriority.NONE);
  });
});

describe('callHandles', () => {
  it('collects the short values of every tool call, lowercased', () => {
    const handles = callHandles([
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'courier_booking', arguments: '{"carrier":"Dalton Freight","reference":"RMA-484796","n":3}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: '{"ok":true}' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c2', type: 'function', function: { name: 'broken', arguments: 'not json' } }] },
    ]);
    expect([...handles].sort()).toEqual(['3', 'dalton freight', 'rma-484796']);
  });
});

describe('createLedger: an identifier passed to a tool call', () => {
  it('outranks a later identifier of the same role said once in passing', () => {
    const messages: Message[] = [
      { role: 'user', content: 'Our order arrived with damaged boxes.' },
      { role: 'assistant', content: 'I have opened return RMA-484796 for the damaged boxes.' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'courier_booking', arguments: '{"reference":"RMA-484796"}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'booked' },
      { role: 'assistant', content: 'For reference, REF-52579 from last June was the backlog that Lena handled.' },
      { role: 'user', content: 'Thanks.' },
    ];
    const units = unitsOf(kernel, messages);
    const o = { replacedBy: findReplacements(units), score: units.analysis.sentences.score, count: (t: string) => kernel.estimateTokens(t) };
    const present = new Uint8Array(units.analysis.sentences.count);
    const one = (handles?: Set<string>) => {
      const ledgerFor = createLedger(units, messages, { ...o, handles });
      // Room for the heading and one line.
      const cap = kernel.estimateTokens('Facts from earlier messages (mN = message N):\nm1 assistant: return RMA-484796') + 1;
      return ledgerFor(present, cap).facts;
    };
    expect(one()).toEqual(['REF-52579']);
    expect(one(callHandles(messages))).toEqual(['RMA-484796']);
  });
});

describe('followUpBonus', () => {
  const messages: Message[] = [
    { role: 'user', content: 'Hi! We got a dog from the shelter last week.' },
    { role: 'user', content: 'We decided to put up a fence instead of paying for daycare.' },
    { role: 'assistant', content: 'Good plan.' },
    { role: 'user', content: 'Work was odd today. Fence is finished! Is the daycare still open?' },
  ];
  it('lifts a short statement that names the subject of an earlier decision, not a question or the decision itself', () => {
    const units = unitsOf(kernel, messages);
    const core = corePriorities(units, { phrases: true });
    const bonus = followUpBonus(units, core, undefined, 2)!;
    expect(bonus[unitIndex(units, 'Fence is finished')]).toBe(2);
    expect(bonus[unitIndex(units, 'Work was odd')]).toBe(0);
    expect(bonus[unitIndex(units, 'daycare still open')]).toBe(0);
    expect(bonus[unitIndex(units, 'decided to put up')]).toBe(0);
  });
  it('finds the same follow-ups when many words tie decisions to short statements (one pass instead of a search per word)', () => {
    const names = ['fence', 'gazebo', 'pergola', 'trellis', 'hammock', 'birdbath', 'sandbox', 'compost', 'greenhouse', 'patio', 'firepit', 'treehouse',
      'mailbox', 'doghouse', 'planter', 'sundial', 'fountain', 'driveway', 'doorbell', 'skylight', 'bookshelf', 'workbench', 'carport', 'chimney',
      'hedgerow', 'beehive', 'bollard', 'gutter', 'handrail', 'awning', 'bunkbed', 'lantern', 'windmill', 'porch', 'railing', 'terrace'];
    const woods = ['cedar', 'oak', 'pine', 'teak', 'birch', 'maple', 'walnut', 'larch', 'spruce', 'ash', 'elm', 'alder'];
    const months = ['March', 'April', 'May', 'June', 'July', 'August'];
    const many: Message[] = [{ role: 'user', content: 'Hi, some news from the garden.' }, ...names.flatMap((n, i): Message[] => [
      { role: 'user', content: `${months[i % 6]} plan, decided with ${i + 3} friends: ${n} in ${woods[i % 12]}, ${i + 2} panels, by hand.` },
      { role: 'user', content: `The ${n} is finished!` },
    ])];
    const units = unitsOf(kernel, many);
    const core = corePriorities(units, { phrases: true });
    const bonus = followUpBonus(units, core, undefined, 2)!;
    const decided = names.filter((n) => core[unitIndex(units, `: ${n} in`)] >= CorePriority.DECISION);
    expect(decided.length).toBeGreaterThan(32); // past the words searched for one by one
    for (const n of decided) expect(bonus[unitIndex(units, `The ${n} is finished`)], n).toBe(2);
  });
  it('gives nothing without a decision or constraint', () => {
    const units = unitsOf(kernel, [messages[0], messages[3]]);
    expect(followUpBonus(units, corePriorities(units, { phrases: true }), undefined, 2)).toBeUndefined();
  });
});
