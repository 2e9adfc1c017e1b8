/** @module extract/units — the sentence units of a conversation, analysed by the kernel in one call. */
import type { Analysis, AnalyzeOptions, Kernel } from '../kernel/types.js';
import type { Measure } from '../text/measure.js';
import type { Layout } from '../text/layout.js';
import type { TextPiece } from '../text/parts.js';
import type { Role } from '../types.js';

/** Every text piece of every message, concatenated once and analysed once. */
export interface Units {
  text: string;
  pieces: TextPiece[];
  /** Offset of each piece in `text`. */
  pieceStart: Int32Array;
  analysis: Analysis;
  /** Message index of each unit. */
  message: Int32Array;
  /** Token cost of each unit under the chosen measure. */
  cost: Int32Array;
  /** Role of every message (by message index). */
  roles: Role[];
}

/**
 * Analyse the laid-out pieces in one kernel call, and cost each unit.
 * @example
 * const u = buildUnits(layoutPieces(messages), kernel, measure, { query: 'deadline?' });
 */
export function buildUnits(layout: Layout, kernel: Kernel, measure: Measure, options: AnalyzeOptions = {}): Units {
  const { text, pieces, pieceStart } = layout;
  const analysis = kernel.analyze(text, pieceStart.length ? pieceStart : Int32Array.of(0), options);
  const s = analysis.sentences;
  const message = new Int32Array(s.count);
  let cost: Int32Array;
  if (measure.kernelEstimate) cost = s.tokens;
  else {
    cost = new Int32Array(s.count);
    for (let i = 0; i < s.count; i++) cost[i] = measure.count(text.slice(s.start[i], s.end[i]));
  }
  for (let i = 0; i < s.count; i++) message[i] = pieces.length ? pieces[s.doc[i]].message : 0;
  return { text, pieces, pieceStart, analysis, message, cost, roles: layout.roles };
}

/**
 * The text of unit `i`.
 * @example
 * unitText(units, 0) // 'We must ship by May 3.'
 */
export function unitText(units: Units, i: number): string {
  const s = units.analysis.sentences;
  return units.text.slice(s.start[i], s.end[i]);
}

/**
 * The unit whose start is the last one ≤ offset (binary search over unit starts), or -1.
 * @example
 * unitAt(units.analysis.sentences.start, units.text.indexOf('db-03'))
 */
export function unitAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= offset) (found = mid), (lo = mid + 1);
    else hi = mid - 1;
  }
  return found;
}

const LOWERED = new WeakMap<Units, string | null>();

/**
 * The units' text lowercased, computed once per `Units` (the query passes share it); `undefined`
 * when lowercasing changes the text's length, which would shift every offset.
 * @example
 * const lower = lowerText(units); if (lower) lower.indexOf('notify-gateway');
 */
export function lowerText(units: Units): string | undefined {
  let lower = LOWERED.get(units);
  if (lower === undefined) {
    const t = units.text.toLowerCase();
    LOWERED.set(units, (lower = t.length === units.text.length ? t : null));
  }
  return lower ?? undefined;
}

/**
 * Per unit, `weight` when its message is picked, else 0: a bonus earned by the whole message.
 * @example
 * messageWeights(units, messages.map((m) => m.role === 'assistant'), 3) // 3 for every unit of an assistant turn
 */
export function messageWeights(units: Units, picked: readonly boolean[], weight: number): Float32Array {
  const out = new Float32Array(units.analysis.sentences.count);
  for (let i = 0; i < out.length; i++) if (picked[units.message[i]]) out[i] = weight;
  return out;
}
