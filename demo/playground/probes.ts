/** @module demo/playground/probes — per-probe retention: which scenario facts survive, checked as the benchmark checks them. */
import { checkProbe, contextText } from '../../bench/retention/probe-check.js';
import type { Probe } from '../../bench/retention/types.js';
import type { Message } from '../../src/index.js';
import { el } from './dom.js';

/**
 * One list item per probe (class `pass` or `fail`, with the checker's reason), plus a summary line.
 * @example
 * const { items, summary } = renderProbes(example.probes, result.messages);
 */
export function renderProbes(probes: Probe[], compressed: Message[]): { items: HTMLElement[]; summary: string } {
  const text = contextText(compressed);
  const checks = probes.map((probe) => ({ probe, check: checkProbe(probe, text) }));
  const passed = checks.filter((c) => c.check.pass).length;
  const items = checks.map(({ probe, check }) =>
    el('li', { class: check.pass ? 'pass' : 'fail', 'data-probe': probe.id, title: `${probe.question} (${check.reason})` },
      el('span', { class: 'mark' }, check.pass ? '✓' : '✗'),
      el('span', { class: 'type' }, probe.type),
      probe.fact,
      check.pass ? null : el('small', {}, ` — ${check.reason}`)));
  const summary = probes.length === 0 ? 'This conversation has no probes; pick a benchmark example.' : `${passed} of ${probes.length} probes survive`;
  return { items, summary };
}
