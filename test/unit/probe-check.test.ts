// Unit tests of the retention probe checker: patterns, normalisation, token boundaries, corrections.
import { describe, expect, it } from 'vitest';
import { checkProbe, containsPattern, contextText, normalise } from '../../bench/retention/probe-check.js';
import type { Probe } from '../../bench/retention/types.js';

const probe = (patterns: string[], stale?: string[]): Probe => ({
  id: 't-1', type: stale ? 'correction' : 'quantity', fact: 'f', patterns, introducedAt: 0, question: 'q?', ...(stale ? { stale } : {}),
});

describe('checkProbe', () => {
  it('passes only when every pattern is present', () => {
    expect(checkProbe(probe(['ORD-58213', '$1,240']), 'Order ORD-58213 refunded $1,240.').pass).toBe(true);
    const miss = checkProbe(probe(['ORD-58213', '$1,240']), 'Order ORD-58213 refunded.');
    expect(miss).toEqual({ pass: false, reason: 'missing "$1,240"' });
  });

  it('normalises case and whitespace, in text and pattern', () => {
    expect(checkProbe(probe(['Harbour Hall']), 'the venue is\n  HARBOUR\thall now').pass).toBe(true);
    expect(checkProbe(probe(['auth-api:\n    host: app-02']), 'auth-api: host: APP-02').pass).toBe(true);
  });

  it('does not accept near-miss IDs or amounts', () => {
    expect(checkProbe(probe(['ORD-58213']), 'ORD-58231 was the chairs order').pass).toBe(false);
    expect(checkProbe(probe(['$1,240']), 'we refunded $1,420').pass).toBe(false);
  });

  it('matches whole tokens only: no longer number or word around the pattern', () => {
    expect(containsPattern('order ord-582130', 'ord-58213')).toBe(false);
    expect(containsPattern('paid $11,240 in total', '$1,240')).toBe(false);
    expect(containsPattern('paid $1,240.50', '$1,240')).toBe(false);
    expect(containsPattern('paid $1,240, then left', '$1,240')).toBe(true);
    expect(containsPattern('14 april', '14 apr')).toBe(false);
    expect(containsPattern('(14 apr 2026)', '14 apr')).toBe(true);
  });

  it('matches thousands separators exactly as written', () => {
    expect(checkProbe(probe(['$1,240']), 'refund of $1240').pass).toBe(false);
    expect(checkProbe(probe(['1240']), 'refund of $1,240').pass).toBe(false);
  });

  it('fails a correction that shows only the stale value, and says so', () => {
    const p = probe(['45 units'], ['40 units']);
    expect(checkProbe(p, 'Please send 40 units.')).toEqual({ pass: false, reason: 'stale value "40 units" shown; missing "45 units"' });
  });

  it('passes a correction that shows the latest value, with or without the stale one', () => {
    const p = probe(['45 units'], ['40 units']);
    expect(checkProbe(p, 'Send 40 units. Actually 45 units, not 40.').pass).toBe(true);
    expect(checkProbe(p, 'Order: 45 units.').pass).toBe(true);
  });

  it('fails a correction with neither value, without blaming a stale one', () => {
    expect(checkProbe(probe(['Thursday the 14th'], ['Tuesday 12 May']), 'the demo is soon')).toEqual({ pass: false, reason: 'missing "Thursday the 14th"' });
  });
});

describe('checkProbe across scripts', () => {
  it('folds case the Unicode way: ß and SS, final and medial sigma, accents typed either way', () => {
    expect(checkProbe(probe(['Hauptstraße 5']), 'Delivery to HAUPTSTRASSE 5, Berlin').pass).toBe(true);
    expect(checkProbe(probe(['GROSSE HALLE']), 'in der Große Halle').pass).toBe(true);
    expect(checkProbe(probe(['ΟΔΟΣ']), 'στην οδοσ').pass).toBe(true);
    expect(checkProbe(probe(['Café Lumière']), 'meet at cafe\u0301 lumie\u0300re').pass).toBe(true);
    expect(normalise('STRASSE')).toBe(normalise('Straße'));
  });

  it('treats a combining accent as part of the word', () => {
    expect(containsPattern(normalise('meet at the cafe\u0323 now'), 'cafe')).toBe(false);
  });

  it('finds facts inside unspaced Chinese and Japanese text', () => {
    expect(checkProbe(probe(['東京']), '会議は東京で開きます').pass).toBe(true);
    expect(checkProbe(probe(['45台']), '注文は45台に変更').pass).toBe(true);
    expect(checkProbe(probe(['ORD-5821']), '注文ORD-5821です').pass).toBe(true);
    // still a whole number: 145台 is not 45台
    expect(checkProbe(probe(['45台']), '注文は145台').pass).toBe(false);
  });

  it('fails a CJK correction that shows only the stale value', () => {
    expect(checkProbe(probe(['45台'], ['40台']), '注文は40台です')).toEqual({ pass: false, reason: 'stale value "40台" shown; missing "45台"' });
  });

  it('reads a letter outside the BMP as a letter', () => {
    expect(containsPattern('x 𝐀bc', 'bc')).toBe(false);
  });
});

describe('contextText', () => {
  it('joins string contents, text parts and tool-call arguments with newlines', () => {
    const text = contextText([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: [{ type: 'text', text: 'Hello' }, { type: 'image_url', image_url: { url: 'x' } }] },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup', arguments: '{"id":"ORD-1"}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: '{"ok":true}' },
    ]);
    expect(text).toBe('Hi\nHello\n\nlookup {"id":"ORD-1"}\n{"ok":true}');
  });
});
