/** @module extract/fit — select units under the budget, render, measure exactly, tighten until it fits. */
import type { Kernel } from '../kernel/types.js';
import type { Plan } from '../strategies/plan.js';
import { expandToGroups } from '../text/groups.js';
import { conversationTokens, messageTokens, type Measure } from '../text/measure.js';
import { otherPartCount } from '../text/parts.js';
import type { Message } from '../types.js';
import { emergencyCut, type CutOrder } from './emergency-cut.js';
import { rebuildMessages, renderPieces } from './render.js';
import { groupEntryShare, ruleEntryShare } from './entry-share.js';
import { tableForm, type TableRecords } from './row-records.js';
import { withParents } from './parents.js';
import { withoutBareMarkers } from './bare-markers.js';
import { callsWithoutResults } from './calls-without-results.js';
import type { Units } from './units.js';

/** A block added to the output (the pinned ledger), rebuilt for each candidate selection. */
export type ExtraBlock = (present: Uint8Array, cap: number) => { message: Message; facts: string[] } | null;

/** Inputs of {@link fitUnits}. */
export interface FitInput {
  messages: Message[];
  plan: Plan;
  units: Units;
  kernel: Kernel;
  measure: Measure;
  budget: number;
  value: Float32Array;
  forced: Uint8Array;
  /** Per unit, 1 when it is never selected (a copy of a sentence said word for word elsewhere); a kept unit may still bring it as its parent. */
  excluded?: Uint8Array;
  /** Emergency order for forced units: higher priority stays longest. */
  priority?: Uint8Array;
  /** When the forced units overflow their share of the target, force none and let them compete by value (their
   * value already holds their worth) rather than keep them by priority. @default false */
  competeOnOverflow?: boolean;
  /** Per unit, a unit it needs to be read (a table row's header, a list item's lead-in), or -1: kept with it. */
  parents?: Int32Array;
  /** Per unit, a table rule row (`|---|`) kept with it and its parent header, or -1 (see extract/parents). */
  rules?: Int32Array;
  /** Pruned text per unit, replacing the verbatim unit when kept. */
  rewrite?: Map<number, string>;
  /** Tables whose rows are written as records when the table is kept in part (charged as records). */
  records?: TableRecords;
  extra?: ExtraBlock;
  /** Share of the free budget the extra block may take. @default 0.6 under 200 tokens, 0.5 under 1000, then 0.4 rising to 0.7 at 2500 (0.5 when focused) */
  extraShare?: number;
  /** Units were ranked for a question: the best of them beat more facts (the default share stays 0.5)
   * and forced units do not take room from the extra block. */
  focused?: boolean;
}

/** The fitted output. */
export interface FitResult {
  messages: Message[];
  /** 1 when unit i (not in a protected message) was selected. */
  mask: Uint8Array;
  kept: number[];
  facts: string[];
}

const LOCKED_COST = 1 << 30;
/** The largest cost an Int32Array holds: a unit near a counter's limit (2^31 − 1) is charged no more. */
const MAX_COST = 2 ** 31 - 1;
/**
 * Per-unit cost on top of its tokens: a separator plus a share of the message overhead, so tiny
 * units from many messages do not look cheaper than they are. The slack pass gives back the excess.
 * @example
 * units.cost[i] + UNIT_SURCHARGE // what selecting unit i is charged (plus its group's entry share)
 */
export const UNIT_SURCHARGE = 3;
/** Share of the target that forced units may take before the emergency cut drops some. */
const FORCED_SHARE = 0.6;
/** Share of the room the extra block keeps when it gives way to forced units. */
const MIN_EXTRA_SHARE = 0.2;
/** Tokens past which the extra block's share falls from 0.7 towards 0.5 (0.7 × 2,500): the
 * ledger's best facts are in by then, its next ones are worth less than the next sentences. */
const LEDGER_CAP = 1750;

/**
 * Choose units by value per token, render the messages (plus the extra block), count them with the
 * real measure, and shrink the target until the whole output fits the budget.
 * @example
 * const { messages } = fitUnits({ messages, plan, units, kernel, measure, budget, value, forced });
 */
export function fitUnits(input: FitInput): FitResult {
  const { units, plan, budget } = input;
  const n = units.analysis.sentences.count;
  const locked = new Uint8Array(n);
  const cost = new Int32Array(n);
  const entry = groupEntryShare(units, plan);
  const ruleShare = input.rules ? ruleEntryShare(units, input.rules, input.measure) : undefined;
  for (let i = 0; i < n; i++) {
    locked[i] = plan.protected.has(units.message[i]) ? 1 : 0;
    const record = input.records?.text.get(i);
    const body = input.rewrite?.get(i) ?? record;
    const own = body !== undefined ? input.measure.count(body) : units.cost[i];
    cost[i] = locked[i] || input.excluded?.[i] ? LOCKED_COST : Math.min(MAX_COST, own + UNIT_SURCHARGE + entry[i] + (record === undefined ? ruleShare?.[i] ?? 0 : 0));
  }
  const room = budget - plan.protectedTokens;
  let extraCap = input.extra ? Math.floor(room * (input.extraShare ?? defaultExtraShare(room, input.focused))) : 0;
  if (extraCap > 0 && input.extraShare === undefined && !input.focused) extraCap = yieldToForced(extraCap, room, input.forced, locked, cost);
  let target = room - extraCap;
  const order = { cost, value: input.value, priority: input.priority, message: units.message };
  let best: FitResult | null = null;
  let bestTotal = 0;
  let good = -1; // largest target known to fit
  let bad = Infinity; // smallest target known to overflow
  for (let attempt = 0; attempt < 24; attempt++) {
    // Cut from all forced units each time: one cut while the target was small returns as the target grows.
    const mask = target > 0 ? input.kernel.select(input.value, cost, forcedAt(input, order, target), target) : new Uint8Array(n);
    for (let i = 0; i < n; i++) if (locked[i] || input.excluded?.[i]) mask[i] = 0;
    const out = assemble(input, mask, locked, extraCap);
    const total = conversationTokens(out.messages, input.measure);
    const step = Math.max(8, Math.ceil(budget * 0.02));
    if (total <= budget) {
      best = out;
      bestTotal = total;
      good = target;
      // The unit surcharge over-counts: grow into the slack, bisecting once an overflow is known.
      if (budget - total < step || target <= 0) break;
      target = bad === Infinity ? target + Math.floor((budget - total) * 0.9) : Math.floor((good + bad) / 2);
    } else {
      bad = target;
      if (best) target = Math.floor((good + bad) / 2);
      else if (target > 0) target -= Math.max(total - budget + 1, Math.ceil(target * 0.02));
      else if (extraCap > 0) extraCap = Math.max(0, extraCap - (total - budget) - 8);
    }
    if (best && bad - good <= step) break;
  }
  if (best && !best.mask.some((x) => x)) best = singlesThatFit(input, locked, extraCap, best);
  else if (best && budget <= TOP_UP_MAX_BUDGET) best = topUp(input, locked, extraCap, best, budget - bestTotal, cost);
  return best ? addParts(input, best, locked, extraCap) : assemble(input, new Uint8Array(n), locked, 0);
}

/** Budgets up to which {@link topUp} runs: past it one more render costs about a tenth of the time
 * (a 24k-token output of a 190k-token chat) for a gap that is at most 2% of the budget. */
const TOP_UP_MAX_BUDGET = 2000;

/**
 * The target search stops within a step of the budget (2% of it, at least 8 tokens): under a small
 * budget those tokens are a larger share, so the best unit by value per token whose own tokens fit
 * what is left is tried, and added when the output still fits.
 */
function topUp(input: FitInput, locked: Uint8Array, extraCap: number, best: FitResult, gap: number, cost: Int32Array): FitResult {
  let pick = -1;
  for (let i = 0; i < locked.length; i++) {
    if (locked[i] || input.excluded?.[i] || best.mask[i] || input.value[i] <= 0 || cost[i] - UNIT_SURCHARGE > gap) continue;
    if (pick < 0 || input.value[i] / cost[i] > input.value[pick] / cost[pick]) pick = i;
  }
  if (pick < 0) return best;
  const mask = best.mask.slice();
  mask[pick] = 1;
  const out = assemble(input, mask, locked, extraCap);
  return conversationTokens(out.messages, input.measure) <= input.budget ? out : best;
}

/** How many of the best units {@link singlesThatFit} tries. */
const SINGLES = 32;

/**
 * When the target search kept no unit at all (the best unit brings a tool group or a parent that
 * overflows, and every smaller target selects that unit first), try the best units one by one,
 * keeping each that still fits: a budget that holds a sentence never returns none.
 */
function singlesThatFit(input: FitInput, locked: Uint8Array, extraCap: number, empty: FitResult): FitResult {
  const n = locked.length;
  const order = Array.from({ length: n }, (_, i) => i)
    .filter((i) => !locked[i] && !input.excluded?.[i] && input.value[i] > 0)
    .sort((a, b) => input.value[b] - input.value[a] || a - b)
    .slice(0, SINGLES);
  let best = empty;
  const mask = new Uint8Array(n);
  for (const i of order) {
    mask[i] = 1;
    const out = assemble(input, mask, locked, extraCap);
    if (conversationTokens(out.messages, input.measure) <= input.budget) best = out;
    else mask[i] = 0;
  }
  return best;
}

/**
 * Default share of the free budget for the extra block: 0.6 under 200 tokens, 0.5 under 1000, then
 * from 0.4 rising to 0.7 at 2500, then {@link LEDGER_CAP} tokens until that is half the room. With
 * little room the best sentences are worth more than more facts; once those are in, the ledger's
 * facts carry more per token than the next sentences, until the ledger holds its best facts
 * (unless the units were ranked for a question: then the next ones still answer it).
 * @example
 * defaultExtraShare(500) // 0.5
 * defaultExtraShare(2500) // 0.7
 * defaultExtraShare(5000) // 0.5: the ledger keeps 2,500 tokens, not 3,500
 */
export function defaultExtraShare(room: number, focused = false): number {
  if (room < 200) return 0.6;
  if (room < 1000 || focused) return 0.5;
  // The rise reaches 0.7 at 2,500 tokens, where LEDGER_CAP / room takes over.
  return Math.min(0.4 + ((room - 1000) / 1500) * 0.3, Math.max(0.5, LEDGER_CAP / room));
}

/** The forced units kept at `target`: all when they fit its forced share, else the emergency cut's, or none
 * when the input asks them to compete. */
function forcedAt(input: FitInput, order: CutOrder, target: number): Uint8Array {
  const kept = emergencyCut(input.forced, order, target * FORCED_SHARE);
  return input.competeOnOverflow && kept !== input.forced ? new Uint8Array(kept.length) : kept;
}

/**
 * Without a question, forced units (goal, constraints, decisions) outrank ledger facts: the extra
 * block gives up room (down to {@link MIN_EXTRA_SHARE} of it) until the forced units fit the
 * emergency cut's {@link FORCED_SHARE} of the target.
 */
function yieldToForced(extraCap: number, room: number, forced: Uint8Array, locked: Uint8Array, cost: Int32Array): number {
  let forcedCost = 0;
  for (let i = 0; i < forced.length; i++) if (forced[i] && !locked[i]) forcedCost += cost[i];
  return Math.min(extraCap, Math.max(Math.floor(room * MIN_EXTRA_SHARE), room - Math.ceil(forcedCost / FORCED_SHARE)));
}

/** Give back non-text parts (images, files) of compressed messages, newest first, while they fit. */
function addParts(input: FitInput, best: FitResult, locked: Uint8Array, extraCap: number): FitResult {
  const keepParts = new Set<number>();
  let result = best;
  for (let i = input.messages.length - 1; i >= 0; i--) {
    if (input.plan.protected.has(i) || !best.kept[i] || otherPartCount(input.messages[i]) === 0) continue;
    keepParts.add(i);
    const trial = assemble(input, best.mask, locked, extraCap, keepParts);
    if (conversationTokens(trial.messages, input.measure) <= input.budget) result = trial;
    else keepParts.delete(i);
  }
  return result;
}

const RULE_SETS = new WeakMap<Int32Array, ReadonlySet<number>>();

/** The rule-row units named in `rules`, computed once per array. */
function ruleSet(rules: Int32Array): ReadonlySet<number> {
  let set = RULE_SETS.get(rules);
  if (set) return set;
  // One pass over the typed array: spreading it into an array first costs a copy per unit.
  const rows = new Set<number>();
  for (let i = 0; i < rules.length; i++) if (rules[i] >= 0) rows.add(rules[i]);
  RULE_SETS.set(rules, rows);
  return rows;
}

function assemble(input: FitInput, mask: Uint8Array, locked: Uint8Array, extraCap: number, keepParts: ReadonlySet<number> = new Set()): FitResult {
  const { messages, plan, units, measure } = input;
  if (input.parents) mask = withParents(mask, input.parents, locked, input.rules);
  let rewrite = input.rewrite;
  if (input.records) ({ mask, rewrite } = tableForm(mask, input.records, rewrite));
  mask = withoutBareMarkers(mask, locked, units);
  const selectedMessages = new Set<number>();
  for (let i = 0; i < mask.length; i++) if (mask[i]) selectedMessages.add(units.message[i]);
  const dropCalls = callsWithoutResults(messages, plan, selectedMessages);
  // A message that loses its calls is kept alone: its group's tool messages go with the calls.
  const keep = expandToGroups(new Set([...selectedMessages].filter((i) => !dropCalls.has(i))), plan.groups);
  for (const i of dropCalls) keep.add(i);
  for (const i of plan.protected) keep.add(i);
  const keepMessage = new Uint8Array(messages.length);
  const verbatim = new Uint8Array(messages.length);
  for (const i of keep) keepMessage[i] = 1;
  for (const i of plan.protected) verbatim[i] = 1;
  const present = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) present[i] = mask[i] | locked[i];
  const texts = renderPieces(units, { mask: present, rewrite, rules: input.rules && ruleSet(input.rules) });
  const out = rebuildMessages(messages, units, texts, keepMessage, verbatim, keepParts, dropCalls);
  let at = -1;
  const kept = messages.map((_, i) => {
    if (!keepMessage[i]) return 0;
    at++;
    if (verbatim[i]) return 1;
    return Math.min(1, messageTokens(out[at], measure) / Math.max(1, plan.tokens[i]));
  });
  let facts: string[] = [];
  if (input.extra && extraCap > 0) {
    const block = input.extra(present, extraCap);
    if (block) {
      let at = 0;
      while (at < out.length && out[at].role === 'system') at++;
      out.splice(at, 0, block.message);
      facts = block.facts;
    }
  }
  return { messages: out, mask, kept, facts };
}
