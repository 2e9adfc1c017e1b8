/** @module bench/retention/instinct8 — Instinct8 templates as retention scenarios: goal, constraints and decisions as probes. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message } from '../../src/types.js';
import { containsPattern, contextText, normalise } from './probe-check.js';
import type { Probe, ProbeType, Scenario } from './types.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const STOP = new Set('the and for with from that this must have has are was were our your their into onto over under than then them they will would should could can not all any each per via use using used within without across between about after before during only also more most less least very such some other what when where which while who whom how new existing support supports based make made need needs'.split(' '));

/** Candidate words of an item: trimmed of punctuation, 3+ characters (2 with a digit, e.g. 1M), not stop words. */
const words = (item: string): string[] =>
  item.split(/\s+/).map((w) => w.replace(/^[("'“‘[]+|[)"'”’\]:;,.!?]+$/g, '')).filter((w) => (w.length >= 3 || (w.length === 2 && /\d/.test(w))) && !STOP.has(w.toLowerCase()));

/**
 * 2–4 distinctive words or numbers of `item` that occur together in one message — the message
 * that states most of the item — so a probe checks the fact where it is said, not words
 * scattered across unrelated turns: numbers first, then names and acronyms, then long words,
 * rarer ones before common ones; kept in the item's order. `at` is that message's index. Fewer
 * than 2 words in any one message: no patterns (the item is not probed).
 * @example
 * pickPatterns('Budget: maximum $200', ['hello', 'the budget is $200 at most']) // { patterns: ['Budget', '$200'], at: 1 }
 */
export function pickPatterns(item: string, messages: string[]): { patterns: string[]; at: number } {
  const texts = messages.map(normalise);
  const all = texts.join('\n');
  const seen = new Set<string>();
  const candidates = words(item).flatMap((w, at) => {
    const key = normalise(w);
    if (seen.has(key)) return [];
    seen.add(key);
    const score = (/\d/.test(w) ? 4 : 0) + (/[A-Z]/.test(w.slice(1)) || (at > 0 && /^[A-Z]/.test(w)) ? 2 : 0) + (w.length >= 7 ? 1 : 0);
    return [{ w, key, at, score, uses: all.split(key).length - 1 }];
  });
  let best = { found: [] as typeof candidates, at: -1, weight: -1 };
  texts.forEach((text, m) => {
    const found = candidates.filter((c) => containsPattern(text, c.key));
    const weight = found.length * 100 + found.reduce((sum, c) => sum + c.score, 0);
    if (weight > best.weight) best = { found, at: m, weight };
  });
  const chosen = best.found.sort((a, b) => b.score - a.score || a.uses - b.uses || a.at - b.at).slice(0, 4);
  return chosen.length < 2 ? { patterns: [], at: -1 } : { patterns: chosen.sort((a, b) => a.at - b.at).map((c) => c.w), at: best.at };
}

function toMessages(system: string | undefined, turns: Json[]): Message[] {
  const out: Message[] = system ? [{ role: 'system', content: system }] : [];
  turns.forEach((t, i) => {
    const calls: Json[] = t.tool_calls ?? (t.tool_call ? [t.tool_call] : []);
    const role = t.role === 'user' ? 'user' : 'assistant';
    if (calls.length === 0 || role === 'user') return out.push({ role, content: String(t.content ?? '') });
    const ids = calls.map((_, k) => `call_${t.turn_id ?? i}_${k}`);
    out.push({ role: 'assistant', content: String(t.content ?? ''), tool_calls: calls.map((c, k) => ({ id: ids[k], type: 'function', function: { name: String(c.name), arguments: JSON.stringify({ input: c.input ?? '' }) } })) });
    calls.forEach((c, k) => out.push({ role: 'tool', tool_call_id: ids[k], content: typeof c.output === 'string' ? c.output : JSON.stringify(c.output ?? '') }));
  });
  return out;
}

function probesFor(id: string, messages: Message[], items: Array<{ type: ProbeType; fact: string; question: string }>): Probe[] {
  const texts = messages.map((m) => contextText([m]));
  return items.flatMap((item) => {
    const { patterns, at } = pickPatterns(item.fact, texts);
    return patterns.length === 0 ? [] : [{ id: '', ...item, patterns, introducedAt: at }];
  }).map((p, n) => ({ ...p, id: `${id}-${n + 1}` }));
}

function fromTemplate(d: Json): Scenario {
  const setup = d.initial_setup ?? {};
  const gt = d.ground_truth ?? {};
  const messages = toMessages(setup.system_prompt, d.turns);
  const decisions: string[] = gt.key_decisions_should_include ?? Object.values(gt.hierarchy?.categories ?? {}).flatMap((c) => (c as Json).key_decisions ?? []);
  const probe = d.probing_tasks ?? {};
  const items = [
    { type: 'decision' as const, fact: String(setup.original_goal ?? gt.goal_should_be ?? ''), question: probe.goal_probe ?? 'In one sentence, what is the original goal?' },
    ...(setup.hard_constraints ?? []).map((c: string) => ({ type: 'constraint' as const, fact: c, question: probe.constraint_probe ?? 'What constraints apply?' })),
    ...decisions.map((c) => ({ type: 'decision' as const, fact: c, question: 'Which key decisions have been made so far?' })),
  ];
  const salience = d.ground_truth_salience ? Object.values(d.ground_truth_salience as Json).flat().map(String) : undefined;
  return { id: d.template_id, title: d.metadata?.description ?? d.template_id, domain: d.metadata?.task_type ?? 'instinct8', source: 'instinct8', messages, probes: probesFor(d.template_id, messages, items), ...(salience ? { salience } : {}) };
}

function fromCodingTask(d: Json): Scenario {
  const spec = d.specification ?? {};
  const messages = toMessages(undefined, d.conversation);
  const items = [
    { type: 'decision' as const, fact: String(spec.goal ?? ''), question: 'In one sentence, what is the task?' },
    ...(spec.constraints ?? []).map((c: string) => ({ type: 'constraint' as const, fact: c, question: 'What constraints does the fix have to respect?' })),
  ];
  return { id: d.task_id, title: spec.goal ?? d.task_id, domain: `coding/${d.task_type ?? 'task'}`, source: 'instinct8', messages, probes: probesFor(d.task_id, messages, items) };
}

const position = (text: string, err: unknown): string => {
  const at = Number(/position (\d+)/.exec(String((err as Error).message))?.[1]);
  if (!Number.isFinite(at)) return '';
  const before = text.slice(0, at).split('\n');
  return ` (line ${before.length}, column ${before[before.length - 1].length + 1})`;
};

/**
 * Load the Instinct8 templates under `dir` (and its `coding/` folder) as scenarios. The original
 * goal, each hard constraint and each key decision become probes whose patterns are 2–4
 * distinctive words of the item found together in the one turn that states it. Files that are not valid JSON,
 * not a known schema or break the schema (a null turn) are skipped with the reason; a missing folder throws.
 * @example
 * const { scenarios, skipped } = loadInstinct8();
 */
export function loadInstinct8(dir: string | URL = new URL('../../../shared/data/instinct8/', import.meta.url)): { scenarios: Scenario[]; skipped: Array<{ file: string; reason: string }> } {
  const root = dir instanceof URL ? fileURLToPath(dir) : dir;
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`Instinct8 data folder not found: expected a directory at ${root} (the shared data checkout, ../shared/data/instinct8)`);
  const files = readdirSync(root).filter((f) => f.endsWith('.json')).sort();
  const coding = existsSync(join(root, 'coding')) ? readdirSync(join(root, 'coding')).filter((f) => f.endsWith('.json')).sort().map((f) => `coding/${f}`) : [];
  const scenarios: Scenario[] = [];
  const skipped: Array<{ file: string; reason: string }> = [];
  for (const file of [...files, ...coding]) {
    const text = readFileSync(join(root, file), 'utf8');
    let data: Json;
    try {
      data = JSON.parse(text);
    } catch (err) {
      skipped.push({ file, reason: `malformed JSON: ${(err as Error).message}${position(text, err)}` });
      continue;
    }
    const convert = Array.isArray(data?.turns) ? fromTemplate : Array.isArray(data?.conversation) && data.specification ? fromCodingTask : undefined;
    if (!convert) {
      skipped.push({ file, reason: 'unknown schema: expected "turns" (template) or "conversation" with "specification" (coding task)' });
      continue;
    }
    // Valid JSON with a broken field (a null turn, constraints that are not a list) is this
    // file's problem: it is skipped with the reason, and the other templates still load.
    try {
      scenarios.push(convert(data));
    } catch (err) {
      skipped.push({ file, reason: `malformed template: ${(err as Error).message}` });
    }
  }
  return { scenarios, skipped };
}
