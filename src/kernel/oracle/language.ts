/** @module kernel/oracle/language — extra o200k cost of Latin-script prose that is not English, found per sentence by its function words (mirrors assembly/language.ts). */

import { isCjk, isLetter, isWs } from './chars.js';
import { TIER_COMMON, scriptTier } from './script-tier.js';

/**
 * Languages: name, extra cost per letter (tokens × 1/1000, on top of the English weights; measured
 * on prose per language by test/wasm/language-calibration.ts, not fitted on chats) and function words: short, frequent, lower-case words of that language that English text,
 * code and logs do not contain. English comes first, at no cost: its words outvote a stray foreign
 * one. Identical text in assembly/language.ts.
 * @example
 * LANGUAGES[0][0] // 'en'
 */
export const LANGUAGES: ReadonlyArray<readonly [string, number, string]> = [
  ['en', 0, 'the and of that this with for you are will have has not by be from which would should could there their been were they your our'],
  ['fr', 11, 'les des du une pour dans avec pas sur nous vous qui cette mais sont ont être je très été peut ça leur leurs notre votre avons avez sommes êtes fait faire aussi encore déjà donc chez sous vers selon merci'],
  ['es', 20, 'que los las para por una el está pero como muy también más hemos este esta estos estas nos gracias puede tiene sus sobre entre cuando donde porque aunque desde hasta usted ustedes nosotros estamos están hacer ser fue han todos cada ahora hoy mañana después antes según mismo'],
  ['pt', 32, 'não uma mas também já é são muito ele ela foi pelo pela estão você vocês nós isso essa esse seu sua ao até obrigado obrigada vamos temos pode podemos depois ainda então'],
  ['de', 30, 'und der nicht ist mit für auf wir ein eine einen einem sich auch nach wird bei dem zu noch oder aber wenn bitte haben wurde sind werden können dass uns schon kann muss nur wie zum zur vom beim eines einer diese dieser keine kein mehr sehr gibt gerne danke heute jetzt dann damit weil dort ob über würde müssen möchten dafür bereits deshalb außerdem'],
  ['nl', 32, 'het een niet voor wij zijn ook naar maar wordt worden heeft hebben kunnen moet deze bij nog geen ik graag omdat wat wel jullie onze ons uw dus echter alleen zou zullen mijn hun waar zodat vandaag dank dat'],
  ['id', 68, 'dan yang untuk dengan tidak itu akan dari kami kita pada juga sudah bisa atau tetapi karena saya anda harus belum oleh dalam sebelum tolong apakah bahwa secara kepada lebih sampai agar jika kalau masih hanya setelah telah sedang mereka kalian seperti banyak dapat sangat bagi terima kasih tersebut melalui antara namun sehingga'],
  ['it', 70, 'il che della delle dei degli dello è sono gli anche più questo questa questi nel nella nelle alla allo abbiamo siamo essere stato stata perché quindi oppure ancora grazie vostro vostra nostro nostra sul sulla dal dalla hanno può già però ogni cosa tutti tutte molto prima dopo entro mentre senza poi hai'],
  ['sv', 85, 'och att är som för inte jag det ett ska vill eller också efter mycket redan när där här bara någon något vår våra oss hur vad varför kommer har på sig sitt detta denna dessa många inom utan sedan mellan enligt hej gärna måste kunde skulle blir blev finns hade'],
  ['tr', 125, 've bir bu için ile değil çok daha gibi olarak olan ama ancak sonra kadar lütfen şu yok ben siz veya göre şimdi bugün yani ise bunu şey oldu olduğu tüm hiç nasıl neden artık zaten hemen ayrıca bize sizin bizim onu bunun diye'],
  ['pl', 143, 'się nie jest że oraz dla jak tak czy już przez może tylko jeszcze bardzo są być został została proszę które który która także ponieważ więc jednak mamy jestem jako tego tym jego jej przy bez nad ze żeby gdy gdzie kiedy teraz dzisiaj jutro wszystko będzie mogę możemy trzeba czyli albo lub również'],
  ['fi', 163, 'ja ei että ovat myös kun jos mutta tai vain nyt kanssa mukaan sekä tämä tämän tässä joka jotka olla oli ole olemme meidän mikä siitä sitä niin vielä koska jotta eikä kuin hyvin heti siis kaikki nämä niiden sen hän minä sinä heidän meille teille kiitos ennen jälkeen aikana vai eli eivät emme pitää täytyy voimme onko ettei yli'],
];

/** Index of a language in {@link LANGUAGES}. */
const lang = (code: string): number => LANGUAGES.findIndex(([c]) => c === code);

/**
 * Byte of a word character in a function-word key, or -1 when c cannot be in one: a–z, Latin-1
 * letters as themselves, Latin Extended-A letters folded in case pairs onto 0x80–0xbf.
 * @example
 * keyByte(0x61) // 0x61; keyByte(0x119) // 0x8c (ę)
 */
export function keyByte(c: number): number {
  if (c >= 97 && c <= 122) return c;
  if (c < 0xc0 || c > 0x17f || c === 0xd7 || c === 0xf7) return -1;
  return c < 0x100 ? c : 0x80 + ((c - 0x100) >> 1);
}

/**
 * Most code units of a function word.
 * @example
 * MAX_WORD // 8
 */
export const MAX_WORD = 8;

function keyOf(word: string): string {
  return Array.from(word, (ch) => String.fromCharCode(keyByte(ch.charCodeAt(0)))).join('');
}

const TABLE = new Map<string, number>();
LANGUAGES.forEach(([, , words], i) => {
  for (const w of words.split(' ')) if (!TABLE.has(keyOf(w))) TABLE.set(keyOf(w), i);
});

/**
 * True for a code unit that may follow a function word: whitespace, `, . ; : ! ? ) "`, ” » ….
 * @example
 * endsWord(0x2c) // true; endsWord(0x2d) // false ("non-blocking")
 */
export function endsWord(c: number): boolean {
  return (
    isWs(c) || c === 44 || c === 46 || c === 59 || c === 58 || c === 33 || c === 63 || c === 41 || c === 34 ||
    c === 0x201d || c === 0xbb || c === 0x2026
  );
}

/**
 * Language of the function word starting at i (read up to `limit`), or -1: at most
 * {@link MAX_WORD} word characters, then the limit or a code unit that {@link endsWord}.
 * @example
 * functionWord('wir sind', 0, 8) // index of 'de'
 */
export function functionWord(text: string, i: number, limit: number): number {
  let key = '';
  let j = i;
  for (; j < limit; j++) {
    const b = keyByte(text.charCodeAt(j));
    if (b < 0) break;
    if (key.length === MAX_WORD) return -1;
    key += String.fromCharCode(b);
  }
  if (j < limit && !endsWord(text.charCodeAt(j))) return -1;
  return TABLE.get(key) ?? -1;
}

const PL = lang('pl');
const TR = lang('tr');
const SV = lang('sv');
const DE = lang('de');
const FI = lang('fi');

/**
 * Rank of the language a letter alone points to, when no function word decides: 0 Polish
 * (ą ć ę ł ń ś ź ż), 1 Turkish (ğ ı ş), 2 Swedish (å), 3 Finnish (ä or ö after ä, ö or y, or
 * ending its word: pää, myös, hyvä), 4 German (ü, ß, any other ä or ö); -1 for any other letter.
 * The best (lowest) rank in a sentence wins. `before` is the code unit before c (0 at the span
 * start), `last` whether c ends its word (no letter after it before the limit).
 * @example
 * diacriticRank(0x142, 0x61, false) // 0 (ł: Polish)
 */
export function diacriticRank(c: number, before: number, last: boolean): number {
  switch (c) {
    case 0x105: case 0x107: case 0x119: case 0x142: case 0x144: case 0x15b: case 0x17a: case 0x17c:
      return 0;
    case 0x11f: case 0x131: case 0x15f:
      return 1;
    case 0xe5:
      return 2;
    case 0xe4: case 0xf6:
      return last || before === 0xe4 || before === 0xf6 || before === 0x79 ? 3 : 4;
    case 0xfc: case 0xdf:
      return 4;
    default:
      return -1;
  }
}

/**
 * Language of each rank of {@link diacriticRank}.
 * @example
 * DIACRITIC_LANGUAGES[0] // 10
 */
export const DIACRITIC_LANGUAGES: readonly number[] = [PL, TR, SV, FI, DE];

/**
 * The language of a sentence from its function-word votes (most votes; ties to the earlier
 * language, so English wins a tie) or, with no votes, from its best-ranked diacritic (5 = none).
 * @example
 * languageOfRegion([0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0], 5) // index of 'de'
 */
export function languageOfRegion(votes: readonly number[], diacritic: number): number {
  let best = 0;
  for (let l = 1; l < LANGUAGES.length; l++) if (votes[l] > votes[best]) best = l;
  if (votes[best] > 0) return best;
  return diacritic < DIACRITIC_LANGUAGES.length ? DIACRITIC_LANGUAGES[diacritic] : 0;
}

/**
 * True when the letters `before` and `c` are a cue to look at a sentence without a non-ASCII letter:
 * "ka" (Indonesian, Finnish), "ij" and "aa" (Dutch: zijn, tijd, maar, staat), "zi", "nz", "zz" and
 * "bb" (Italian: informazioni, senza, pezzi, abbiamo), pairs that English prose, code and logs seldom
 * hold (an English sentence that holds one, "minimizing", is still voted English by its words).
 * @example
 * isCue(0x69, 0x6a) // true ("ij")
 */
export function isCue(before: number, c: number): boolean {
  return (c === 97 && (before === 107 || before === 97)) || (c === 106 && before === 105) || (c === 122 && (before === 110 || before === 122)) || (c === 98 && before === 98) || (c === 105 && before === 122);
}

/** A letter the estimate counts as LETTERS or OTHER_LETTERS: ASCII, or non-ASCII of a script o200k knows well. */
function isCommonLetter(c: number): boolean {
  if (c < 0x80) return (c | 32) >= 97 && (c | 32) <= 122;
  return isLetter(c) && !isCjk(c) && scriptTier(c) === TIER_COMMON;
}

/** Upper-case Latin letter: A–Z, À–Þ, or the capital of a Latin Extended-A case pair. */
function isUpperLatin(c: number): boolean {
  if (c < 0x80) return c >= 65 && c <= 90;
  if (c < 0x100) return c >= 0xc0 && c <= 0xde && c !== 0xd7;
  if (c > 0x17f) return false;
  if (c === 0x138 || c === 0x149 || c === 0x17f) return false;
  // U+0139–U+0148 and U+0179–U+017E put the capital first at odd code points.
  const oddFirst = (c >= 0x139 && c <= 0x148) || c >= 0x179;
  return c === 0x178 || (c & 1) === (oddFirst ? 1 : 0);
}

/**
 * True when the word holding the letter at i starts with a lower-case letter (names such as
 * Gdańsk or Malmö do not): looks back over at most 32 letters, never before `from`.
 * @example
 * startsLower('w Gdańsku', 0, 5) // false
 */
export function startsLower(text: string, from: number, i: number): boolean {
  let j = i;
  while (j > from && i - j < 32 && isCommonLetter(text.charCodeAt(j - 1))) j--;
  return !isUpperLatin(text.charCodeAt(j));
}

/**
 * Extra cost (tokens × 1/1000) of the non-English sentences of `text.slice(from, to)`. A sentence
 * ends at a line feed or at whitespace after . ! ?; it is looked at only when a word starting in
 * lower case holds a non-ASCII Latin letter or a cue pair of letters ({@link isCue}: so English,
 * code, logs and names such as Gdańsk or Osaka stay on the fast path), and then its letters cost its language's extra
 * per letter. A function word counts when it starts right after
 * whitespace (or the span start).
 * @example
 * languageFixed('Wir sind für alles bereit.', 0, 26) // 21 letters × 28
 */
export function languageFixed(text: string, from: number, to: number): number {
  const votes = new Array<number>(LANGUAGES.length).fill(0);
  let letters = 0;
  let diacritic = DIACRITIC_LANGUAGES.length;
  let gated = false;
  let total = 0;
  let prev = 32;
  const end = (): void => {
    if (gated) total += LANGUAGES[languageOfRegion(votes, diacritic)][1] * letters;
    votes.fill(0);
    letters = 0;
    diacritic = DIACRITIC_LANGUAGES.length;
    gated = false;
  };
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (isWs(c) && (prev === 46 || prev === 33 || prev === 63))) end();
    else if (isCommonLetter(c)) {
      letters++;
      if (!gated && ((c >= 0xc0 && c <= 0x24f) || isCue(prev, c)) && startsLower(text, from, i)) gated = true;
      if (isWs(prev) && !(c >= 65 && c <= 90)) {
        const l = functionWord(text, i, to);
        if (l >= 0) votes[l]++;
      }
      const last = i + 1 >= to || !isCommonLetter(text.charCodeAt(i + 1));
      const d = c >= 0x80 ? diacriticRank(c, i > from ? text.charCodeAt(i - 1) : 0, last) : -1;
      if (d >= 0 && d < diacritic && startsLower(text, from, i)) diacritic = d;
    }
    prev = c;
  }
  end();
  return total;
}
