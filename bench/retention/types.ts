/** @module bench/retention/types — scenarios and probes of the retention benchmark. */
import type { Message } from '../../src/types.js';

/** The kinds of fact a probe checks. */
export type ProbeType = 'quantity' | 'phone_id' | 'date_time' | 'entity' | 'decision' | 'constraint' | 'correction' | 'relationship';

/** Every probe type, in report order. */
export const PROBE_TYPES: readonly ProbeType[] = ['quantity','phone_id','date_time','entity','decision','constraint','correction','relationship'];

/**
 * One fact that must survive compression: every pattern must appear (case-insensitive) in the
 * compressed context; for corrections, `stale` holds the superseded value(s).
 * @example
 * const p: Probe = { id: 'sd-1', type: 'quantity', fact: 'Order is 45 units', patterns: ['45 units'], introducedAt: 12, question: 'How many units?' };
 */
export interface Probe { id: string; type: ProbeType; fact: string; patterns: string[]; introducedAt: number; question: string; stale?: string[] }

/**
 * A conversation with its probes; `salience` holds Instinct8 ground-truth salient items when present.
 * @example
 * const s: Scenario = { id: 'x', title: 'X', domain: 'support', source: 'generated', messages: [], probes: [] };
 */
export interface Scenario { id: string; title: string; domain: string; source: 'generated' | 'handwritten' | 'instinct8'; messages: Message[]; probes: Probe[]; salience?: string[] }
