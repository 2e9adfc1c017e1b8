/** @module text/parts — read and rebuild message content (string or array of parts). */
import type { Content, Message, OtherPart, TextPart } from '../types.js';

/** One compressible text piece of a message: the whole string content or one text part. */
export interface TextPiece {
  message: number;
  /** Index in the parts array, or -1 for string content. */
  part: number;
  text: string;
}

/**
 * Is this part a text part?
 * @example
 * isTextPart({ type: 'text', text: 'hi' }) // true
 */
export function isTextPart(part: TextPart | OtherPart): part is TextPart {
  return part.type === 'text' && typeof (part as TextPart).text === 'string';
}

/**
 * The text pieces of a message, in order.
 * @example
 * textPieces({ role: 'user', content: 'hi' }, 0) // [{ message: 0, part: -1, text: 'hi' }]
 */
export function textPieces(message: Message, index: number): TextPiece[] {
  const c = message.content;
  if (typeof c === 'string') return [{ message: index, part: -1, text: c }];
  const out: TextPiece[] = [];
  c.forEach((p, i) => {
    if (isTextPart(p)) out.push({ message: index, part: i, text: p.text });
  });
  return out;
}

/**
 * Number of non-text parts (images, audio, files) of a message.
 * @example
 * otherPartCount({ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }) // 1
 */
export function otherPartCount(message: Message): number {
  const c = message.content;
  return typeof c === 'string' ? 0 : c.filter((p) => !isTextPart(p)).length;
}

/**
 * Rebuild a content value with replaced texts (keyed by part index, -1 for string content).
 * Text parts whose new text is empty are removed (a part empty as given stays); other parts are
 * kept when `keepOther`.
 * @example
 * withTexts('long text', new Map([[-1, 'short']]), true) // 'short'
 */
export function withTexts(content: Content, texts: Map<number, string>, keepOther: boolean): Content {
  if (typeof content === 'string') return texts.get(-1) ?? content;
  const out: Array<TextPart | OtherPart> = [];
  content.forEach((p, i) => {
    if (isTextPart(p)) {
      const t = texts.get(i) ?? p.text;
      if (t === p.text) out.push(p);
      else if (t.length > 0) out.push({ ...p, text: t });
    } else if (keepOther) out.push(p);
  });
  return out;
}

/**
 * All text of a message joined with newlines (for counting and display).
 * @example
 * plainText({ role: 'user', content: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }] }) // 'a\nb'
 */
export function plainText(message: Message): string {
  const c = message.content;
  return typeof c === 'string' ? c : textPieces(message, 0).map((p) => p.text).join('\n');
}
