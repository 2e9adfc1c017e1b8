/** @module demo/playground/figures — token bars, ratio, time and counts of one compression. */
import type { CompressStats } from '../../src/index.js';
import { el } from './dom.js';

const fmt = new Intl.NumberFormat('en');

function bar(label: string, tokens: number, max: number, cls: string, testid: string): HTMLElement {
  const width = `${Math.max(0.5, (100 * tokens) / max).toFixed(1)}%`;
  return el('div', { class: 'bar-row' },
    el('span', { class: 'bar-label' }, label),
    el('span', { class: 'bar' }, el('span', { class: `fill ${cls}`, style: `width:${width}` })),
    el('span', { class: 'bar-value', 'data-testid': testid }, fmt.format(tokens)));
}

function figure(label: string, value: string, testid: string, title?: string): HTMLElement {
  return el('div', { class: 'figure', title }, el('strong', { 'data-testid': testid }, value), el('span', {}, label));
}

/** `calls (n failed) → fallback`; the fallback's reason is the tooltip. */
function llmFigures(llm: NonNullable<CompressStats['llm']>): HTMLElement[] {
  const failed = llm.failures ? ` (${llm.failures} failed)` : '';
  const fallback = llm.fallback ? ` → ${llm.fallback.strategy}` : '';
  const why = llm.fallback ? `fell back to ${llm.fallback.strategy}: ${llm.fallback.reason}` : undefined;
  return [
    figure('LLM calls', `${llm.calls}${failed}${fallback}`, 'llm-calls', why),
    figure('LLM tokens in → out', `${fmt.format(llm.promptTokens)} → ${fmt.format(llm.completionTokens)}`, 'llm-tokens'),
  ];
}

/**
 * The figures block: original / budget / compressed token bars, then ratio, time, pinned facts,
 * dropped messages, how sentences were ranked against the query ('lexical+static' when the word
 * vectors helped) and, for LLM strategies, provider calls, tokens and any fallback.
 * @example
 * byId('figures').replaceChildren(...renderFigures(result.stats));
 */
export function renderFigures(stats: CompressStats): HTMLElement[] {
  const max = Math.max(stats.originalTokens, stats.budget, 1);
  const llm = stats.llm;
  return [
    el('div', { class: 'bars' },
      bar('original', stats.originalTokens, max, 'original', 'tokens-before'),
      bar('budget', stats.budget, max, 'budget', 'budget-shown'),
      bar('compressed', stats.compressedTokens, max, 'compressed', 'tokens-after')),
    el('div', { class: 'figure-row' },
      figure('ratio', `${stats.ratio.toFixed(2)}×`, 'ratio'),
      figure('time', `${stats.durationMs.toFixed(1)} ms`, 'time'),
      figure('pinned facts', String(stats.pinned), 'pinned-count'),
      figure('messages dropped', `${stats.droppedMessages} / ${stats.kept.length}`, 'dropped'),
      figure('strategy · tokenizer', `${stats.strategy} · ${stats.tokenizer}`, 'strategy-shown'),
      stats.relevance ? figure('query relevance', stats.relevance, 'relevance') : null,
      ...(llm ? llmFigures(llm) : [])),
  ];
}
