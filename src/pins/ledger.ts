/** @module pins/ledger — facts from text that was dropped, kept verbatim in one compact block. */
import { kindBit } from '../extract/answer-type.js';
import { PinKind } from '../kernel/types.js';
import type { Units } from '../extract/units.js';
import type { Message } from '../types.js';
import { contextWords, repeatedContexts } from './context-words.js';
import { LEDGER_HEADING, REPLACED_MARK } from './earlier-ledger.js';
import { factTable, ENTITY_KIND, FIELD_KIND, type FactTable } from './facts.js';

export { isLedger, LEDGER_HEADING } from './earlier-ledger.js';

/** The rendered ledger: its text (empty when there is nothing to pin) and the facts it holds. */
export interface Ledger {
  text: string;
  /** Verbatim fact spans in the ledger, in ledger order. */
  facts: string[];
}

/** Higher for kinds users ask about most. */
const KIND_WEIGHT: Record<number, number> = {
  [PinKind.ID]: 1.0, [PinKind.MONEY]: 1.0, [PinKind.DATE]: 0.95, [PinKind.COUNT]: 0.9,
  [PinKind.PHONE]: 0.9, [PinKind.EMAIL]: 0.85, [PinKind.TIME]: 0.85, [PinKind.PERCENT]: 0.8,
  [PinKind.VERSION]: 0.7, [PinKind.URL]: 0.65, [PinKind.PATH]: 0.6, [ENTITY_KIND]: 0.85, [FIELD_KIND]: 0.8,
};

/** Facts said by the user matter most; tool output is mostly machine noise. */
const ROLE_WEIGHT: Record<string, number> = { user: 0.3, assistant: 0, system: 0.2, tool: -0.3 };
/** Recency (0 oldest … 1 newest) of an earlier ledger's items: they stand for the dropped middle of the conversation, not for the ledger's own place at its start. */
const EARLIER_LEDGER_RECENCY = 0.6;
/** Facts each message contributes per round of the ranking: a small record (a YAML service block, an order summary) gets through whole, a log dump waits for the other messages. */
const FACTS_PER_ROUND = 6;

/** Inputs of {@link createLedger} that do not change between selections. */
export interface LedgerOptions {
  replacedBy: Int32Array;
  /** Unit score, used to rank facts when the ledger must shrink. */
  score: Float32Array;
  /** Token cost of a text under the chosen counter. */
  count: (text: string) => number;
  /** Add context words before each fact. @default true */
  context?: boolean;
  /** Extra rank per unit (e.g. overlap with the query); facts of boosted units come first. */
  unitBoost?: Float32Array;
  /** Boilerplate share per unit (0–1): facts of stock phrasings rank lower. */
  boilerplate?: Float32Array;
  /** Rank taken per unit of boilerplate share. @default 0 */
  boilerplatePenalty?: number;
  /** Kinds the question asks for (mask from `expectedKinds`): their facts rank higher. */
  askedKinds?: number;
  /** Lowercased bridge terms (names, identifiers) of the question's best match: facts under or naming them rank higher. */
  terms?: readonly string[];
  /** The number message i shows (`m12`): `numbers[i]`, the caller's own numbering (a memory numbers its pool by
   * position in its history). @default i, the message's index */
  numbers?: readonly number[];
  /** Lowercased values the conversation passed to its tool calls (`callHandles`): identifiers among them rank higher. */
  handles?: ReadonlySet<string>;
}

/** Rank added to an identifier the conversation passed to a tool call (`courier_booking {"reference":"RMA-484796"}`):
 * a handle it acts with outranks a figure said once in passing, however late. */
const HANDLE_BOOST = 0.5;

/** Rank added to a fact of a kind the question asks for. */
const ASKED_KIND_BOOST = 4;

/** Rank taken from a fact whose context words several other facts share ("logged 474 kg", "logged 349 boxes", "reference REF-…"): a stock phrasing, even once its sentence is gone (an earlier ledger's line). */
const STOCK_CONTEXT_PENALTY = 0.5;
/** How many of the best-ranked facts are checked for a stock context. */
const STOCK_SCAN = 1024;

/** A stack frame's location (`src/db/pool.ts:88:11`) or a log line's time stamp (`2026-04-01T03:35:54`): traces and logs print dozens. */
const STACK_FRAME = /:\d+:\d+$/;
const LOG_STAMP = /(?:^|\s)\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d/;
/** Rank taken from a machine stamp: the failing file (`FAIL test/api/session.test.ts`), a date in prose and the log's message come first.
 * A stamp never takes the question's boosts (asked kind, bridge terms). */
const MACHINE_STAMP_PENALTY = 0.5;

/** Kinds a machine stamp can have (checked before the fact's text is sliced). */
const stampKind = (kind: number): boolean => kind === PinKind.PATH || kind === PinKind.DATE;

/**
 * Is the fact (an earlier ledger's item included) a stack frame's location or a log line's time stamp?
 * @example
 * machineStamp('src/db/pool.ts:88:11', PinKind.PATH) // true
 * machineStamp('test/api/session.test.ts', PinKind.PATH) // false
 * machineStamp('2026-04-01T03:35:54Z', PinKind.DATE) // true
 */
export function machineStamp(fact: string, kind: number): boolean {
  if (!stampKind(kind)) return false;
  return kind === PinKind.PATH ? STACK_FRAME.test(fact) : LOG_STAMP.test(fact);
}

/** Rank added to a fact whose label or text names a bridge term (`notify-gateway: host: db-03`). */
const TERM_BOOST = 4;

/** Does the text (a fact with its label) contain one of the lowercased terms? */
function namesTerm(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return terms.some((t) => lower.includes(t));
}

/** Builds the ledger for one selection: `present[u]` = 1 when unit u is in the output. */
export type LedgerBuilder = (present: Uint8Array, cap: number) => Ledger;

/**
 * Prepare a ledger builder: facts are deduplicated once (latest mention wins) and ranked once (kind,
 * unit score, recency, identifiers passed to a tool call higher; replaced values, stock contexts, stack frames and log stamps lower, the last never
 * lifted by a question; an earlier
 * ledger's items as if from the middle of the conversation); each call skips facts whose unit or
 * value is already in the output, cuts the rest to `cap` tokens and groups them per message in order.
 * @example
 * const ledgerFor = createLedger(units, messages, { replacedBy, score, count });
 * const { text, facts } = ledgerFor(present, 200);
 */
export function createLedger(units: Units, messages: readonly Message[], o: LedgerOptions): LedgerBuilder {
  const pins = factTable(units, o.replacedBy);
  const keys = pins.keys;
  const replacedBy = pins.replacedBy;
  // One mention per value: the latest, unless an earlier mention was replaced (it carries the mark).
  const latest = new Map<string, number>();
  for (let p = 0; p < pins.count; p++) {
    const seen = latest.get(keys[p]);
    if (seen === undefined || replacedBy[seen] < 0) latest.set(keys[p], p);
  }
  const n = Math.max(1, messages.length);
  // A stack frame or a log stamp matches "which file…?" or "when…?" by kind alone: traces print dozens.
  const stamp = (p: number): boolean => stampKind(pins.kind[p]) && machineStamp(units.text.slice(pins.start[p], pins.end[p]), pins.kind[p]);
  const field = (p: number): string => (pins.kind[p] === FIELD_KIND ? pins.label[p] + units.text.slice(pins.start[p], pins.end[p]) : '');
  const questionBoost = (p: number): number =>
    (o.askedKinds && o.askedKinds & kindBit(pins.kind[p], field(p)) ? ASKED_KIND_BOOST : 0) +
    (o.terms?.length && namesTerm(pins.label[p] + ' ' + units.text.slice(pins.start[p], pins.end[p]), o.terms) ? TERM_BOOST : 0);
  const priority = (p: number) =>
    (KIND_WEIGHT[pins.kind[p]] ?? 0.5) +
    0.2 * Math.max(0, o.score[pins.sentence[p]]) +
    (pins.verbatim[p] ? EARLIER_LEDGER_RECENCY : units.message[pins.sentence[p]] / n) * 0.8 +
    (ROLE_WEIGHT[units.roles[units.message[pins.sentence[p]]]] ?? 0) -
    (replacedBy[p] >= 0 || markedItem(units, pins, p) ? 0.6 : 0) +
    (o.unitBoost ? o.unitBoost[pins.sentence[p]] : 0) -
    (o.boilerplate ? (o.boilerplatePenalty ?? 0) * o.boilerplate[pins.sentence[p]] : 0) +
    (pins.kind[p] === PinKind.ID && o.handles?.has(units.text.slice(pins.start[p], pins.end[p]).toLowerCase()) ? HANDLE_BOOST : 0) +
    (stamp(p) ? -MACHINE_STAMP_PENALTY : questionBoost(p));
  const ranked = [...latest.values()];
  const prio = new Float64Array(pins.count);
  for (const p of ranked) prio[p] = priority(p);
  const byPriority = (a: number, b: number) => prio[b] - prio[a] || b - a;
  ranked.sort(byPriority);
  // Stock contexts among the facts that can reach a ledger (the rest never will): a nearly sorted re-sort.
  const stock = repeatedContexts(units, pins, ranked.slice(0, STOCK_SCAN));
  for (const p of stock) prio[p] -= STOCK_CONTEXT_PENALTY;
  if (stock.length) ranked.sort(byPriority);
  inRounds(units, pins, ranked);
  const heading = o.count(LEDGER_HEADING);
  // Pins of unit u are firstPin[u] .. firstPin[u + 1] - 1 (pins are in text order, like units).
  const unitCount = units.analysis.sentences.count;
  const firstPin = new Int32Array(unitCount + 1).fill(pins.count);
  for (let p = pins.count - 1; p >= 0; p--) firstPin[pins.sentence[p]] = p;
  for (let u = unitCount - 1; u >= 0; u--) firstPin[u] = Math.min(firstPin[u], firstPin[u + 1]);
  return (present, cap) => {
    const presentKeys = new Set<string>();
    for (let u = 0; u < unitCount; u++) {
      if (present[u]) for (let p = firstPin[u]; p < firstPin[u + 1]; p++) presentKeys.add(keys[p]);
    }
    // Rough pre-cut (about 3 characters per token with context) so large inputs render once or twice.
    const chosen: number[] = [];
    let approx = heading;
    for (const p of ranked) {
      if (approx > cap * 1.3) break;
      if (present[pins.sentence[p]] || presentKeys.has(keys[p])) continue;
      chosen.push(p);
      approx += 4 + (pins.end[p] - pins.start[p]) / 3;
    }
    let ledger = render(units, pins, messages, chosen, o);
    let tokens = o.count(ledger.text);
    while (chosen.length > 0 && tokens > cap) {
      const drop = Math.max(1, Math.ceil(((tokens - cap) / Math.max(1, tokens)) * chosen.length));
      chosen.length = Math.max(0, chosen.length - drop);
      ledger = render(units, pins, messages, chosen, o);
      tokens = o.count(ledger.text);
    }
    return ledger;
  };
}

/**
 * Reorder the ranked facts (in place) by round, keeping rank order within a round: a message's k-th
 * fact ranks after every message's first facts, so a log dump cannot flood the ledger. An earlier
 * ledger digests many messages: its items are not held to one message's share (round 0). A stable
 * counting sort by round, where a sort by `round × count + rank` needs a comparator call per pair.
 */
function inRounds(units: Units, pins: FactTable, ranked: number[]): void {
  const nth = new Int32Array(units.roles.length + 1);
  const round = new Int32Array(ranked.length);
  let rounds = 1;
  ranked.forEach((p, i) => {
    const k = nth[units.message[pins.sentence[p]]]++;
    round[i] = pins.verbatim[p] ? 0 : Math.floor(k / FACTS_PER_ROUND);
    rounds = Math.max(rounds, round[i] + 1);
  });
  const next = new Int32Array(rounds + 1);
  for (let i = 0; i < ranked.length; i++) next[round[i] + 1]++;
  for (let r = 1; r <= rounds; r++) next[r] += next[r - 1];
  const order = ranked.slice();
  for (let i = 0; i < order.length; i++) ranked[next[round[i]]++] = order[i];
}

/** An earlier ledger's item that already carries a replacement mark: a replaced value, rendered as written. */
function markedItem(units: Units, pins: FactTable, p: number): boolean {
  return pins.verbatim[p] === 1 && units.text.slice(pins.start[p], pins.end[p]).includes(REPLACED_MARK);
}

function render(units: Units, pins: FactTable, messages: readonly Message[], chosen: number[], o: LedgerOptions): Ledger {
  if (chosen.length === 0) return { text: '', facts: [] };
  const num = (m: number): number => o.numbers?.[m] ?? m;
  const fact = (p: number) => units.text.slice(pins.start[p], pins.end[p]);
  // A typed array sorts numbers natively, without a comparator call per pair.
  const ordered = Int32Array.from(chosen).sort();
  const lines: string[] = [LEDGER_HEADING];
  const facts: string[] = [];
  let line = '';
  let current = -1;
  for (const p of ordered) {
    const m = units.message[pins.sentence[p]];
    if (m !== current) {
      if (line) lines.push(line);
      line = `m${num(m)} ${messages[m].role}: `;
      current = m;
    } else line += '; ';
    const label = pins.label[p];
    const ctx = label || (o.context === false || pins.kind[p] === FIELD_KIND || pins.verbatim[p] ? '' : contextWords(units, pins, p));
    const r = pins.replacedBy[p];
    const replaced = r >= 0 && !markedItem(units, pins, p) ? ` ${REPLACED_MARK}${fact(r)}, m${num(units.message[pins.sentence[r]])})` : '';
    line += (ctx ? ctx + ' ' : '') + fact(p) + replaced;
    facts.push(fact(p));
  }
  if (line) lines.push(line);
  return { text: lines.join('\n'), facts };
}
