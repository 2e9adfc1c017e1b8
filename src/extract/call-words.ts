/** @module extract/call-words — a tool result read with the words of the call that produced it (`read_file deploy/services.yaml`). */
import type { Message, ToolCall } from '../types.js';
import { queryStems } from './query-overlap.js';
import { stemFinder } from '../text/stem-finder.js';
import { callArgumentValues } from '../text/call-arguments.js';
import type { Units } from './units.js';

/** Argument values read from a call, at most (a call that passes a whole file says little about it as a name). */
const MAX_CALL_CHARS = 400;

/** Rarity below which a call's stem is too common among the calls to say anything of one result (in more than √calls of them). */
const COMMON_RARITY = 0.5;

/**
 * Per message, the words of the tool call it answers: the function's name with `_` read as a space
 * (`read_file` → `read file`) and the values of its arguments (`deploy/services.yaml`); '' for a
 * message that answers no call of an earlier assistant message.
 * @example
 * callWords([{ role: 'assistant', content: '', tool_calls: [{ id: 'c1', function: { name: 'read_file', arguments: '{"path":"deploy/services.yaml"}' } }] },
 *            { role: 'tool', tool_call_id: 'c1', content: 'services: …' }])[1] // 'read file deploy/services.yaml'
 */
export function callWords(messages: readonly Message[]): string[] {
  const calls = new Map<string, ToolCall>();
  return messages.map((m) => {
    for (const c of m.role === 'assistant' ? m.tool_calls ?? [] : []) if (typeof c?.id === 'string') calls.set(c.id, c);
    const call = m.role === 'tool' && typeof m.tool_call_id === 'string' ? calls.get(m.tool_call_id) : undefined;
    const fn = call?.function;
    if (!fn || typeof fn.name !== 'string') return '';
    return `${fn.name.replace(/_/g, ' ')} ${argumentValues(fn.arguments)}`.slice(0, MAX_CALL_CHARS).trim();
  });
}

/** The values of a call's JSON arguments, joined by spaces (the raw text when it is no JSON). */
function argumentValues(args: unknown): string {
  return callArgumentValues(args)?.join(' ') ?? (typeof args === 'string' ? args : '');
}

/**
 * Per unit of a tool result, what the stems of its call add to its own match with the question:
 * `weight` × each query stem the call holds and the unit does not, weighed by how rare the stem is
 * among the calls (a `run_tests` made fifty times says little about one run), up to 3 stems with
 * the unit's own. "Where is the other service in the deploy file?" reaches the lines of the file
 * that `read_file deploy/services.yaml` returned, which name neither the deploy nor the file.
 * @example
 * callOverlap(units, messages, 'What does the deploy file say?', 3) // up to 6 for each line read_file deploy/… returned
 */
export function callOverlap(units: Units, messages: readonly Message[], query: string | undefined, weight: number): Float32Array | undefined {
  if (!query) return undefined;
  const stems = queryStems(query).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (stems.length === 0) return undefined;
  const words = callWords(messages);
  const calls = words.filter(Boolean).length;
  if (calls === 0) return undefined;
  const find = stemFinder(stems, true);
  const found = (text: string): Set<string> => new Set(find(text).map((m) => m[0].toLowerCase()));
  const callStems = words.map((w) => (w ? found(w) : undefined));
  const df = new Map<string, number>();
  for (const c of callStems) for (const t of c ?? []) df.set(t, (df.get(t) ?? 0) + 1);
  // 1 for a stem of one call, falling to 0.5 as it appears in √calls of them; 0 past that (a tool called over and over).
  const rarity = (t: string): number => {
    const r = Math.log((calls + 1) / df.get(t)!) / Math.log(calls + 1);
    return r < COMMON_RARITY ? 0 : r;
  };
  const s = units.analysis.sentences;
  const out = new Float32Array(s.count);
  for (let i = 0; i < s.count; i++) {
    const call = callStems[units.message[i]];
    if (!call || call.size === 0) continue;
    const own = found(units.text.slice(s.start[i], s.end[i]));
    let gain = 0;
    for (const t of call) if (!own.has(t)) gain += rarity(t);
    out[i] = weight * Math.min(gain, Math.max(0, 3 - own.size));
  }
  return out;
}
