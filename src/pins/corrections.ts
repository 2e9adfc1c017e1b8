/** @module pins/corrections — a later correction supersedes an earlier value of the same fact. */
import { PinKind, SentenceFlag } from '../kernel/types.js';
import type { Units } from '../extract/units.js';
import { isTableRow } from '../text/table-row.js';

/** Words right before a value that name it as the old one ('€98,000 now, not €94,000'). */
const STRONG_OLD_WORDS = 'not|instead of|rather than|no longer|replacing';
const oldMarker = (words: string): RegExp => new RegExp(`\\b(?:${words})\\s*[:(]?\\s*$`, 'i');
/** Chinese words right before an old value: 不是 (not), 而不是 (rather than), 而非. */
const STRONG_OLD_CJK = '不是|而非';
/** An old value inside a change ('moved from May 12 to May 13', 'was 30, now 35'; 从5号改到8号). */
const OLD_MARKER = new RegExp(`${oldMarker(`${STRONG_OLD_WORDS}|from|was`).source}|(?:${STRONG_OLD_CJK}|从|從)\\s*$`, 'i');
/** An old value named outright, with no change verb needed; not 'from' or 'was' (ranges, history). */
const STRONG_OLD_MARKER = new RegExp(`${oldMarker(STRONG_OLD_WORDS).source}|(?:${STRONG_OLD_CJK})\\s*$`, 'i');
/** Japanese and Korean name the old value before the marker: 4人ではなく5人, 4명이 아니라 5명; から and 에서 (from) inside a change only. */
const OLD_AFTER = /^\s*(?:ではなく|じゃなく|でなく|から|(?:이|가)?\s?아니라|에서)/;
const STRONG_OLD_AFTER = /^\s*(?:ではなく|じゃなく|でなく|(?:이|가)?\s?아니라)/;
const CHANGE_VERB =
  /\b(actually|change[ds]?|changing|move[ds]?|moving|reschedule[ds]?|push(?:ed)?|update[ds]?|bump(?:ed)?|increase[ds]?|reduce[ds]?|raise[ds]?|lower(?:ed)?|make it|switch(?:ed)? to|correction|instead)\b|変更|訂正|修正|改め|変わ|延期|実は|改为|改成|改到|更改|更正|变更|改正|其实|변경|수정|정정|연기/i;
/** Slot nouns: a change form replaces an earlier value only when both sentences name the same slot. */
const SLOT_NOUN_LIST = [
  'deadline', 'meeting', 'call', 'delivery', 'launch', 'flight', 'checkin', 'checkout', 'appointment', 'demo',
  'release', 'review', 'dinner', 'party', 'event', 'pickup', 'departure', 'arrival', 'start', 'due', 'budget',
  'price', 'total', 'cost', 'quantity', 'order', 'room', 'ticket', 'phone', 'email', 'address',
];
/** The same slots named in Chinese, Japanese and Korean (no word boundaries there). */
const CJK_SLOT_NOUNS: Record<string, string> = {
  締切: 'deadline', 締め切り: 'deadline', 期限: 'deadline', 截止: 'deadline', 마감: 'deadline',
  会議: 'meeting', 会议: 'meeting', 회의: 'meeting', 集合: 'meeting',
  納期: 'delivery', 配送: 'delivery', 交货: 'delivery', 배송: 'delivery',
  出発: 'departure', 出发: 'departure', 출발: 'departure', 到着: 'arrival', 到达: 'arrival', 도착: 'arrival',
  予算: 'budget', 预算: 'budget', 예산: 'budget', 価格: 'price', 价格: 'price', 値段: 'price', 가격: 'price',
  合計: 'total', 总计: 'total', 合计: 'total', 합계: 'total', 費用: 'cost', 费用: 'cost', 料金: 'cost', 비용: 'cost',
  注文: 'order', 订单: 'order', 주문: 'order', 部屋: 'room', 房间: 'room', 객실: 'room',
  電話: 'phone', 电话: 'phone', 전화: 'phone', 住所: 'address', 地址: 'address', 주소: 'address',
};
const SLOT_NOUNS = new RegExp(
  `\\b(${SLOT_NOUN_LIST.map((w) => w.replace(/^check/, 'check-?')).join('|')})\\b|${Object.keys(CJK_SLOT_NOUNS).join('|')}`,
  'gi',
);
/** {@link SLOT_NOUNS} without the global flag: the first match only. */
const FIRST_SLOT_NOUN = new RegExp(SLOT_NOUNS.source, 'i');
const SLOT_BIT = new Map([
  ...SLOT_NOUN_LIST.map((w, i) => [w, 1 << i] as const),
  ...Object.entries(CJK_SLOT_NOUNS).map(([w, slot]) => [w, 1 << SLOT_NOUN_LIST.indexOf(slot)] as const),
]);

/** A comma that is no decimal comma (the one of 2,5 kg or 1 234,56 € stays: 2,5 kg is not 25 kg). */
const NON_DECIMAL_COMMA = /(?<!\d),|,(?!\d{1,2}(?![\d,]))/g;

/**
 * Normalised form of a fact for equality: lowercase, no spaces, no commas but a decimal comma.
 * @example
 * normalizeFact('$1,234.50 USD') // '$1234.50usd'
 * normalizeFact('1 234,56 €') // '1234,56€'
 */
export function normalizeFact(text: string): string {
  return text.toLowerCase().replace(/\s/g, '').replace(NON_DECIMAL_COMMA, '');
}

/**
 * The normalised fact key of every pin, computed once per analysis (cached on the units object).
 * @example
 * factKeys(units)[0] // '$1234.50'
 */
export function factKeys(units: Units): string[] {
  const cached = KEY_CACHE.get(units);
  if (cached) return cached;
  const { pins } = units.analysis;
  const keys = new Array<string>(pins.count);
  for (let p = 0; p < pins.count; p++) keys[p] = normalizeFact(units.text.slice(pins.start[p], pins.end[p]));
  KEY_CACHE.set(units, keys);
  return keys;
}

const KEY_CACHE = new WeakMap<Units, string[]>();

/** The unit word of a count: 'units' of '45 units', '人' of '5人', '泊' of '3泊'. */
function lastWord(text: string): string {
  const m = /([a-z%]+|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+)\s*$/iu.exec(text);
  return m ? m[1].toLowerCase() : '';
}

/** Bit set of the slot nouns a sentence names. */
function slotNouns(text: string): number {
  return slotMatches(text).reduce((bits, bit) => bits | bit, 0);
}

/**
 * The slot a pin fills: the nearest slot noun before it in its sentence ("the deadline is May 3"),
 * else the first one after it ("May 3 is the deadline"), as a bit; 0 when the sentence names none.
 * @example
 * pinSlot(units, 0) // SLOT_BIT of 'deadline'
 */
function pinSlot(units: Units, k: number): number {
  const { pins, sentences } = units.analysis;
  const u = pins.sentence[k];
  const before = slotMatches(units.text.slice(sentences.start[u], pins.start[k]));
  if (before.length > 0) return before[before.length - 1];
  // Only the first noun after it counts: one search, not a scan of the rest of the sentence.
  const after = FIRST_SLOT_NOUN.exec(units.text.slice(pins.end[k], sentences.end[u]));
  return after ? slotBit(after[0]) : 0;
}

function slotMatches(text: string): number[] {
  return (text.match(SLOT_NOUNS) ?? []).map(slotBit);
}

/** The bit of a matched slot noun (`Check-in` → checkin's). */
function slotBit(word: string): number {
  return SLOT_BIT.get(word.toLowerCase().replace('-', '')) ?? 0;
}

/**
 * For each pin, the index of the pin that replaced it (a later correction), or -1.
 * Explicit forms ("45 units, not 40 units", "from May 3 to May 8") replace equal earlier values;
 * change forms ("move the deadline to Friday May 8", "actually make it 45 units") replace earlier
 * pins of the same kind that share the unit word (counts) or a slot noun (dates, times, money).
 * @example
 * const replacedBy = findReplacements(units); // replacedBy[p] === q: pin p superseded by pin q
 */
export function findReplacements(units: Units): Int32Array {
  const { pins, sentences } = units.analysis;
  const replacedBy = new Int32Array(pins.count).fill(-1);
  const text = (k: number) => units.text.slice(pins.start[k], pins.end[k]);
  const keys = factKeys(units);
  const slotCache = new Int32Array(pins.count).fill(-1);
  const nounsOfPin = (k: number): number => (slotCache[k] >= 0 ? slotCache[k] : (slotCache[k] = pinSlot(units, k)));
  // A count's unit word, found once per pin: a change form compares it with up to LOOKBACK earlier pins.
  const wordCache: string[] = [];
  const unitWordOf = (k: number): string => (wordCache[k] ??= lastWord(text(k)));
  const byKey = new Map<string, number[]>();
  const byKind = new Map<number, number[]>();
  let p = 0;
  while (p < pins.count) {
    const u = pins.sentence[p];
    let q = p;
    while (q < pins.count && pins.sentence[q] === u) q++;
    const unit = units.text.slice(sentences.start[u], sentences.end[u]);
    // A markdown table row states values side by side ("Catalog updates daily"), it corrects none.
    const row = isTableRow(unit);
    if (!row && ((sentences.flags[u] & SentenceFlag.CORRECTION) !== 0 || CHANGE_VERB.test(unit) || namesOldValue(p, q))) markUnit(p, q, unit);
    for (let k = p; k < q; k++) {
      push(byKey, keys[k], k);
      push(byKind, pins.kind[k], k);
    }
    p = q;
  }
  return replacedBy;

  /** "It is €98,000 now, not €94,000": a new value beside an old one that a strong marker names. */
  function namesOldValue(first: number, end: number): boolean {
    if (end - first < 2) return false;
    const unitStart = sentences.start[pins.sentence[first]];
    for (let k = first; k < end; k++) {
      if (STRONG_OLD_MARKER.test(units.text.slice(Math.max(unitStart, pins.start[k] - 16), pins.start[k]))) return true;
      if (k < end - 1 && STRONG_OLD_AFTER.test(units.text.slice(pins.end[k], pins.end[k] + 8))) return true;
    }
    return false;
  }

  function markUnit(first: number, end: number, unit: string): void {
    const olds: number[] = [];
    const news: number[] = [];
    const unitStart = sentences.start[pins.sentence[first]];
    for (let k = first; k < end; k++) {
      const before = units.text.slice(Math.max(unitStart, pins.start[k] - 16), pins.start[k]);
      // A marker after the value names the old one only when a new value follows it in the unit.
      const oldAfter = k < end - 1 && OLD_AFTER.test(units.text.slice(pins.end[k], pins.end[k] + 8));
      (OLD_MARKER.test(before) || oldAfter ? olds : news).push(k);
    }
    if (news.length === 0) return;
    for (const o of olds) {
      const to = news.find((n) => pins.kind[n] === pins.kind[o]) ?? news[0];
      for (const k of byKey.get(keys[o]) ?? []) if (replacedBy[k] < 0) replacedBy[k] = to;
    }
    let explicit = olds.length > 0;
    for (const m of unit.matchAll(BARE_OLD)) {
      explicit = true;
      const old = normalizeFact(m[1]);
      for (const n of news) {
        const key = keys[n].replace(/\d[\d.,]*/, old);
        for (const k of byKey.get(key) ?? []) if (replacedBy[k] < 0) replacedBy[k] = n;
      }
    }
    if (explicit) return;
    const nouns = slotNouns(unit);
    for (const n of news) {
      const kind = pins.kind[n];
      const unitWord = kind === PinKind.COUNT ? unitWordOf(n) : '';
      const key = keys[n];
      const rate = rateOf(text(n));
      const earlier = byKind.get(kind) ?? [];
      for (let e = earlier.length - 1; e >= Math.max(0, earlier.length - LOOKBACK); e--) {
        const k = earlier[e];
        if (replacedBy[k] >= 0 || keys[k] === key) continue;
        const sameSlot = unitWord
          ? unitWordOf(k) === unitWord
          : (nouns & nounsOfPin(k)) !== 0 && rateOf(text(k)) === rate;
        if (sameSlot) replacedBy[k] = n;
      }
    }
  }
}

/** The per-unit of a rate ("$60/hr" → "hr", "120 EUR/night" → "night"), '' for an amount: an hourly rate never replaces a budget. */
function rateOf(fact: string): string {
  return /\/\s*([a-z]+)\s*$/i.exec(fact)?.[1].toLowerCase() ?? '';
}

/** "not 40" / "instead of 1,200": an old bare number whose unit comes from the new value. */
const BARE_OLD =
  /\b(?:not|instead of|rather than|from)\s+[$€£]?(\d+(?:[.,]\d+)*)(?![.,]?\d)(?!\s*(?!(?:to|but|and|or|any)\b)[a-z%])/gi;

/** How many earlier pins of one kind a change form looks back at. */
const LOOKBACK = 200;

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * A correction answers what the value it replaced answered: each unit holding a replacing value takes
 * the relevance of the unit whose value it replaced when that is higher ("What is the latest salary
 * figure?" matches "Base salary of €94,000…", so "It is €98,000 now, not €94,000." rises with it).
 * Changes `relevance` in place and returns it.
 * @example
 * carryToReplacements(units, findReplacements(units), related);
 */
export function carryToReplacements(units: Units, replacedBy: Int32Array, relevance: Float32Array): Float32Array {
  const { pins } = units.analysis;
  for (let p = 0; p < pins.count; p++) {
    const r = replacedBy[p];
    if (r < 0) continue;
    const from = pins.sentence[p];
    const to = pins.sentence[r];
    if (relevance[from] > relevance[to]) relevance[to] = relevance[from];
  }
  return relevance;
}
