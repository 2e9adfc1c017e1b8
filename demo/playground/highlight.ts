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

/**
 * A function that wraps each of `pins` found in a text in <mark class="pin">, longest pin first.
 * Built once per pane; each text is matched against only the pins it contains, since a regex of
 * every pin run over every sentence of a 2 MB chat took a second.
 */
function pinMarker(pins: string[]): (text: string) => Node[] {
  const sorted = [...new Set(pins)].filter((p) => p.length > 0).sort((a, b) => b.length - a.length);
  const escaped = new Map(sorted.map((p) => [p, p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')]));
  return (text) => {
    const found = sorted.filter((p) => text.includes(p));
    if (found.length === 0) return [document.createTextNode(text)];
    return text.split(new RegExp(`(${found.map((p) => escaped.get(p)).join('|')})`, 'g')).map((part, i) =>
      i % 2 === 1 ? el('mark', { class: 'pin', title: 'pinned fact' }, part) : document.createTextNode(part),
    );
  };
}

function card(m: Message, index: number, body: Node[], extra = ''): HTMLElement {
  return el('article', { class: `msg ${m.role} ${extra}`.trim(), 'data-index': index },
    el('header', {}, `m${index} ${m.role}`), el('p', {}, ...body));
}

/**
 * The original conversation, each sentence tagged with its fate (class `kept`, `shortened` or
 * `dropped`) and pinned facts marked: a function that builds the card of message `index`, so a
 * long chat can be put on the page a slice at a time (see fillInSlices).
 * @example
 * const card = originalCards(messages, result.messages, result.stats.kept, result.stats.pinnedFacts);
 * pane.replaceChildren(...messages.map((_, i) => card(i)));
 */
export function originalCards(messages: Message[], compressed: Message[] | undefined, kept: number[] = [], pins: string[] = []): (index: number) => HTMLElement {
  const target = compressed ? normalise(contextText(compressed)) : '';
  const marked = pinMarker(pins);
  return (i) => {
    const m = messages[i];
    const text = textOf(m);
    // Only the sentences of a message that holds a pin are searched for one.
    const mark = pins.some((p) => p.length > 0 && text.includes(p)) ? marked : (s: string) => [s];
    const parts = [...sentences.segment(text)].map(({ segment }) => {
      if (!compressed) return el('span', {}, segment);
      const fate = fateOf(segment, target, kept[i] ?? 1);
      return el('span', { class: fate, title: fate }, ...mark(segment));
    });
    const share = compressed ? kept[i] ?? 1 : 1;
    return card(m, i, parts, share === 0 ? 'gone' : '');
  };
}

/**
 * The compressed conversation; the pinned-fact ledger gets class `ledger`, pinned facts are marked.
 * @example
 * pane.replaceChildren(...renderCompressed(result.messages, result.stats.pinnedFacts));
 */
export function renderCompressed(messages: Message[], pins: string[]): HTMLElement[] {
  const marked = pinMarker(pins);
  return messages.map((m, i) => {
    const text = textOf(m);
    return card(m, i, marked(text), text.startsWith(LEDGER_HEADING) ? 'ledger' : '');
  });
}
