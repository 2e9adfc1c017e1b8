/** @module text/layout — every text piece of a conversation laid out in one string, once. */
import type { Kernel } from '../kernel/types.js';
import type { Message, Role } from '../types.js';
import type { Measure } from './measure.js';
import { textPieces, type TextPiece } from './parts.js';

/** The pieces of all messages joined by a blank line (so no unit or fact spans two pieces). */
export interface Layout {
  text: string;
  pieces: TextPiece[];
  pieceStart: Int32Array;
  pieceEnd: Int32Array;
  /** Role of every message (by message index). */
  roles: Role[];
}

const PIECE_GAP = '\n\n';

/**
 * Lay out every text piece of every message in one string.
 * @example
 * layoutPieces([{ role: 'user', content: 'Hi.' }]).text // 'Hi.\n\n'
 */
export function layoutPieces(messages: readonly Message[]): Layout {
  const pieces = messages.flatMap((m, i) => textPieces(m, i));
  const pieceStart = new Int32Array(pieces.length);
  const pieceEnd = new Int32Array(pieces.length);
  const chunks: string[] = [];
  let offset = 0;
  pieces.forEach((p, i) => {
    pieceStart[i] = offset;
    pieceEnd[i] = offset + p.text.length;
    chunks.push(p.text, PIECE_GAP);
    offset += p.text.length + PIECE_GAP.length;
  });
  return { text: chunks.join(''), pieces, pieceStart, pieceEnd, roles: messages.map((m) => m.role) };
}

/**
 * Tokens of each piece: one kernel call for the built-in estimate, else the counter per piece.
 * @example
 * pieceTokens(layout, kernel, measure) // Int32Array, one count per piece
 */
export function pieceTokens(layout: Layout, kernel: Kernel, measure: Measure): Int32Array {
  if (measure.kernelEstimate) return kernel.estimateSpans(layout.text, layout.pieceStart, layout.pieceEnd);
  return Int32Array.from(layout.pieces, (p) => measure.count(p.text));
}
