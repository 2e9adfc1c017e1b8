/** @module extract/acknowledgements — sentences that only acknowledge ("Good point!", "Absolutely!", "Thanks!") say nothing to keep. */
import { unitText, type Units } from './units.js';

/** Words an acknowledgement is made of; a sentence of these alone carries no content. "Yes", "no" and
 * "agreed" are left out: they answer a question or accept a proposal. */
const ACK = new Set(
  ('ok okay sure absolutely certainly definitely exactly indeed right great good excellent perfect wonderful ' +
    'awesome nice cool fantastic brilliant thanks thank you so much very that that\'s thats is a an the point question idea catch ' +
    'sounds makes sense got it understood noted will do of course alright all i see love this').split(' '),
);

/**
 * 1 for each unit of an assistant or tool message that is only an acknowledgement of at most six
 * words, with no digit: "Good point!", "Absolutely!", "Great question." — whatever follows it in the
 * turn says what was agreed. A user's "OK." or "Perfect!" may accept a proposal and is left alone.
 * @example
 * acknowledgements(units)[i] // 1 for "Good point!"
 */
export function acknowledgements(units: Units): Uint8Array {
  const s = units.analysis.sentences;
  const out = new Uint8Array(s.count);
  for (let i = 0; i < s.count; i++) {
    if (s.end[i] - s.start[i] > 48 || units.roles[units.message[i]] === 'user') continue;
    const words = unitText(units, i).toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}']+/gu);
    if (!words || words.length > 6 || /\d/.test(words.join(''))) continue;
    if (words.every((w) => ACK.has(w))) out[i] = 1;
  }
  return out;
}
