/** @module demo/playground/highlight — show messages sentence by sentence: kept, shortened or dropped, with pinned facts marked. */
import { contextText, normalise } from '../../bench/retention/probe-check.js';
import { LEDGER_HEADING, type Message } from '../../src/index.js';
import { el } from './dom.js';

/** What happened to one sentence of the original. */
export type Fate = 'kept' | 'shortened' | 'dropped';

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
const WORDS = /[\p{L}\p{N}][\p{L}\p{N}$.,:/-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

/** The text of one message (string content, text parts, tool calls). */
const textOf = (m: Message): string => contextText([m]);

/**
 * Decide a sentence's fate against the compressed context: verbatim → kept; message dropped or
 * under half its words left → dropped; otherwise shortened (pruned or summarised).
 * @example
 * fateOf('Ship 45 units.', 'ship 45 units. thanks', 1) // 'kept'
 */
export function fateOf(sentence: string, compressed: string, keptShare: number): Fate {
  const s = normalise(sentence).trim();
  if (keptShare === 0) return 'dropped';
  if (s === '' || keptShare === 1 || compressed.includes(s)) return 'kept';
  const words = s.match(WORDS) ?? [];
  const found = words.filter((w) => compressed.includes(w)).length;
  return words.length > 0 && found / words.length >= 0.5 ? 'shortened' : 'dropped';
}

/** Text with each pinned fact wrapped in <mark class="pin">. */
function withPins(text: string, pins: string[]): Node[] {
  const sorted = [...new Set(pins)].filter((p) => p.length > 0).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [document.createTextNode(text)];
  const escaped = sorted.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.split(new RegExp(`(${escaped.join('|')})`, 'g')).map((part, i) =>
    i % 2 === 1 ? el('mark', { class: 'pin', title: 'pinned fact' }, part) : document.createTextNode(part),
  );
}

function card(m: Message, index: number, body: Node[], extra = ''): HTMLElement {
  return el('article', { class: `msg ${m.role} ${extra}`.trim(), 'data-index': index },
    el('header', {}, `m${index} ${m.role}`), el('p', {}, ...body));
}

/**
 * The original conversation, each sentence tagged with its fate (class `kept`, `shortened` or
 * `dropped`) and pinned facts marked.
 * @example
 * pane.replaceChildren(...renderOriginal(messages, result.messages, result.stats.kept, result.stats.pinnedFacts));
 */
export function renderOriginal(messages: Message[], compressed: Message[] | undefined, kept: number[] = [], pins: string[] = []): HTMLElement[] {
  const target = compressed ? normalise(contextText(compressed)) : '';
  return messages.map((m, i) => {
    const parts = [...sentences.segment(textOf(m))].map(({ segment }) => {
      if (!compressed) return el('span', {}, segment);
      const fate = fateOf(segment, target, kept[i] ?? 1);
      return el('span', { class: fate, title: fate }, ...withPins(segment, pins));
    });
    const share = compressed ? kept[i] ?? 1 : 1;
    return card(m, i, parts, share === 0 ? 'gone' : '');
  });
}

/**
 * The compressed conversation; the pinned-fact ledger gets class `ledger`, pinned facts are marked.
 * @example
 * pane.replaceChildren(...renderCompressed(result.messages, result.stats.pinnedFacts));
 */
export function renderCompressed(messages: Message[], pins: string[]): HTMLElement[] {
  return messages.map((m, i) => {
    const text = textOf(m);
    return card(m, i, withPins(text, pins), text.startsWith(LEDGER_HEADING) ? 'ledger' : '');
  });
}
