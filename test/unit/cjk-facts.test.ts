// Facts written the CJK way survive compression: units glued to numbers, full-width digits and letters.
import { describe, expect, it } from 'vitest';
import { compress, countTokens } from '../../src/platform/node.js';
import { JAPANESE_BOOKING as chat, JAPANESE_CORRECTED } from '../fixtures/japanese-booking.js';

describe('CJK facts', () => {
  it('pins amounts, counts, durations, times, IDs and phones written with glued units or full-width digits', async () => {
    const total = await countTokens(chat);
    const budget = Math.floor(total / 4);
    const { messages, stats } = await compress(chat, { budget });
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    const out = messages.map((m) => String(m.content)).join('\n');
    expect(out.length).toBeLessThan(chat.map((m) => String(m.content)).join('\n').length / 2);
    for (const fact of ['３万５０００円', '4人', '3泊', 'ＲＳ－４４８２', '１２月３日', '１０時３０分', '2時間', '１２，８００円', '０３－１２３４－５６７８']) {
      expect(out, fact).toContain(fact);
    }
  });

  it('marks a corrected count: the latest value shows, the old one only as replaced', async () => {
    const corrected = JAPANESE_CORRECTED;
    const total = await countTokens(corrected);
    const { messages } = await compress(corrected, { budget: Math.floor(total / 4) });
    const out = messages.map((m) => String(m.content)).join('\n');
    expect(out).toContain('5人');
    // 4人 shows only in the correction itself or marked as replaced, never as a current value.
    for (const m of out.matchAll(/4人/g)) expect(out.slice(m.index, m.index + 24)).toMatch(/^4人(?:ではなく5人| \(replaced by 5人, m5\))/);
    expect(out).toMatch(/4人ではなく5人|4人 \(replaced by 5人, m5\)/);
  });
});
