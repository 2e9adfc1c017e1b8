/** @module strategies/pith — the default pipeline: pinned ledger, Protected Core, coarse to fine. */
import { analyzeOptionsFor } from '../budget/query-type.js';
import { fitUnits, type ExtraBlock, type FitInput } from '../extract/fit.js';
import { answerTypeBonus, expectedKinds } from '../extract/answer-type.js';
import { spreadOverItems } from '../extract/list-diversity.js';
import { kindCueBonus } from '../extract/kind-cues.js';
import { queryOverlap } from '../extract/query-overlap.js';
import { callOverlap } from '../extract/call-words.js';
import { topicQuery } from '../extract/topic-query.js';
import { softOverlap } from '../extract/soft-overlap.js';
import { allUnits, collapseNearDuplicates, queryBonus, rowsOf, topUnits, vectorsOf } from '../extract/semantic.js';
import { asksForRecap, recapBonus } from '../extract/recaps.js';
import { narrationBonus } from '../extract/narration.js';
import { followUpBonus } from '../extract/follow-ups.js';
import { bridgeTerms, termBonus } from '../extract/bridge-terms.js';
import { carryToNextSentence, carryToReply } from '../extract/reply-carry.js';
import { collapseExactDuplicates } from '../extract/exact-duplicates.js';
import { unitValues } from '../extract/values.js';
import { acknowledgements } from '../extract/acknowledgements.js';
import { unitLinks } from '../extract/parents.js';
import { tableRecords } from '../extract/row-records.js';
import { askedCoreBonus, askedCoreKinds, corePriorities } from '../pins/core.js';
import { structuredDecisions } from '../pins/structured-decisions.js';
import { linkRevisionOpeners } from '../pins/revision-openers.js';
import { carryToReplacements, findReplacements } from '../pins/corrections.js';
import { isLedger, mergeLedgerLines } from '../pins/earlier-ledger.js';
import { createLedger } from '../pins/ledger.js';
import { callHandles } from '../pins/call-handles.js';
import { MESSAGE_OVERHEAD } from '../tokens/overhead.js';
import { conversationTokens } from '../text/measure.js';
import { liveRoundHeads } from './live-round.js';
import { releaseChattyTurn } from './chatty-turn.js';
import { prepare } from './prepare.js';
import type { Strategy } from './types.js';

/** Chat turns open with greetings and acknowledgements: most of the first-sentence bonus is taken back. */
const POSITION_DISCOUNT = 1;
/** Relations (reports to, next to, hosted on) are rarely restated: keep them when possible. */
const RELATION_BONUS = 3;
/** Per query stem a sentence shares with the question (up to 3). */
const QUERY_BONUS = 3;
/** A sentence whose words come close to the question's through word vectors (luggage ~ bags); IDF-weighted, one match's worth at most. */
const SOFT_BONUS = 3;
const SOFT_FLOOR = 0.4;
/** A sentence that shares a word with the question and holds the kind of fact it asks for. */
const ANSWER_BONUS = 6;
/** Share of the best-matching turn's relevance carried to the facts of the asked kind in its reply ("I filed it as INC-38342"). */
const REPLY_SHARE = 1;
/** Share of a matching sentence's relevance carried to the next one when only that one holds the kind of fact asked for
 * ("We decided to put up a fence." → "The quote is $2,541."), from this much relevance up (about two thirds of a shared stem). */
const NEXT_SENTENCE_SHARE = 1;
const NEXT_SENTENCE_FLOOR = 2;
/** A sentence naming a bridge term: a name or identifier of the question's best match (notify-gateway, Mara), one hop on. */
const BRIDGE_BONUS = 3;
/** A decision, constraint or the goal when the question asks for that kind ("Which decisions…?"). */
const ASKED_CORE_BONUS = 3;
/** A verdict on an option or a short choice item ("Sanic - NOT RECOMMENDED", "Redis pub/sub for cross-worker
 * broadcasting") when the question asks for decisions: softer than the core's decision wording, so it only scores. */
const DECISION_CUE_BONUS = 2;
/** For a question that asks for a kind of core item (a list: "Which key decisions…?", "What constraints…?"): the
 * value a unit keeps when everything it says is already covered, the share of the free room the greedy coverage
 * pass fills, and the ledger's share of that room (the answer is statements, not the loose facts of dropped text). */
const LIST_REPEAT_FLOOR = 0.5;
const LIST_ROOM_SHARE = 0.5;
const LIST_LEDGER_SHARE = 0.3;
/** Without a question, a short sentence that follows up an earlier decision or constraint ("Fence is finished!"). */
const FOLLOW_UP_BONUS = 2;
/** A sentence of a turn that opens as a summary or recap ("**Episode 1 Summary**", "# Final Recommendation"). */
const RECAP_BONUS = 1;
/** The same when the question asks what was decided or for a summary: a recap is its natural answer. */
const ASKED_RECAP_BONUS = 3;
/** A sentence an agent writes beside its tool calls ("I'll start with the security utilities for password hashing and
 * JWT handling."): the session's action log, worth a shared question stem. */
const NARRATION_BONUS = 3;
/** A decision laid out as markdown (an item under "I recommend:", a row of a "Choice" table), on top of being core. */
const STRUCTURED_DECISION_BONUS = 1;
/** Embedding similarity to the question, scaled above a floor (paraphrases share few words). */
const SEMANTIC_BONUS = 6;
const SEMANTIC_FLOOR = 0.15;
/** Value taken from a sentence stamped from a phrasing the conversation repeats (per unit of share). */
const BOILERPLATE_PENALTY = 4;
/** Rank taken from a ledger fact whose sentence repeats a stock phrasing ("Lena logged 417 kg against the…"). */
const LEDGER_BOILERPLATE_PENALTY = 3;
/** Value of a line of an earlier compression's ledger: kept only when nothing else is left to keep. */
const LEDGER_LINE_VALUE = 0.01;
/** Without a question, value taken from a sentence of tool output (listings, logs, test runs): prose first, the
 * output's facts still reach the ledger; with a question, relevance decides. */
const TOOL_PENALTY = 3;
/** Near-duplicates among the most valuable units collapse to the goal, constraint or decision, else the shorter one. */
const DUPLICATE_COSINE = 0.85;
const DUPLICATE_TOP = 400;
/** Value added to the first unit of each result of a live tool round that the default keepLast could not keep whole. */
const LIVE_ROUND_BONUS = 10;
/** Value left to a sentence said word for word elsewhere: the other copy speaks for it. */
const DUPLICATE_VALUE = 0.01;

/**
 * `pith`: strip old reasoning; keep system, last messages and Protected Core (goal, constraints,
 * decisions, also those laid out as markdown lists, choice tables and checklists, corrections)
 * verbatim (a chatty turn before the last one may be compressed when the last two crowd the
 * budget); select whole sentences by value per token (an agent's words beside its tool calls rank
 * higher, and without a question a short update on an earlier decision's subject, "Fence is finished!";
 * without a question, tool output after prose;
 * sentences stamped from a phrasing the conversation keeps repeating are worth less and are never
 * core; with a query: BM25, question stems (a tool result's also in the call that produced it), words close to the question's in word-vector space, the
 * names and identifiers of its best match one hop on, embedding similarity and the kind of fact
 * asked for, also in the sentence after a match or in the reply to it; a question for a kind of
 * core item ("Which key decisions…?") is matched on its subject words alone, lifts verdicts and
 * short choice items, spreads the room over items not yet covered, and lets a core too large for
 * its share of the room compete by value rather than be cut by priority; a correction rises with the
 * statement it corrects; a sentence repeated word for word is kept once, near-duplicates collapse, an acknowledgement alone
 * ("Good point!", "Absolutely!") is never kept;
 * a kept table row brings its header, a kept list item its lead-in line, a line indented under a
 * key (`    host: db-03` under `  notify-gateway:`) that key; the rows and header of a
 * table kept in part are written as records, `Storage: Delta Lake on S3 | ACID, time travel`); pin every fact of dropped
 * text in a ledger (corrections mark replaced values, identifiers passed to a tool call rank higher); tighten until the exact count fits. Token
 * pruning is the `prune` strategy: inside `pith` it cost retention.
 * @example
 * await compress(messages, { budget: 2000 }); // strategy 'pith' is the default
 */
export const pithStrategy: Strategy = {
  name: 'pith',
  usesVectors: true,
  lazyVectors: true,
  description: 'default: pinned-fact ledger, Protected Core, semantic sentence selection',
  async compress(input) {
    const { options, kernel, measure } = input;
    const analyze = analyzeOptionsFor(options.query);
    const p = prepare(input, analyze);
    if (p.done) return { messages: p.messages, kept: p.messages.map(() => 1), pinned: [], originalTokens: p.originalTokens };
    await input.loadVectors?.();
    const { units, plan, messages } = p;
    if (options.keepLastPreferred) releaseChattyTurn(plan, units, messages, options.budget);
    const s = units.analysis.sentences;
    const boilerplate = s.boilerplate;
    const { parents, rules } = unitLinks(units);
    const structured = structuredDecisions(units, parents);
    const core = corePriorities(units, { phrases: true, boilerplate, structured });
    const openers = linkRevisionOpeners(units, core, parents);
    const replacedBy = findReplacements(units);
    const asked = options.query ? expectedKinds(options.query) : 0;
    const uv = options.query ? await vectorsOf(units, kernel, allUnits(units), input.embedder, options.query) : undefined;
    const semantic = uv ? queryBonus(kernel, uv, SEMANTIC_BONUS, SEMANTIC_FLOOR) : undefined;
    // A question for a kind of core item is scored for that kind below: its kind and frame words are no subject.
    const topic = topicQuery(options.query);
    const list = !!options.query && askedCoreKinds(options.query);
    const soft = softOverlap(units, kernel, topic, { weight: SOFT_BONUS, floor: SOFT_FLOOR });
    const related = sum(queryOverlap(units, topic, QUERY_BONUS), callOverlap(units, messages, topic, QUERY_BONUS), semantic, soft);
    if (related) {
      carryToReplacements(units, replacedBy, related);
      carryToNextSentence(units, related, asked, NEXT_SENTENCE_SHARE, NEXT_SENTENCE_FLOOR);
      carryToReply(units, related, asked, REPLY_SHARE);
    }
    const bridges = bridgeTerms(units, related, options.query);
    const overlap = sum(
      related,
      answerTypeBonus(units, options.query, related, ANSWER_BONUS),
      askedCoreBonus(units, core, options.query, ASKED_CORE_BONUS, structured),
      kindCueBonus(units, options.query, DECISION_CUE_BONUS),
      recapBonus(units, messages, asksForRecap(options.query) ? ASKED_RECAP_BONUS : RECAP_BONUS),
      termBonus(units, bridges, BRIDGE_BONUS),
      narrationBonus(units, messages, NARRATION_BONUS),
      options.query ? undefined : followUpBonus(units, core, boilerplate, FOLLOW_UP_BONUS),
      new Float32Array(structured).map((x) => x * STRUCTURED_DECISION_BONUS),
    );
    const value = unitValues(units, messages.length, {
      core, replacedBy, positionDiscount: POSITION_DISCOUNT, relationBonus: RELATION_BONUS,
      boilerplate, boilerplatePenalty: BOILERPLATE_PENALTY, extra: overlap,
      toolPenalty: options.query ? 0 : TOOL_PENALTY,
    });
    if (list) spreadOverItems(units, value, { present: (i) => plan.protected.has(units.message[i]), room: LIST_ROOM_SHARE * (options.budget - plan.protectedTokens), floor: LIST_REPEAT_FLOOR });
    if (options.keepLastPreferred) for (const i of liveRoundHeads(units, messages, plan)) value[i] += LIVE_ROUND_BONUS;
    // An earlier ledger's lines are not sentences to keep whole: their facts compete again in the new ledger.
    const earlierLedger = messages.map(isLedger);
    for (let i = 0; i < s.count; i++) if (earlierLedger[units.message[i]]) value[i] = LEDGER_LINE_VALUE;
    // Never selected on their own: the copies of a repeated sentence, and revision openers (kept only as their revision's parent).
    const excluded = new Uint8Array(s.count);
    collapseExactDuplicates(units, value, core, plan.protected, DUPLICATE_VALUE, excluded);
    for (const i of openers) excluded[i] = 1;
    // An acknowledgement alone ("Good point!") says nothing: the sentence after it says what was agreed.
    const acks = acknowledgements(units);
    for (let i = 0; i < s.count; i++) if (acks[i] && !core[i]) excluded[i] = 1;
    const candidates = topUnits(value, DUPLICATE_TOP);
    // With a query every unit already has a vector: reuse them rather than embed the candidates again.
    const rows = uv ? rowsOf(uv, candidates) : await vectorsOf(units, kernel, candidates, input.embedder);
    if (rows) collapseNearDuplicates(kernel, rows, candidates, units, value, DUPLICATE_COSINE, core);
    const forced = new Uint8Array(s.count);
    for (let i = 0; i < s.count; i++) forced[i] = core[i] > 0 && !plan.protected.has(units.message[i]) ? 1 : 0;
    const ledgerFor = createLedger(units, messages, { replacedBy, score: s.score, count: measure.count, unitBoost: overlap, numbers: input.messageNumbers,
      boilerplate, boilerplatePenalty: LEDGER_BOILERPLATE_PENALTY,
      askedKinds: asked, terms: bridges, handles: callHandles(messages) });
    const ledger: ExtraBlock = (present, cap) => {
      const l = ledgerFor(present, cap - MESSAGE_OVERHEAD);
      return l.text ? { message: { role: 'system', content: l.text }, facts: l.facts } : null;
    };
    const base: FitInput = { ...input, messages, plan, units, budget: options.budget, value, forced, excluded, priority: core, extra: ledger,
      focused: !!options.query, parents, rules, records: tableRecords(units, parents, rules),
      // A list question's answer is the spread of the asked items: a core too large to fit competes by value.
      ...(list ? { extraShare: LIST_LEDGER_SHARE, competeOnOverflow: true } : {}) };
    const result = fitUnits(base);
    return {
      messages: mergeLedgerLines(result.messages, (m) => conversationTokens(m, measure) <= options.budget), kept: result.kept, pinned: result.facts, originalTokens: p.originalTokens,
      relevance: options.query ? (uv ? `lexical+${uv.source}` : 'lexical') : undefined,
    };
  },
};

/** Element-wise sum of the given per-unit arrays, in order, into a new array; `undefined` when none is given. */
function sum(...parts: Array<Float32Array | undefined>): Float32Array | undefined {
  const given = parts.filter((a): a is Float32Array => a !== undefined);
  if (given.length === 0) return undefined;
  const out = new Float32Array(given[0].length);
  for (const a of given) for (let i = 0; i < out.length; i++) out[i] += a[i];
  return out;
}
