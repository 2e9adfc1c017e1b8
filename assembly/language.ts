/** @module assembly/language — extra o200k cost of Latin-script prose that is not English, found per sentence by its function words (mirrors src/kernel/oracle/language.ts). */

import { isAsciiLetter, isCjk, isLetter, isWs } from './chars';
import { ch } from './memory';
import { TIER_COMMON, scriptTier } from './script-tier';

// Languages (see the oracle): extra cost per letter ×1/1000 tokens, then function words (identical text).
const COUNT = 12;
const COSTS: StaticArray<i64> = [0, 11, 20, 32, 30, 32, 68, 70, 85, 125, 143, 163];
const WORDS: StaticArray<string> = [
  'the and of that this with for you are will have has not by be from which would should could there their been were they your our',
  'les des du une pour dans avec pas sur nous vous qui cette mais sont ont être je très été peut ça leur leurs notre votre avons avez sommes êtes fait faire aussi encore déjà donc chez sous vers selon merci',
  'que los las para por una el está pero como muy también más hemos este esta estos estas nos gracias puede tiene sus sobre entre cuando donde porque aunque desde hasta usted ustedes nosotros estamos están hacer ser fue han todos cada ahora hoy mañana después antes según mismo',
  'não uma mas também já é são muito ele ela foi pelo pela estão você vocês nós isso essa esse seu sua ao até obrigado obrigada vamos temos pode podemos depois ainda então',
  'und der nicht ist mit für auf wir ein eine einen einem sich auch nach wird bei dem zu noch oder aber wenn bitte haben wurde sind werden können dass uns schon kann muss nur wie zum zur vom beim eines einer diese dieser keine kein mehr sehr gibt gerne danke heute jetzt dann damit weil dort ob über würde müssen möchten dafür bereits deshalb außerdem',
  'het een niet voor wij zijn ook naar maar wordt worden heeft hebben kunnen moet deze bij nog geen ik graag omdat wat wel jullie onze ons uw dus echter alleen zou zullen mijn hun waar zodat vandaag dank dat',
  'dan yang untuk dengan tidak itu akan dari kami kita pada juga sudah bisa atau tetapi karena saya anda harus belum oleh dalam sebelum tolong apakah bahwa secara kepada lebih sampai agar jika kalau masih hanya setelah telah sedang mereka kalian seperti banyak dapat sangat bagi terima kasih tersebut melalui antara namun sehingga',
  'il che della delle dei degli dello è sono gli anche più questo questa questi nel nella nelle alla allo abbiamo siamo essere stato stata perché quindi oppure ancora grazie vostro vostra nostro nostra sul sulla dal dalla hanno può già però ogni cosa tutti tutte molto prima dopo entro mentre senza poi hai',
  'och att är som för inte jag det ett ska vill eller också efter mycket redan när där här bara någon något vår våra oss hur vad varför kommer har på sig sitt detta denna dessa många inom utan sedan mellan enligt hej gärna måste kunde skulle blir blev finns hade',
  've bir bu için ile değil çok daha gibi olarak olan ama ancak sonra kadar lütfen şu yok ben siz veya göre şimdi bugün yani ise bunu şey oldu olduğu tüm hiç nasıl neden artık zaten hemen ayrıca bize sizin bizim onu bunun diye',
  'się nie jest że oraz dla jak tak czy już przez może tylko jeszcze bardzo są być został została proszę które który która także ponieważ więc jednak mamy jestem jako tego tym jego jej przy bez nad ze żeby gdy gdzie kiedy teraz dzisiaj jutro wszystko będzie mogę możemy trzeba czyli albo lub również',
  'ja ei että ovat myös kun jos mutta tai vain nyt kanssa mukaan sekä tämä tämän tässä joka jotka olla oli ole olemme meidän mikä siitä sitä niin vielä koska jotta eikä kuin hyvin heti siis kaikki nämä niiden sen hän minä sinä heidän meille teille kiitos ennen jälkeen aikana vai eli eivät emme pitää täytyy voimme onko ettei yli',
];
// Language of each diacritic rank (pl, tr, sv, fi, de); NO_RANK = none seen.
const RANK_LANGUAGE: StaticArray<i32> = [10, 9, 8, 11, 4];
const NO_RANK = 5;
const MAX_WORD = 8;

const CAP = 1024;
const KEYS = memory.data(CAP * 8);
const LANGS = memory.data(CAP);
const VOTES = memory.data(COUNT * 4);

/** Byte of a word character in a key, or -1 (a–z, Latin-1 letters, Latin Extended-A folded in case pairs). */
// @ts-ignore: decorator
@inline function keyByte(c: i32): i32 {
  if (<u32>(c - 97) <= 25) return c;
  if (<u32>(c - 0xc0) > 0xbf || c == 0xd7 || c == 0xf7) return -1;
  return c < 0x100 ? c : 0x80 + ((c - 0x100) >> 1);
}

// @ts-ignore: decorator
@inline function slotOf(key: u64): i32 {
  return <i32>((key * 0x9e3779b97f4a7c15) >> 54);
}

function build(): void {
  for (let l = 0; l < COUNT; l++) {
    const s = WORDS[l];
    let i = 0;
    while (i < s.length) {
      let key: u64 = 0;
      let n: u64 = 0;
      while (i < s.length && s.charCodeAt(i) != 32) {
        key |= <u64>keyByte(s.charCodeAt(i)) << (n << 3);
        i++;
        n++;
      }
      i++;
      let p = slotOf(key);
      while (load<u64>(KEYS + (<usize>p << 3)) != 0 && load<u64>(KEYS + (<usize>p << 3)) != key) p = (p + 1) & (CAP - 1);
      if (load<u64>(KEYS + (<usize>p << 3)) == 0) {
        store<u64>(KEYS + (<usize>p << 3), key);
        store<u8>(LANGS + <usize>p, <u8>l);
      }
    }
  }
}
build();

/** Code unit that may follow a function word: whitespace, , . ; : ! ? ) " and ” » …. */
// @ts-ignore: decorator
@inline function endsWord(c: i32): bool {
  return (
    isWs(c) || c == 44 || c == 46 || c == 59 || c == 58 || c == 33 || c == 63 || c == 41 || c == 34 ||
    c == 0x201d || c == 0xbb || c == 0x2026
  );
}

/**
 * Language of the function word starting at i (read up to limit), or -1.
 * @example
 * const l = functionWord(t, i, to);
 */
export function functionWord(t: usize, i: i32, limit: i32): i32 {
  let key: u64 = 0;
  let j = i;
  const stop = min(limit, i + MAX_WORD + 1);
  for (; j < stop; j++) {
    const b = keyByte(ch(t, j));
    if (b < 0) break;
    key |= <u64>b << (<u64>(j - i) << 3);
  }
  if (j == i || j - i > MAX_WORD) return -1;
  if (j < limit && !endsWord(ch(t, j))) return -1;
  let p = slotOf(key);
  for (;;) {
    const k = load<u64>(KEYS + (<usize>p << 3));
    if (k == key) return load<u8>(LANGS + <usize>p);
    if (k == 0) return -1;
    p = (p + 1) & (CAP - 1);
  }
  return -1; // not reached
}

/** Diacritic rank of c (0 pl, 1 tr, 2 sv, 3 fi, 4 de) or -1 (see the oracle's diacriticRank). */
function diacriticRank(c: i32, before: i32, last: bool): i32 {
  switch (c) {
    case 0x105: case 0x107: case 0x119: case 0x142: case 0x144: case 0x15b: case 0x17a: case 0x17c:
      return 0;
    case 0x11f: case 0x131: case 0x15f:
      return 1;
    case 0xe5:
      return 2;
    case 0xe4: case 0xf6:
      return last || before == 0xe4 || before == 0xf6 || before == 0x79 ? 3 : 4;
    case 0xfc: case 0xdf:
      return 4;
    default:
      return -1;
  }
}

function isUpperLatin(c: i32): bool {
  if (c < 0x80) return <u32>(c - 65) <= 25;
  if (c < 0x100) return <u32>(c - 0xc0) <= 0x1e && c != 0xd7;
  if (c > 0x17f || c == 0x138 || c == 0x149 || c == 0x17f) return false;
  const oddFirst = (c >= 0x139 && c <= 0x148) || c >= 0x179;
  return c == 0x178 || (c & 1) == (oddFirst ? 1 : 0);
}

/** A letter the estimate counts as LETTERS or OTHER_LETTERS: ASCII, or non-ASCII of a script o200k knows well. */
function isCommonLetter(c: i32): bool {
  if (c < 0x80) return isAsciiLetter(c);
  return isLetter(c) && !isCjk(c) && scriptTier(c) == TIER_COMMON;
}

function startsLower(t: usize, from: i32, i: i32): bool {
  let j = i;
  while (j > from && i - j < 32 && isCommonLetter(ch(t, j - 1))) j--;
  return !isUpperLatin(ch(t, j));
}

let regionBase = 0;
let gated = false;
let seen = false;
let rank = NO_RANK;
let extra: i64 = 0;

/**
 * Clears the sentence state and the extra cost (with a reset of the estimate).
 * @example
 * languageReset();
 */
export function languageReset(): void {
  regionBase = 0;
  gated = false;
  seen = false;
  rank = NO_RANK;
  extra = 0;
  memory.fill(VOTES, 0, COUNT * 4);
}

/**
 * Extra cost so far (tokens ×1/1000).
 * @example
 * total += languageExtra();
 */
// @ts-ignore: decorator
@inline export function languageExtra(): i64 {
  return extra;
}

/**
 * True while the current sentence is looked at (it holds a non-ASCII letter or a cue pair).
 * @example
 * if (languageGated()) stepAt(t, i, from, to);
 */
// @ts-ignore: decorator
@inline export function languageGated(): bool {
  return gated;
}

/**
 * True once any sentence was looked at since the reset: without one, where sentences end cannot
 * change the estimate.
 * @example
 * if (languageSeen()) docTokens = estimateSpan(t, from, to);
 */
// @ts-ignore: decorator
@inline export function languageSeen(): bool {
  return seen;
}

/**
 * True when the letters `before` and `c` are a cue to look at a sentence without a non-ASCII letter:
 * "ka", "ij", "aa", "zi", "nz", "zz", "bb" (mirrors the oracle's isCue).
 * @example
 * if (isCue(before, c)) gate(t, from, i, limit, letters, lastCode);
 */
// @ts-ignore: decorator
@inline export function isCue(before: i32, c: i32): bool {
  return (c == 97 && (before == 107 || before == 97)) || (c == 106 && before == 105) || (c == 122 && (before == 110 || before == 122)) || (c == 98 && before == 98) || (c == 105 && before == 122);
}

// @ts-ignore: decorator
@inline function isEnd(c: i32): bool {
  return c == 46 || c == 33 || c == 63;
}

/**
 * Reads the common letter c at i of a looked-at sentence: a function word starting there (after
 * whitespace; `before` is the code unit before i, or the one before the span) and its diacritic.
 * @example
 * observe(t, from, i, to, c, before);
 */
export function observe(t: usize, from: i32, i: i32, limit: i32, c: i32, before: i32): void {
  if (isWs(before) && <u32>(c - 65) > 25) {
    const l = functionWord(t, i, limit);
    if (l >= 0) {
      const p = VOTES + (<usize>l << 2);
      store<i32>(p, load<i32>(p) + 1);
    }
  }
  if (c >= 0x80) {
    const last = i + 1 >= limit || !isCommonLetter(ch(t, i + 1));
    const d = diacriticRank(c, i > from ? ch(t, i - 1) : 0, last);
    if (d >= 0 && d < rank && startsLower(t, from, i)) rank = d;
  }
}

/**
 * Starts looking at the sentence holding the cue at i when its word starts in lower case (then
 * reads the sentence's part before i again and returns true). `letters` is the letter total
 * before i; `lastCode` the code unit before the span.
 * @example
 * if (gate(t, from, i, to, letters + otherLetters, lastCode)) observe(t, from, i, to, c, before);
 */
export function gate(t: usize, from: i32, i: i32, limit: i32, letters: i32, lastCode: i32): bool {
  if (!isCommonLetter(ch(t, i)) || !startsLower(t, from, i)) return false;
  let q = i - 1;
  while (q >= from) {
    const b = ch(t, q);
    if (b == 10 || (isWs(b) && isEnd(q > from ? ch(t, q - 1) : lastCode))) break;
    q--;
  }
  let n = 0;
  for (let j = q + 1; j < i; j++) {
    const c = ch(t, j);
    if (isCommonLetter(c)) {
      n++;
      observe(t, from, j, limit, c, j > from ? ch(t, j - 1) : lastCode);
    }
  }
  regionBase = letters - n;
  gated = seen = true;
  return true;
}

/**
 * Ends the sentence whose last letter made the letter total `letters`: a looked-at sentence
 * costs its language's extra per letter.
 * @example
 * sentenceEnd(letters + otherLetters);
 */
export function sentenceEnd(letters: i32): void {
  if (!gated) return;
  let best = 0;
  let most = load<i32>(VOTES);
  for (let l = 1; l < COUNT; l++) {
    const v = load<i32>(VOTES + (<usize>l << 2));
    if (v > most) {
      most = v;
      best = l;
    }
  }
  if (most == 0) best = rank < NO_RANK ? RANK_LANGUAGE[rank] : 0;
  extra += COSTS[best] * <i64>(letters - regionBase);
  memory.fill(VOTES, 0, COUNT * 4);
  rank = NO_RANK;
  gated = false;
}
