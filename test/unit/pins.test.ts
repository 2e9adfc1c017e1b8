// Corrections, the pinned-fact ledger and Protected Core on the real WASM kernel.
import { beforeAll, describe, expect, it } from 'vitest';
import { answerTypeBonus, expectedKinds, kindBit } from '../../src/extract/answer-type.js';
import { buildUnits, unitText, type Units } from '../../src/extract/units.js';
import { init } from '../../src/platform/node.js';
import { askedCoreBonus, corePriorities, CorePriority } from '../../src/pins/core.js';
import { carryToReplacements, findReplacements } from '../../src/pins/corrections.js';
import { repeatedContexts } from '../../src/pins/context-words.js';
import { mergeLedgerLines } from '../../src/pins/earlier-ledger.js';
import { ENTITY_KIND, FIELD_KIND, factTable } from '../../src/pins/facts.js';
import { createLedger, LEDGER_HEADING, machineStamp } from '../../src/pins/ledger.js';
import { layoutPieces } from '../../src/text/layout.js';
import { PinKind, type Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

function unitsOf(texts: string[]): { units: Units; messages: Message[] } {
  const messages: Message[] = texts.map((content, i) => ({ role: i % 2 ? 'assistant' : 'user', content }));
  const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
  return { units: buildUnits(layoutPieces(messages), kernel, measure), messages };
}

/** Replacement pairs as text: "old → new". */
function replacements(texts: string[]): string[] {
  const { units } = unitsOf(texts);
  const r = findReplacements(units);
  const p = units.analysis.pins;
  const fact = (k: number) => units.text.slice(p.start[k], p.end[k]);
  return Array.from(r, (to, k) => (to >= 0 ? `${fact(k)} → ${fact(to)}` : '')).filter(Boolean);
}

/** A per-unit array keyed by each unit's text. */
function byUnitText(units: Units, values: ArrayLike<number>): Record<string, number> {
  return Object.fromEntries(Array.from(values, (v, i) => [unitText(units, i), v]));
}

/** The ledger of `texts` (alternating user and assistant turns) when all of their text was dropped. */
function ledgerOf(texts: string[], cap: number) {
  const { units, messages } = unitsOf(texts);
  const s = units.analysis.sentences;
  return createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), cap);
}

describe('findReplacements', () => {
  it('explicit "not X": the old value is replaced, an unrelated count is not', () => {
    expect(replacements(['We need 40 units and 3 pallets.', 'ok', 'Actually make it 45 units, not 40.'])).toEqual(['40 units → 45 units']);
  });
  it('"from X to Y" replaces X', () => {
    expect(replacements(['The budget is $5,000.', 'Noted.', 'We raised the budget from $5,000 to $6,500.'])).toEqual(['$5,000 → $6,500']);
  });
  it('"from 3 to 5 nights" is a change, not a range: 3 nights is replaced, while "3 to 5 days" is one range', () => {
    expect(replacements(['Book 3 nights please.', 'Noted.', 'We changed it from 3 to 5 nights.'])).toEqual(['3 nights → 5 nights']);
    expect(replacements(['Shipping takes 3 days.', 'Noted.', 'Actually it takes 3 to 5 days.'])).toEqual(['3 days → 3 to 5 days']);
  });
  it('a change form replaces an earlier value of the same slot only', () => {
    const out = replacements(['The deadline is May 3 and the party is on May 10.', 'Got it.', 'Please move the deadline to May 8.']);
    expect(out).toEqual(['May 3 → May 8']);
  });
  it('a rate is replaced by a rate of the same unit only, never by an amount', () => {
    expect(replacements(['For the budget, consider the $60/hr rate.', 'Noted.', 'We must change the budget: allocate $10K.'])).toEqual([]);
    expect(replacements(['For the budget, consider the $60/hr rate.', 'Noted.', 'We must change the budget rate to $75/hr.'])).toEqual(['$60/hr → $75/hr']);
  });
  it('a markdown table row states values side by side and corrects none', () => {
    const table = '| Service | Change | Latency |\n|---|---|---|\n| Catalog | updates daily | 10ms |';
    expect(replacements(['The search latency budget is 100ms.', 'Noted.', table])).toEqual([]);
    expect(replacements(['The search latency budget is 100ms.', 'Noted.', 'Please change the latency budget to 10ms.'])).toEqual(['100ms → 10ms']);
  });
  it('"X now, not Y" replaces Y with no change verb; a value after "not" alone in its sentence corrects nothing', () => {
    expect(replacements(['The base salary is €94,000.', 'Noted.', 'It is €98,000 now, not €94,000.'])).toEqual(['€94,000 → €98,000']);
    expect(replacements(['The base salary is €94,000.', 'Noted.', 'That is not €94,000 in my view.'])).toEqual([]);
  });
  it('leaves plain repetitions alone', () => {
    expect(replacements(['Order ORD-58213 ships May 3.', 'Confirmed: ORD-58213 ships May 3.'])).toEqual([]);
  });
  it('reads Chinese, Japanese and Korean corrections: old-value markers before or after the value, change verbs, slots', () => {
    expect(replacements(['大人4人で予約しました。', '承知しました。', '訂正です、4人ではなく5人でお願いします。'])).toEqual(['4人 → 5人']);
    expect(replacements(['大人4人で予約しました。', '承知しました。', '人数を5人に変更してください。'])).toEqual(['4人 → 5人']);
    expect(replacements(['予算は3万円です。', '了解です。', '予算を4万円に変更します。'])).toEqual(['3万円 → 4万円']);
    expect(replacements(['会議は12月3日です。', '了解です。', '会議を12月5日に変更しました。'])).toEqual(['12月3日 → 12月5日']);
    expect(replacements(['我们订了4个房间。', '好的。', '不是4个，是5个。'])).toEqual(['4个 → 5个']);
    expect(replacements(['预算是100美元。', '好的。', '预算改为150美元。'])).toEqual(['100美元 → 150美元']);
    expect(replacements(['4명 예약했어요.', '네.', '4명이 아니라 5명이에요.'])).toEqual(['4명 → 5명']);
    // No change verb or marker, or another slot: nothing is replaced.
    expect(replacements(['3名で2泊です。', 'はい。', '3名で2泊、10時30分に集合です。'])).toEqual([]);
    expect(replacements(['予算は3万円です。', '了解です。', '料金は5万円です。'])).toEqual([]);
    expect(replacements(['3日から5日まで滞在します。', 'はい。'])).toEqual([]);
  });
});

describe('createLedger', () => {
  const texts = [
    'Our account is AB-1234 and the invoice total was $1,234.50 on March 4.',
    'Thanks, I see AB-1234.',
    'Actually make it 45 units, not 40 units.',
    'Noted.',
  ];
  it('lists facts of absent units once, skips values present in the output, marks replacements', () => {
    const { units, messages } = unitsOf(['We need 40 units by May 3.', ...texts]);
    const s = units.analysis.sentences;
    const present = new Uint8Array(s.count);
    for (let i = 0; i < s.count; i++) if (unitText(units, i).startsWith('Thanks')) present[i] = 1; // AB-1234 is in the output
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(present, 500);
    expect(ledger.text.split('\n')[0]).toBe(LEDGER_HEADING);
    expect(ledger.facts).not.toContain('AB-1234');
    expect(ledger.facts).toEqual(expect.arrayContaining(['$1,234.50', 'March 4', '45 units', 'May 3']));
    expect(ledger.text).toMatch(/40 units \(replaced by 45 units, m3\)/);
    expect(ledger.text).toMatch(/^m1 assistant: .*\$1,234\.50/m);
    for (const f of ledger.facts) expect(ledger.text).toContain(f);
  });
  it('tells a decimal comma from a thousands comma: 2,5 kg is not the 25 kg of the output, 1,200 is 1200', () => {
    const { units, messages } = unitsOf([
      'Each box weighs 2,5 kg and the handling fee is 1,5 € per item.',
      'The pallet limit is 25 kg, shipping 15 € flat.',
      'Le total est de 1 234,56 € TTC pour 1,200 units.',
      'We paid 123456 € before for 1200 units.',
    ]);
    const s = units.analysis.sentences;
    const present = new Uint8Array(s.count);
    for (let i = 0; i < s.count; i++) if (/^(The pallet|We paid)/.test(unitText(units, i))) present[i] = 1;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(present, 500);
    expect(ledger.facts).toEqual(expect.arrayContaining(['2,5 kg', '1,5 €', '1 234,56 €']));
    expect(ledger.facts).not.toContain('1,200 units');
  });
  it('shrinks to the cap by dropping the lowest-ranked facts', () => {
    const { units, messages } = unitsOf(texts);
    const s = units.analysis.sentences;
    const build = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) });
    const none = new Uint8Array(s.count);
    const big = build(none, 1000);
    const small = build(none, 25);
    expect(kernel.estimateTokens(small.text)).toBeLessThanOrEqual(25);
    expect(small.facts.length).toBeGreaterThan(0);
    expect(small.facts.length).toBeLessThan(big.facts.length);
    expect(build(none, 3).text).toBe('');
  });
});

describe('ledger rounds', () => {
  const log = Array.from({ length: 40 }, (_, i) => `worker-${i} answered REQ-${5000 + i} in ${100 + i} ms`).join('. ') + '.';

  it('shows context words after a sentence\'s discourse opener, not the opener ("Honestly," "By the way,")', () => {
    const ledger = ledgerOf(['Honestly, the deadline is May 3.', 'By the way, for reference, REF-30279 was the old order.', 'To be fair, Kenji logged 349 boxes.'], 200);
    expect(ledger.text).toMatch(/: deadline May 3$/m);
    expect(ledger.text).toMatch(/: reference REF-30279$/m);
    expect(ledger.text).toMatch(/: Kenji logged 349 boxes$/m);
  });

  it('names the heading a list item sits under, so two "Latency" items read apart; a lead-in sentence adds nothing', () => {
    const ledger = ledgerOf(
      [
        'Two stages.\n\n**Stage 1 - Retrieval (Two-Tower)**:\n- Latency: ~10ms\n\n**Stage 2 - Ranking (DLRM)**:\n- Latency: ~50ms\n\n### Storage:\n- Offline: 500GB',
        'I recommend:\n- Compute: 4 GPUs',
      ],
      200,
    );
    expect(ledger.text).toMatch(/: Retrieval Two-Tower Latency ~10ms; Ranking DLRM Latency ~50ms; Storage Offline 500GB$/m);
    expect(ledger.text).toMatch(/: Compute 4 GPUs$/m);
  });

  it('lets a small record through whole before a log adds more of its lines', () => {
    const ledger = ledgerOf(['Ship to Dock 4, invoice INV-7731, due May 3, 12 pallets, contact +1 (253) 555-0147, PO-9920.', log, 'Room B12 is booked for June 9.', 'Budget is $4,800 for catering.'], 80);
    expect(ledger.facts).toEqual(expect.arrayContaining(['INV-7731', 'May 3', '12 pallets', '+1 (253) 555-0147', 'PO-9920', 'June 9', '$4,800']));
  });

  it('keeps a newer log dump from crowding out the other messages\' facts', () => {
    const ledger = ledgerOf(['Room B12 is booked for June 9.', 'Budget is $4,800 for catering.', 'The courier is DHL, tracking JD-0148822.', log], 90);
    expect(ledger.facts).toEqual(expect.arrayContaining(['June 9', '$4,800', 'JD-0148822']));
    expect(ledger.facts.filter((f) => /^(REQ-|worker-)|ms$/.test(f)).length).toBeGreaterThan(0); // the log still gets a round
  });
});

describe('an earlier ledger in the ledger', () => {
  it('takes no context words from the source of its lines (m12 assistant:) or from the line before', () => {
    const messages: Message[] = [
      { role: 'system', content: `${LEDGER_HEADING}\nm12 assistant: Batch K-157; deadline May 3\nm14 tool: REF-30279` },
      { role: 'user', content: 'Thanks.' },
    ];
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 200);
    expect(ledger.facts).toEqual(['Batch K-157', 'deadline May 3', 'REF-30279']);
    expect(ledger.text).not.toMatch(/assistant Batch|tool REF|Batch K-157 REF|May 3 REF/);
  });

  it('files an item with a replacement mark under its own value, and marks it once', () => {
    const messages: Message[] = [
      { role: 'system', content: `${LEDGER_HEADING}\nm32 tool: slot date May 12 (replaced by May 13, m50); driver +1 (711) 555-0150` },
      { role: 'user', content: 'Thanks.' },
    ];
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const facts = factTable(units, findReplacements(units));
    const item = Array.from({ length: facts.count }, (_, p) => p).find((p) => facts.verbatim[p] && units.text.slice(facts.start[p], facts.end[p]).startsWith('slot'))!;
    expect(facts.keys[item]).toBe('may12');
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 200);
    expect(ledger.text.match(/replaced by/g)).toHaveLength(1);
    expect(ledger.facts).toContain('slot date May 12 (replaced by May 13, m50)');
  });

  it('carries each of its items over as written, however often it is recompressed', () => {
    const item = 'Author: Yuki <yuki@example.com>';
    let messages: Message[] = [{ role: 'system', content: `${LEDGER_HEADING}\nm40 tool: commit 5c1c36d; ${item}; db: share one pool across workers` }, { role: 'user', content: 'Thanks.' }];
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    for (let round = 0; round < 3; round++) {
      const units = buildUnits(layoutPieces(messages), kernel, measure);
      const s = units.analysis.sentences;
      const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 200);
      expect(ledger.facts).toEqual(['commit 5c1c36d', item, 'db: share one pool across workers']);
      messages = [{ role: 'system', content: ledger.text }, { role: 'user', content: 'Thanks.' }];
    }
  });
});

describe('mergeLedgerLines', () => {
  const sys = (content: string): Message => ({ role: 'system', content });
  const ledger = sys(`${LEDGER_HEADING}\nm2 tool: REF-1`);
  it('moves an earlier ledger\'s lines kept as text, or kept whole, into the ledger block, and drops a lone heading', () => {
    const out = mergeLedgerLines([sys('Be brief.'), sys('m33 user: ticket closed May 14'), sys(`${LEDGER_HEADING}\nm9 tool: port 6433`), sys(LEDGER_HEADING), ledger, { role: 'user', content: 'Hi' }]);
    expect(out).toEqual([sys('Be brief.'), sys(`${LEDGER_HEADING}\nm2 tool: REF-1\nm33 user: ticket closed May 14\nm9 tool: port 6433`), { role: 'user', content: 'Hi' }]);
  });
  it('moves the lines of an earlier ledger written with CRLF line breaks, with the block\'s LF', () => {
    const out = mergeLedgerLines([sys(`${LEDGER_HEADING}\r\nm9 tool: port 6433\r\nm12 user: gate 4412`), sys('m33 user: ticket closed\r\nm34 user: May 14'), ledger]);
    expect(out).toEqual([sys(`${LEDGER_HEADING}\nm2 tool: REF-1\nm9 tool: port 6433\nm12 user: gate 4412\nm33 user: ticket closed\nm34 user: May 14`)]);
  });
  it('leaves everything as it is without a ledger block, and never moves other system text', () => {
    const input = [sys('m33 user: ticket closed May 14'), { role: 'user' as const, content: 'Hi' }];
    expect(mergeLedgerLines(input)).toBe(input);
    const other = [sys('Be brief.\nm3 user: not a ledger line above'), ledger];
    expect(mergeLedgerLines(other)).toBe(other);
  });
  it('gives lines left without their heading the heading back when the output still fits', () => {
    const input = [sys('Be brief.'), sys('m33 user: ticket closed May 14'), sys('m9 tool: port 6433'), { role: 'user' as const, content: 'Hi' }];
    expect(mergeLedgerLines(input, () => true)).toEqual([
      sys('Be brief.'),
      sys(`${LEDGER_HEADING}\nm33 user: ticket closed May 14\nm9 tool: port 6433`),
      { role: 'user', content: 'Hi' },
    ]);
    expect(mergeLedgerLines(input, () => false)).toBe(input);
  });
});

describe('machine stamps in the ledger', () => {
  it('knows a stack frame\'s location and a log line\'s time stamp from a file or a date in prose', () => {
    expect(machineStamp('src/db/pool.ts:88:11', PinKind.PATH)).toBe(true);
    expect(machineStamp('Pool acquire src/db/pool.ts:88:11', PinKind.PATH)).toBe(true); // an earlier ledger's item
    expect(machineStamp('test/api/session.test.ts', PinKind.PATH)).toBe(false);
    expect(machineStamp('2026-04-01T03:35:54Z', PinKind.DATE)).toBe(true);
    expect(machineStamp('May 3', PinKind.DATE)).toBe(false);
    expect(machineStamp('2026-04-01', PinKind.DATE)).toBe(false);
  });

  it('ranks stack frames after the failing file of the same trace', () => {
    const trace = 'FAIL test/api/session.test.ts\n    at Pool.acquire (src/db/pool.ts:88:11)\n    at Router.run (src/http/router.ts:12:5)';
    const { units, messages } = unitsOf([trace]);
    const s = units.analysis.sentences;
    const build = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) });
    expect(build(new Uint8Array(s.count), 500).facts).toEqual(['test/api/session.test.ts', 'src/db/pool.ts:88:11', 'src/http/router.ts:12:5']);
    expect(build(new Uint8Array(s.count), kernel.estimateTokens(`${LEDGER_HEADING}\nm0 user: FAIL test/api/session.test.ts`) + 3).facts).toEqual(['test/api/session.test.ts']);
  });

  it('gives a stack frame none of the question\'s boosts: "which test file…?" still finds the failing file first', () => {
    // frames in test/ share the question's words and kind; the failing file's line shares fewer of them
    const frames = Array.from({ length: 3 }, (_, i) => `    at Router.run (test/api/router-${i}.ts:${10 + i}:5)`).join('\n');
    const { units, messages } = unitsOf([`FAIL test/api/session.test.ts\n${frames}`]);
    const s = units.analysis.sentences;
    const question = 'Which test file reproduces the timeout?';
    const boost = new Float32Array(s.count).fill(3); // every line shares "test" with the question
    for (let i = 1; i < s.count; i++) boost[i] = 8; // the frames share more
    const build = createLedger(units, messages, {
      replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t), unitBoost: boost,
      askedKinds: expectedKinds(question), terms: ['router'],
    });
    const roomForOne = kernel.estimateTokens(`${LEDGER_HEADING}\nm0 user: FAIL test/api/session.test.ts`) + 3;
    expect(build(new Uint8Array(s.count), roomForOne).facts).toEqual(['test/api/session.test.ts']);
  });
});

describe('fields that name a person in the ledger', () => {
  it('answers "whose…?" with the author field of a bisect, not with a later config field', () => {
    const messages: Message[] = [
      { role: 'user', content: 'The API got slow after Tuesday.' },
      { role: 'tool', content: 'Bisecting: 0 revisions left to test after this\n5c1c36d is the first bad commit\ncommit 5c1c36d\nAuthor: Yuki <yuki@example.com>\n    db: share one pool across workers' },
      { role: 'tool', content: 'pool:\n  max: 30\n  owner_team: payments' },
    ];
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const s = units.analysis.sentences;
    const ledgerFor = (question: string) =>
      createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t), askedKinds: expectedKinds(question) });
    const roomForOne = kernel.estimateTokens(`${LEDGER_HEADING}\nm1 tool: Author: Yuki <yuki@example.com>`) + 2;
    expect(ledgerFor('Whose change caused the slowdown?')(new Uint8Array(s.count), roomForOne).facts).toEqual(['Author: Yuki <yuki@example.com>']);
    // Asked for an amount, the config's field comes first.
    expect(ledgerFor('How many connections at most?')(new Uint8Array(s.count), roomForOne).facts).not.toContain('Author: Yuki <yuki@example.com>');
    expect(kindBit(FIELD_KIND, 'Author: Yuki') & expectedKinds('Whose commit was it?')).not.toBe(0);
    expect(kindBit(FIELD_KIND, 'pool:max: 30') & expectedKinds('Who owns it?')).toBe(0);
  });
});

describe('stock contexts in the ledger', () => {
  const lines = `${LEDGER_HEADING}\nm4 user: order ORD-48410; reference REF-30279; reference REF-52579; reference REF-62378\nm9 tool: deadline May 3`;
  const messages: Message[] = [{ role: 'system', content: lines }, { role: 'user', content: 'Thanks.' }];
  const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };

  it('finds the facts whose context words three or more facts share', () => {
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const facts = factTable(units, findReplacements(units));
    const all = Array.from({ length: facts.count }, (_, p) => p);
    const text = (p: number) => units.text.slice(facts.start[p], facts.end[p]);
    expect(repeatedContexts(units, facts, all).map(text)).toEqual(['reference REF-30279', 'reference REF-52579', 'reference REF-62378']);
    expect(repeatedContexts(units, facts, all.slice(0, 2))).toEqual([]); // two alike are not yet a stock phrasing
  });

  it('reads a stamped phrasing by the word right before the fact, whatever name comes first, but never a corrected value', () => {
    const { units } = unitsOf([
      'Noor logged 474 kg against the budget. Kenji logged 349 boxes last spring. Sam logged 271 nights in May.',
      'The budget is $4,000 for the venue.',
      'Actually the budget is $4,500, not $4,000.',
      'Sorry, make the budget $5,000.',
    ]);
    const facts = factTable(units, findReplacements(units));
    const all = Array.from({ length: facts.count }, (_, p) => p);
    const text = (p: number) => units.text.slice(facts.start[p], facts.end[p]);
    expect(repeatedContexts(units, facts, all).map(text)).toEqual(['474 kg', '349 boxes', '271 nights']);
  });

  it('ranks them after the other facts when the ledger must shrink', () => {
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const s = units.analysis.sentences;
    const build = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) });
    const full = build(new Uint8Array(s.count), 500);
    expect(full.facts).toEqual(expect.arrayContaining(['reference REF-30279', 'order ORD-48410', 'deadline May 3']));
    const small = build(new Uint8Array(s.count), kernel.estimateTokens(`${LEDGER_HEADING}\nm0 system: order ORD-48410; deadline May 3`));
    expect(small.facts).toEqual(['order ORD-48410', 'deadline May 3']);
  });
});

describe('named entities in the ledger', () => {
  it('pins multi-word names of dropped text, without sentence-start words', () => {
    const { units, messages } = unitsOf([
      'The replacement will go with Bluejay Logistics rather than the old courier.',
      'The Harbor Courier depot closes early. Felix Alvarez approves refunds over $677.',
    ]);
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 500);
    expect(ledger.facts).toEqual(expect.arrayContaining(['Bluejay Logistics', 'Harbor Courier', 'Felix Alvarez', '$677']));
    expect(ledger.facts).not.toContain('The Harbor Courier');
  });
});

describe('code and tables in the ledger', () => {
  it('pins literal assignments inside code blocks, not comparisons, arrows or non-literals', () => {
    const { units, messages } = unitsOf([
      'Fix the pool.',
      'Here is the fix:\n\n```ts\nexport function createPool(url: string, max = 30): Pool {\n  if (max == 0) return none;\n  const f = (x) => x;\n  return new Pool({ connectionString: url, idleTimeoutMillis: 10_000, mode: "strict" });\n}\n```\n\nThat is all.',
    ]);
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 500);
    expect(ledger.facts).toEqual(expect.arrayContaining(['max = 30', 'idleTimeoutMillis: 10_000', 'mode: "strict"']));
    expect(ledger.facts.join('\n')).not.toMatch(/max == 0|connectionString|url: string|=>/);
  });

  it('takes no names from a markdown table header row, but does from its body', () => {
    const { units, messages } = unitsOf([
      'Summary:',
      '| Key Metric | Use Case |\n|------------|----------|\n| Felix Alvarez | Bluejay Logistics |',
    ]);
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 500);
    expect(ledger.facts).toEqual(expect.arrayContaining(['Felix Alvarez', 'Bluejay Logistics']));
    expect(ledger.facts).not.toContain('Key Metric');
    expect(ledger.facts).not.toContain('Use Case');
  });
});

describe('corePriorities', () => {
  it('finds constraints, decisions, goals and corrections; ignores plain sentences', () => {
    const { units } = unitsOf([
      'Hi! We must keep this short: this first user message is the task and outranks the rest.',
      'Sure.',
      'Our goal is to launch the beta in Lisbon. We must stay under $600 per night. The weather is nice.',
      'We decided to go with the Alfama hotel.',
      'Actually make it 4 nights, not 3 nights.',
    ]);
    const prio = corePriorities(units);
    const byText = byUnitText(units, prio);
    expect(byText['We must stay under $600 per night.']).toBe(CorePriority.CONSTRAINT);
    expect(byText['We decided to go with the Alfama hotel.']).toBe(CorePriority.DECISION);
    expect(byText['Our goal is to launch the beta in Lisbon.']).toBe(CorePriority.GOAL);
    expect(byText['Actually make it 4 nights, not 3 nights.']).toBe(CorePriority.CORRECTION);
    expect(byText['The weather is nice.']).toBe(CorePriority.NONE);
    expect(byText['Hi! We must keep this short: this first user message is the task and outranks the rest.'] ?? byText['We must keep this short: this first user message is the task and outranks the rest.']).toBe(CorePriority.TASK);
  });
  it('with phrases: settled choices, hard requirements and corrections of unpinned values the lexicon misses', () => {
    const { units } = unitsOf([
      'Hello, can you help me plan the kitchen works?',
      'Sure.',
      'We went with Oakline Builders. Non-negotiable for us: everything has to be induction. Food: no nuts anywhere on site.',
      'Noted.',
      'Change of plan: move notify-gateway to app-05. Maybe we go with the blue tiles, nothing has been decided. The sky is grey. GDPR compliant: user_id is hashed, no PII stored. Security compliance meets regulatory requirements.',
    ]);
    const plain = corePriorities(units);
    const prio = corePriorities(units, { phrases: true });
    const byText = byUnitText(units, prio);
    expect(byText['We went with Oakline Builders.']).toBe(CorePriority.DECISION);
    expect(byText['Non-negotiable for us: everything has to be induction.']).toBe(CorePriority.CONSTRAINT);
    expect(byText['Food: no nuts anywhere on site.']).toBe(CorePriority.CONSTRAINT);
    expect(byText['Change of plan: move notify-gateway to app-05.']).toBe(CorePriority.CORRECTION);
    expect(byText['Maybe we go with the blue tiles, nothing has been decided.']).toBe(CorePriority.NONE);
    expect(byText['The sky is grey.']).toBe(CorePriority.NONE);
    expect(byText['GDPR compliant: user_id is hashed, no PII stored.']).toBe(CorePriority.CONSTRAINT);
    expect(byText['Security compliance meets regulatory requirements.']).toBe(CorePriority.NONE);
    const at = Array.from(prio.keys()).find((i) => unitText(units, i) === 'We went with Oakline Builders.')!;
    expect(plain[at]).toBe(CorePriority.NONE);
  });
});

describe('corePriorities with the boilerplate share', () => {
  it('takes a stock phrasing out of the core from a share of 0.4, keeps a sentence below it', () => {
    const { units } = unitsOf(['Hello.', 'Sure.', 'The venue must hold 120 guests. The menu must be vegetarian.']);
    const at = (text: string) => Array.from({ length: units.analysis.sentences.count }, (_, i) => i).find((i) => unitText(units, i) === text)!;
    const venue = at('The venue must hold 120 guests.');
    const menu = at('The menu must be vegetarian.');
    const boilerplate = new Float32Array(units.analysis.sentences.count);
    boilerplate[venue] = 0.35;
    boilerplate[menu] = 0.42;
    const prio = corePriorities(units, { phrases: true, boilerplate });
    expect(prio[venue]).toBe(CorePriority.CONSTRAINT);
    expect(prio[menu]).toBe(CorePriority.NONE);
    expect(corePriorities(units, { phrases: true })[menu]).toBe(CorePriority.CONSTRAINT);
  });

  it('takes a stock phrasing out of a short task too, and keeps the rest of the task', () => {
    // Not hedged ("no rush", "usually"): a hedged aside leaves the task by its wording alone.
    const { units } = unitsOf(['Our order ORD-48410 arrived with 5 damaged boxes. Sorry for the back and forth on the schedule after the release came back.', 'Sorry to hear that.']);
    const order = 0;
    const stock = 1;
    expect(unitText(units, stock)).toBe('Sorry for the back and forth on the schedule after the release came back.');
    const boilerplate = new Float32Array(units.analysis.sentences.count);
    boilerplate[stock] = 0.46;
    const prio = corePriorities(units, { phrases: true, boilerplate });
    expect(prio[order]).toBe(CorePriority.TASK);
    expect(prio[stock]).toBe(CorePriority.NONE);
    expect(corePriorities(units, { phrases: true })[stock]).toBe(CorePriority.TASK);
  });
});

describe('corePriorities on descriptions that sound like rules', () => {
  it('reads "budget is" as a constraint only with an amount, "is always" and "at least according to" as descriptions', () => {
    const { units } = unitsOf([
      'Hello.',
      'Sure.',
      'Budget is always the sticking point with the API client. The budget is $5,000 at most. Always call before delivery. Budget is tight this quarter.',
      'The report stalled because the build was flaky, at least according to Ravi. We need at least 3 rooms.',
    ]);
    const prio = corePriorities(units, { phrases: true });
    const byText = byUnitText(units, prio);
    expect(byText['Budget is always the sticking point with the API client.']).toBe(CorePriority.NONE);
    expect(byText['Budget is tight this quarter.']).toBe(CorePriority.NONE);
    expect(byText['The budget is $5,000 at most.']).toBe(CorePriority.CONSTRAINT);
    expect(byText['Always call before delivery.']).toBe(CorePriority.CONSTRAINT);
    expect(byText['The report stalled because the build was flaky, at least according to Ravi.']).toBe(CorePriority.NONE);
    expect(byText['We need at least 3 rooms.']).toBe(CorePriority.CONSTRAINT);
  });
});

describe('askedCoreBonus', () => {
  const texts = [
    'I need a realtime chat backend for 10K users.',
    'Sure.',
    'We must stay under $10K. I recommend FastAPI with Redis pub/sub for scaling. The docs are long.',
    'Nothing has been decided about hosting yet.',
  ];
  const bonusByText = (query: string): Record<string, number> | undefined => {
    const { units } = unitsOf(texts);
    const bonus = askedCoreBonus(units, corePriorities(units, { phrases: true }), query, 3);
    return bonus && byUnitText(units, bonus);
  };

  it('lifts decisions for "which decisions", constraints for "what constraints", the task for "what is the goal"', () => {
    const decisions = bonusByText('Which key decisions have been made so far?')!;
    expect(decisions['I recommend FastAPI with Redis pub/sub for scaling.']).toBe(3);
    expect(decisions['We must stay under $10K.']).toBe(0);
    expect(decisions['Nothing has been decided about hosting yet.']).toBe(0);
    const constraints = bonusByText('What constraints apply?')!;
    expect(constraints['We must stay under $10K.']).toBe(3);
    expect(constraints['The docs are long.']).toBe(0);
    const goal = bonusByText('In one sentence, what is the original goal?')!;
    expect(goal['I need a realtime chat backend for 10K users.']).toBe(3);
  });

  it('for "what is the goal", also lifts the first reply to the task, which restates it, and nothing after it', () => {
    const { units } = unitsOf([
      "Let's start designing our ML pipeline.",
      "I'll help design the ETL pipeline. For 1M daily users with real-time events, we need a streaming-first architecture.",
      'What about the event schema?',
      'Use Avro with a hashed user_id.',
    ]);
    const goal = byUnitText(units, askedCoreBonus(units, corePriorities(units, { phrases: true }), 'In one sentence, what is the original goal?', 3)!);
    expect(goal["Let's start designing our ML pipeline."]).toBe(3);
    expect(goal['For 1M daily users with real-time events, we need a streaming-first architecture.']).toBe(3);
    expect(goal['What about the event schema?']).toBe(0);
    expect(goal['Use Avro with a hashed user_id.']).toBe(0);
  });

  it('lifts decisions that remove something, and only those, when the question asks what was taken out', () => {
    const { units } = unitsOf([
      'We agreed to take the train to Valencia.',
      'Decided: we skip the botanical garden and keep the afternoon free.',
      'The plan for the day trip is still open.',
    ]);
    const bonus = askedCoreBonus(units, corePriorities(units, { phrases: true }), 'Which sight was dropped from the plan?', 3)!;
    const by = byUnitText(units, bonus);
    expect(by['Decided: we skip the botanical garden and keep the afternoon free.']).toBe(9);
    expect(by['We agreed to take the train to Valencia.']).toBe(0);
    expect(by['The plan for the day trip is still open.']).toBe(0);
  });

  it('is undefined for a question that asks for no core kind, or no question', () => {
    expect(bonusByText('How much is the invoice?')).toBeUndefined();
    expect(bonusByText('')).toBeUndefined();
  });
});

describe('fields of tool output in the ledger', () => {
  it('pins key: value lines, a nested key labelled with its parent, and leaves prose alone', () => {
    const messages: Message[] = [
      { role: 'user', content: 'Why does the gateway time out? Budget: tight.' },
      { role: 'tool', content: 'services:\n  billing-worker:\n    host: batch-04\n  notify-gateway:\n    host: db-03\n    memory: 768Mi\nAuthor: Yuki <yuki@example.com>' },
    ];
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 500);
    expect(ledger.text).toContain('billing-worker: host: batch-04');
    expect(ledger.text).toContain('notify-gateway: host: db-03');
    expect(ledger.text).toContain('notify-gateway: memory: 768Mi');
    expect(ledger.text).toContain('Author: Yuki <yuki@example.com>');
    expect(ledger.text).not.toContain('Budget: tight');
  });
});

describe('queryOverlap', () => {
  it('counts distinct query stems per sentence, tolerant of inflection, capped at 3', async () => {
    const { queryOverlap } = await import('../../src/extract/query-overlap.js');
    const { units } = unitsOf(['The delivery was delivered late. Lunch was fine. Delivery, invoice, refund and courier all changed.']);
    const o = queryOverlap(units, 'When will they deliver the invoice, refund and courier?', 1)!;
    expect(Array.from(o)).toEqual([1, 0, 3]);
    expect(queryOverlap(units, undefined, 1)).toBeUndefined();
    expect(queryOverlap(units, 'the of and', 1)).toBeUndefined();
  });
});

describe('softOverlap', () => {
  it('pays a sentence whose words come close to the question through word vectors, not one sharing its stems', async () => {
    const { softOverlap } = await import('../../src/extract/soft-overlap.js');
    const { initVectors } = await import('../../src/platform/node.js');
    const vectors = await initVectors();
    const filler = Array.from({ length: 12 }, (_, i) => `Meeting ${i} moved to the other room.`).join(' ');
    const { units } = unitsOf([`We are bringing 3 checked bags. The luggage cart is broken. Lunch was fine. ${filler}`]);
    const o = softOverlap(units, vectors, 'How much hold luggage is the family bringing?', { weight: 3 })!;
    expect(o[0]).toBeGreaterThan(1); // bags, checked ~ luggage
    expect(o[1]).toBeLessThan(o[0]); // luggage: the stem overlap pays for it, not this
    expect(o[2]).toBe(0);
    expect(Math.max(...o)).toBeLessThanOrEqual(3); // capped at one match's worth
    expect(softOverlap(units, vectors, undefined, { weight: 3 })).toBeUndefined();
    expect(softOverlap(units, vectors, 'the of and', { weight: 3 })).toBeUndefined();
  });
});

describe('bridgeTerms', () => {
  it('follows the best match\'s names and identifiers one hop, to the field that answers', async () => {
    const { bridgeTerms, termBonus } = await import('../../src/extract/bridge-terms.js');
    const { queryOverlap } = await import('../../src/extract/query-overlap.js');
    const messages: Message[] = [
      { role: 'user', content: 'notify-gateway keeps timing out on database calls under load.' },
      { role: 'assistant', content: 'Looking at the deploy file now.' },
      { role: 'tool', tool_call_id: 'c1', content: 'services:\n  billing-worker:\n    host: batch-04\n  notify-gateway:\n    host: db-03\n    port: 6433' },
      { role: 'user', content: 'Mara Okafor owns the database migration. The lonely-token appears once.' },
      { role: 'assistant', content: 'Mara moves from the Seville office to Hanoi in May.' },
    ];
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const query = 'Which machine hosts the service that is timing out?';
    const related = queryOverlap(units, query, 3);
    const terms = bridgeTerms(units, related, query);
    expect(terms).toContain('notify-gateway');
    expect(terms).not.toContain('lonely-token'); // not the best match, and leads nowhere
    const bonus = termBonus(units, terms, 3)!;
    const yamlKey = Array.from(bonus.keys()).find((i) => unitText(units, i).startsWith('notify-gateway:'))!;
    expect(bonus[yamlKey]).toBe(3);
    expect(bonus[Array.from(bonus.keys()).find((i) => unitText(units, i).startsWith('host: batch-04'))!]).toBe(0);
    const s = units.analysis.sentences;
    const build = (t: string[]) => createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (x) => kernel.estimateTokens(x), terms: t });
    const none = new Uint8Array(s.count);
    // room for one fact: with the terms it is one of notify-gateway's fields, without them a name
    expect(build(terms)(none, 24).text).toMatch(/notify-gateway: (host|port): /);
    expect(build([])(none, 24).text).not.toContain('notify-gateway');
    const city = 'In which city will the person who owns the database move be based?';
    expect(bridgeTerms(units, queryOverlap(units, city, 3), city)).toContain('mara');
    expect(bridgeTerms(units, undefined, query)).toEqual([]);
  });
});

describe('bridgeTerms over many identifiers', () => {
  // Past a few lookups the terms are found through an index of the text's word runs instead of a
  // scan each (a code block with thousands of identifiers made a query quadratic): same answers.
  it('finds the identifiers of the best match that occur in another unit, whole words only', async () => {
    const { bridgeTerms, termBonus } = await import('../../src/extract/bridge-terms.js');
    const { queryOverlap } = await import('../../src/extract/query-overlap.js');
    const ids = Array.from({ length: 60 }, (_, i) => `svc_${i}-node.${i % 7}`);
    const messages: Message[] = [
      // Spaces, not commas: a list past 400 characters would end at a comma (a run-on sentence).
      { role: 'user', content: `The timing out services are ${ids.join(' ')} right now.` },
      { role: 'assistant', content: 'Checking the hosts file.' },
      // Every third one has a host line. The last message names svc_40 and svc_41 (looked up
      // through the index) and svc_1 (by a scan), none of them as a whole word.
      ...ids.filter((_, i) => i % 3 === 0).map((id, k) => ({ role: 'tool' as const, tool_call_id: `c${k}`, content: `${id}: host db-${k}` })),
      { role: 'user', content: 'Not these: svc_40-node.5x, xsvc_41-node.6, svc_1-node.1x and svc_4-node' },
    ];
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const query = 'Which machine hosts the services that are timing out?';
    const terms = bridgeTerms(units, queryOverlap(units, query, 3), query);
    expect(terms.length).toBeGreaterThan(16);
    expect(new Set(terms)).toEqual(new Set(ids.filter((_, i) => i % 3 === 0)));
    const bonus = termBonus(units, ids, 2)!;
    const naive = (i: number) => ids.some((id) => new RegExp(`(?<![\\p{L}\\p{N}])${id.replace(/[.]/g, '\\.')}(?![\\p{L}\\p{N}])`, 'u').test(unitText(units, i).toLowerCase()));
    for (let i = 0; i < bonus.length; i++) expect(bonus[i], unitText(units, i)).toBe(naive(i) ? 2 : 0);
  });
});

describe('carryToReply', () => {
  const question = 'What is the incident number for the replica lag?';
  const system: Message = { role: 'system', content: 'Keep a record of incidents and owners.' };
  const turns: Message[] = [
    { role: 'user', content: 'Bad news: the replica fell behind by hours this morning.' },
    { role: 'assistant', content: 'I filed it as INC-38342. For reference, REF-20203 was the risk register from last year.' },
    { role: 'user', content: 'Noted. Ticket 823875 closed without issues.' },
  ];
  async function carried(messages: Message[]): Promise<string[]> {
    const { carryToReply } = await import('../../src/extract/reply-carry.js');
    const { queryOverlap } = await import('../../src/extract/query-overlap.js');
    const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
    const units = buildUnits(layoutPieces(messages), kernel, measure);
    const related = queryOverlap(units, question, 3)!;
    const before = Float32Array.from(related);
    carryToReply(units, related, expectedKinds(question), 1);
    return Array.from(related.keys()).filter((i) => related[i] > before[i]).map((i) => unitText(units, i));
  }

  it('lifts the ID the reply files for the matching turn, not an ID that points nowhere, nor a later turn', async () => {
    // "replica" matches only the user's report; the system prompt's "incidents" is no turn to reply to
    expect(await carried([system, ...turns])).toEqual(['I filed it as INC-38342.']);
  });

  it('lifts nothing when the best match is split across turns or the reply is by the same speaker', async () => {
    const split: Message[] = [...turns.slice(0, 2), { role: 'user', content: 'The replica is behind again.' }, { role: 'assistant', content: 'Logged it as INC-50001.' }];
    expect(await carried(split)).toEqual([]);
    const monologue: Message[] = [turns[0], { role: 'user', content: 'I filed it as INC-38342.' }];
    expect(await carried(monologue)).toEqual([]);
  });
});

describe('carryToNextSentence', () => {
  it('lifts the next sentence of the same message when only it holds the kind of fact asked for', async () => {
    const { carryToNextSentence } = await import('../../src/extract/reply-carry.js');
    const { queryOverlap } = await import('../../src/extract/query-overlap.js');
    const question = 'What does the new fence cost?';
    const { units } = unitsOf(['We decided to put up a fence. The quote is $2,541. Lunch was $14.', 'Noted. The quote for paint is $80.', 'The fence it is.']);
    const related = queryOverlap(units, question, 3)!;
    const before = Float32Array.from(related);
    carryToNextSentence(units, related, expectedKinds(question), 1, 2);
    const lifted = Array.from(related.keys()).filter((i) => related[i] > before[i]);
    expect(lifted.map((i) => unitText(units, i))).toEqual(['The quote is $2,541.']);
    expect(related[lifted[0]]).toBe(before[lifted[0] - 1]);
    related.set(before);
    carryToNextSentence(units, related, expectedKinds(question), 1, 4); // a weaker match than the floor carries nothing
    expect(Array.from(related)).toEqual(Array.from(before));
  });
});

describe('recapBonus', () => {
  it('lifts every sentence of a turn that opens as a summary, not a user asking for one', async () => {
    const { recapBonus } = await import('../../src/extract/recaps.js');
    const { units, messages } = unitsOf([
      'Can you give me a summary of the decisions? Thanks.',
      '**Episode 1 Summary:** Kafka with 3 brokers. Flink for processing.',
      'Great. Next topic.',
      'Kafka is fine, and the brokers can stay where they are for the next quarter. A summary comes later.',
    ]);
    const b = recapBonus(units, messages, 2);
    const byMessage = (m: number) => Array.from(b).filter((_, i) => units.message[i] === m);
    expect(byMessage(1).every((x) => x === 2)).toBe(true);
    expect(byMessage(1).length).toBeGreaterThan(1);
    expect([...byMessage(0), ...byMessage(2)].every((x) => x === 0)).toBe(true);
    expect(byMessage(3).every((x) => x === 0)).toBe(true); // "summary" past the opening line
  });
  it('knows a question that a recap answers', async () => {
    const { asksForRecap } = await import('../../src/extract/recaps.js');
    expect(asksForRecap('Which key decisions have been made so far?')).toBe(true);
    expect(asksForRecap('Can you summarize the plan?')).toBe(true);
    expect(asksForRecap('What is the gate code at Tannery Court?')).toBe(false);
    expect(asksForRecap(undefined)).toBe(false);
  });
});

describe('carryToReplacements', () => {
  it('gives a correction the relevance of the statement it corrects, never less than its own', () => {
    const { units } = unitsOf(['The base salary is €94,000 and leave is 26 days.', 'Noted.', 'It is €98,000 now, not €94,000.', 'The gym is open until 22:00.']);
    const relevance = new Float32Array(units.analysis.sentences.count);
    relevance[0] = 5;
    const last = relevance.length - 1;
    relevance[last] = 2;
    carryToReplacements(units, findReplacements(units), relevance);
    const unitOf = (needle: string) => Array.from({ length: relevance.length }, (_, i) => i).find((i) => unitText(units, i).includes(needle))!;
    expect(relevance[unitOf('€98,000 now')]).toBe(5);
    expect(relevance[unitOf('gym')]).toBe(2);
    expect(relevance[unitOf('Noted')]).toBe(0);
  });
});

describe('names in any script', () => {
  it('lifts an accented company name for a "which company" question and pins it in the ledger', () => {
    const { units, messages } = unitsOf(['The airport van from Atlântico Shuttles seats 8.', 'The hotel desk is run by Émile Durand.']);
    const overlap = new Float32Array(units.analysis.sentences.count).fill(1);
    expect(Array.from(answerTypeBonus(units, 'Which company drives us from the airport?', overlap, 6)!)).toEqual([6, 6]);
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count: (t) => kernel.estimateTokens(t) })(new Uint8Array(s.count), 200);
    expect(ledger.facts).toEqual(expect.arrayContaining(['Atlântico Shuttles', 'Émile Durand']));
  });

  it('dates a sentence by its message\'s date stamp for a "when" question', () => {
    const { units } = unitsOf(['[Session 7 — Sat 23 May 2026, 12:39] I read a novel. Fence is finished!', 'Noted.', 'Also, the gate is finished.']);
    const overlap = new Float32Array(units.analysis.sentences.count).fill(1);
    const unit = (t: string) => Array.from(units.message.keys()).find((i) => unitText(units, i) === t)!;
    const [fence, gate] = [unit('Fence is finished!'), unit('Also, the gate is finished.')];
    const bonus = answerTypeBonus(units, 'By what date was the fence done?', overlap, 6)!;
    expect([bonus[fence], bonus[gate]]).toEqual([6, 0]);
    expect(answerTypeBonus(units, 'Who finished the fence?', overlap, 6)![fence]).toBe(0); // a date answers no "who"
  });

  it('leaves out a sentence-opening word the conversation also writes in lowercase: Redis Cluster, not Create Redis Cluster', () => {
    const ledger = ledgerOf(['We should create the cache and configure it before launch.', 'Plan:\n- Create Redis Cluster for sessions\n- Configure Redis Sentinel too\nFelix Alvarez signs off.'], 200);
    expect(ledger.facts).toEqual(expect.arrayContaining(['Redis Cluster', 'Redis Sentinel', 'Felix Alvarez']));
    expect(ledger.facts.filter((f) => /^(Create|Configure) /.test(f))).toEqual([]);
  });

  it('leaves out a sentence-opening -ing form of a word the conversation writes in lowercase: no Checking Tornado', () => {
    const ledger = ledgerOf(['Please check the frameworks and run the numbers.', 'Checking Tornado Web next. Running Sanic Framework benchmarks. Reading Festival tickets are sold out.'], 200);
    expect(ledger.facts).toEqual(expect.arrayContaining(['Tornado Web', 'Sanic Framework', 'Reading Festival']));
    expect(ledger.facts.filter((f) => /^(Checking|Running) /.test(f))).toEqual([]);
  });

  it('takes a line that is all one bold span for a heading: no Project Setup, still Felix Alvarez', () => {
    const ledger = ledgerOf(['## Plan\n**Day 1-2: Project Setup & FastAPI Foundation**\n- **Stage 1 - Candidate Retrieval**:\n- Felix Alvarez reviews the **Data Layer** on day 3.'], 200);
    expect(ledger.facts).toEqual(expect.arrayContaining(['Felix Alvarez', 'Data Layer']));
    expect(ledger.facts.filter((f) => /Project Setup|FastAPI Foundation|Candidate Retrieval/.test(f))).toEqual([]);
  });

  it('pins a name whose word pairs with another by a slash whole: Redis Pub/Sub, not Redis Pub', () => {
    const ledger = ledgerOf(['Fan-out goes through Redis Pub/Sub between workers.', 'Hosting moves to Google Cloud/AWS later.'], 200);
    expect(ledger.facts).toEqual(expect.arrayContaining(['Redis Pub/Sub', 'Google Cloud/AWS']));
    expect(ledger.facts).not.toContain('Redis Pub');
  });
});

describe('kindBit', () => {
  it('maps names and tool-output fields into the answer-kind mask without aliasing', () => {
    expect(expectedKinds('Who is the contact?') & kindBit(ENTITY_KIND)).not.toBe(0);
    expect(expectedKinds('How much memory is the service allowed?') & kindBit(FIELD_KIND)).not.toBe(0);
    expect(expectedKinds('When does the window open?') & kindBit(FIELD_KIND)).toBe(0);
    expect(expectedKinds('Above what order value is the extra sign-off required?') & kindBit(PinKind.MONEY)).not.toBe(0);
    expect(kindBit(FIELD_KIND) & kindBit(PinKind.DATE)).toBe(0);
  });
});
