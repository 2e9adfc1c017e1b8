/** @module extract/answer-type — what kind of fact a question asks for (a price, a date, a name…), and which units hold one. */
import { PinKind } from '../kernel/types.js';
import { ENTITY_KIND, FIELD_KIND } from '../pins/facts.js';
import { capitalisedRun, LOWER, UPPER, WORDISH } from '../text/latin-letters.js';
import type { Units } from './units.js';

/** Bit for a named entity (two or more capitalised words) in an answer-kind mask. */
const NAME_BIT = 1 << 12;
const bit = (kind: number): number => 1 << kind;
/** Value kinds a tool-output field can answer ("how much memory", "which host", "what version"). */
const FIELD_BITS = [PinKind.MONEY, PinKind.COUNT, PinKind.PERCENT, PinKind.ID, PinKind.VERSION, PinKind.PATH, PinKind.URL].reduce((m, k) => m | bit(k), 0);

/** A field whose key names a person's role (`Author: Yuki <yuki@example.com>`, `assignee: mara`): it answers who. */
const PERSON_FIELD =
  /^(?:[\w.-]+:\s*)?(?:author|owner|assignee|assigned[ _-]?to|reviewers?|reviewed[ _-]?by|reporter|reported[ _-]?by|committer|maintainers?|contact|approver|approved[ _-]?by|requester|requested[ _-]?by|signed-off-by|co-authored-by|created[ _-]?by|updated[ _-]?by|on[ _-]?call|lead|manager|from)\s*:/i;

/**
 * The bit of a fact kind (a PinKind, or the ledger's ENTITY_KIND for names) in an
 * {@link expectedKinds} mask. A `key: value` field (its text, label first, in `field`) answers
 * the value cues, and who when its key names a person's role.
 * @example
 * expectedKinds('What is the order number?') & kindBit(PinKind.ID) // non-zero
 * expectedKinds('Whose commit was it?') & kindBit(FIELD_KIND, 'Author: Yuki') // non-zero
 */
export function kindBit(kind: number, field = ''): number {
  if (kind === ENTITY_KIND) return NAME_BIT;
  // A `key: value` field of tool output holds any kind of value: it answers the value cues.
  if (kind === FIELD_KIND) return PERSON_FIELD.test(field) ? FIELD_BITS | NAME_BIT : FIELD_BITS;
  return kind < 12 ? bit(kind) : 0;
}


/** Question cues → the fact kinds that answer them. */
const CUES: Array<[RegExp, number]> = [
  [/\bhow much\b|\bprice|\bcost|\bpay|\bbudget|\bfee\b|\bspend|\bcharge|\bquot(?:e|ed|es)\b|\bdeposit|\brefund|\bsalary|\bworth\b|\bvalue\b|\bamount\b/, bit(PinKind.MONEY)],
  [/\bhow many\b|\bquantit|\bhow (?:big|large|heavy|far|long|tall|wide|old)\b|\bsize\b|\bweigh|\bcapacity|\bmemory\b|\blimit\b|\bmax(?:imum)?\b|\bmin(?:imum)?\b|\bdose|\btemperature|\bduration|\bcover\b/, bit(PinKind.COUNT) | bit(PinKind.PERCENT)],
  [/\bpercent|\brate\b|\bshare\b|\bdiscount|%/, bit(PinKind.PERCENT)],
  [/\bnumber\b|\bid\b|\bcode\b|\breference|\bref\b|\bticket|\border\b|\binvoice|\bbooking|\bconfirmation|\bserial|\baccount|\brequisition|\bpo\b|\bbatch|\blot\b|\bcommit|\bhash|\bflight/, bit(PinKind.ID)],
  [/\bphone|\bextension|\bcall\b|\breach\b|\bnumber\b|\bdial/, bit(PinKind.PHONE)],
  [/\bwhen\b|\bdate\b|\bday\b|\bdeadline|\bdue\b|\bwhat time|\bschedul|\bweek\b|\bmonth\b|\byear\b|\bstart|\bend\b|\barriv|\bleav|\bdepart/, bit(PinKind.DATE) | bit(PinKind.TIME)],
  [/\bwho\b|\bwhom\b|\bwhose\b|\bname\b|\bcontact\b|\bperson\b|\bowner\b|\bmanager|\bboss\b|\bvendor|\bsupplier|\bbidder|\bcompany|\bfirm\b|\bbuilder|\bcontractor|\bhotel|\bvenue|\bwhere\b|\bwhich\b/, NAME_BIT],
  [/\bversion|\brelease\b|\bupgrade/, bit(PinKind.VERSION)],
  [/\bemail|\bmail\b|\baddress\b/, bit(PinKind.EMAIL)],
  [/\burl\b|\blink\b|\bwebsite|\bendpoint|\bdomain/, bit(PinKind.URL)],
  [/\bfile\b|\bpath\b|\bdirectory|\bfolder|\bscript|\btest\b|\bmodule/, bit(PinKind.PATH)],
];

/** Two or more capitalised words in a row (Tomasz Nakamura, Northwind Components, Hotel Miradouro). */
const NAME = new RegExp(capitalisedRun());
/** The capitalised first word of a sentence (not a name by itself). */
const FIRST_WORD = new RegExp(`^[^${WORDISH}]*[${UPPER}][${LOWER}]+ `);

/**
 * Bit mask of the fact kinds a question asks for (bit = 1 << PinKind; names use bit 12); 0 when
 * the question has no cue.
 * @example
 * expectedKinds('What is the internal requisition number?') & (1 << PinKind.ID) // non-zero
 */
export function expectedKinds(query: string): number {
  const q = query.toLowerCase();
  let mask = 0;
  for (const [re, kinds] of CUES) if (re.test(q)) mask |= kinds;
  return mask;
}

/**
 * Per unit, `weight` when the unit already shares a word with the question (`overlap` > 0) and
 * holds a fact of a kind the question asks for: "What is the requisition number?" lifts
 * "Requisition is REQ-635848" above "the purchase requisition went out late". A sentence of a
 * message that opens with a date stamp holds that date ("By what date was the fence done?" →
 * "Fence is finished!" under "[Session 7 — Sat 23 May 2026, 12:39]").
 * @example
 * const bonus = answerTypeBonus(units, question, overlap, 2);
 */
export function answerTypeBonus(units: Units, query: string | undefined, overlap: Float32Array | undefined, weight: number): Float32Array | undefined {
  if (!query || !overlap) return undefined;
  const mask = expectedKinds(query);
  if (mask === 0) return undefined;
  const s = units.analysis.sentences;
  const has = new Int32Array(s.count);
  const { pins } = units.analysis;
  for (let p = 0; p < pins.count; p++) has[pins.sentence[p]] |= bit(pins.kind[p]);
  const stamped = mask & bit(PinKind.DATE) ? datedMessages(units) : undefined;
  const out = new Float32Array(s.count);
  for (let i = 0; i < s.count; i++) {
    if (overlap[i] <= 0) continue;
    let kinds = has[i];
    if (stamped?.has(units.message[i])) kinds |= bit(PinKind.DATE);
    if (mask & NAME_BIT && NAME.test(units.text.slice(s.start[i], s.end[i]).replace(FIRST_WORD, ''))) kinds |= NAME_BIT;
    if (kinds & mask) out[i] = weight;
  }
  return out;
}

/** How far into a message its date stamp may sit ("[Session 7 — Sat 23 May 2026, 12:39]"). */
const STAMP_REACH = 40;

/** Messages that open with a date ("[Session 7 — Sat 23 May 2026, 12:39] …"): each sentence of one is dated by it. */
function datedMessages(units: Units): Set<number> {
  const { pins, sentences: s } = units.analysis;
  const out = new Set<number>();
  for (let p = 0; p < pins.count; p++) {
    const u = pins.sentence[p];
    // Units run in message order: u opens its message when the unit before it belongs to another.
    const opens = u === 0 || units.message[u - 1] !== units.message[u];
    if (pins.kind[p] === PinKind.DATE && opens && pins.start[p] - s.start[u] < STAMP_REACH) out.add(units.message[u]);
  }
  return out;
}
