/** @module memory/add-segments — messages become segments in RAM: prepared (segmented, embedded), applied, or taken back exactly. */
import { embedChecked } from '../embed/checked.js';
import type { Embedder } from '../embed/types.js';
import { InputError } from '../errors.js';
import type { Kernel } from '../kernel/types.js';
import type { Measure } from '../text/measure.js';
import { plainText } from '../text/parts.js';
import type { Message } from '../types.js';
import { found } from '../validate/format-issue.js';
import { parseMessages } from '../validate/messages.js';
import { buildSegment } from './build-segment.js';
import { textView } from './content-view.js';
import { segment, type Draft } from './segmenter.js';
import type { State } from './state.js';
import type { Segment } from './types.js';

/** Messages checked, copied, segmented and embedded: ready to be applied to the state they were prepared on. */
export interface Prepared {
  messages: Message[];
  /** Leading tool results that answer the open calls of `last`, the newest segment: they join it. */
  joined: number;
  last?: Segment;
  drafts: Draft[];
  vectors: Float32Array[];
}

/** What applying prepared messages needs besides the state. */
export interface ApplyInput {
  kernel: Kernel;
  measure: Measure;
  /** Creation time of the new segments. */
  now: number;
}

/** How to take back an {@link applyPrepared} and the tier moves after it (see {@link undoApplied}). */
export interface Undo {
  made: Segment[];
  nextSeq: number;
  userSeen?: boolean;
  /** Each segment maintenance changed, with a copy of it from before. */
  moved: Map<Segment, Segment>;
}

/**
 * Check, copy, segment and embed messages for the state's newest segment as it is now (tool results
 * that answer its open calls join it); with `vectors` false the segments get no vector (the embedder
 * still finds the topic cuts of long turns). Changes nothing.
 * @example
 * const p = await prepareMessages(state, { role: 'user', content: 'Ship 45 units.' }, kernel, embedder);
 */
export async function prepareMessages(state: State, input: Message | Message[], kernel: Kernel, embedder?: Embedder, vectors = true): Promise<Prepared> {
  // A value that is neither a message nor an array is not "message 0" of one.
  if (!Array.isArray(input) && (typeof input !== 'object' || input === null)) {
    throw new InputError(`messages: expected a message or an array of messages, found ${found(input)}`);
  }
  const given = Array.isArray(input) ? input : [input];
  parseMessages(given);
  // Stored as given: a tool call's `content: null` (or none) comes back as it was, not as parseMessages' ''.
  const messages = ownCopy(given);
  const last = state.segments.at(-1);
  // Tool results that answer the newest segment's open calls join that segment.
  const open = new Set(last && last.tier === 'hot' ? last.messages.flatMap((m) => (m.tool_calls ?? []).map((c) => c.id)) : []);
  let joined = 0;
  while (joined < messages.length && messages[joined].role === 'tool' && open.has(messages[joined].tool_call_id as string)) joined++;
  const drafts = await segment(joined && last ? [...last.messages, ...messages] : messages, kernel, embedder);
  // The text of every message, parts included (text parts are embedded like a string).
  const embedded = embedder && vectors ? await embedChecked(embedder, drafts.map((d) => textView(d.messages).map(plainText).join('\n'))) : [];
  return { messages, joined, ...(joined && last ? { last } : {}), drafts, vectors: embedded };
}

/**
 * Put prepared messages into the state as hot segments (no maintenance); returns the new segments.
 * A segment that tool results joined keeps its times, access and usage ratings.
 * @example
 * const made = applyPrepared(state, p, { kernel, measure, now: Date.now() });
 */
export function applyPrepared(state: State, p: Prepared, a: ApplyInput): Segment[] {
  const last = p.last;
  if (last) state.index.remove(last.id);
  const tasks = taskDrafts(p.drafts, last?.task === true || !hasUser(state));
  const made = p.drafts.map((d, k) => {
    const seq = k === 0 && last ? last.seq : state.meta.nextSeq++;
    const s = buildSegment(d, seq, { kernel: a.kernel, measure: a.measure, index: state.index, now: a.now, task: tasks[k] }, p.vectors[k]);
    if (k === 0 && last) {
      const { created, lastAccessed, accessCount, helpful, unhelpful } = last;
      Object.assign(s, { created, lastAccessed, accessCount, helpful, unhelpful });
    }
    state.index.add(s);
    return s;
  });
  if (last) state.tiers?.forget(last), state.segments.pop();
  for (const s of made) state.segments.push(s); // no spread: an import of 200,000 messages overflows the call stack
  if (made.some((x) => x.messages.some(isUser))) state.userSeen = true;
  for (const s of made) state.byId.set(s.id, s);
  return made;
}

/**
 * Take back what {@link applyPrepared} (of messages that joined no segment) and the maintenance after
 * it did: the new segments leave, the moved ones get their fields, tier and index entry back.
 * @example
 * const undo = { made, nextSeq, userSeen, moved }; undoApplied(state, undo);
 */
export function undoApplied(state: State, u: Undo): void {
  for (const s of u.made) state.index.remove(s.id), state.byId.delete(s.id);
  state.segments.splice(state.segments.length - u.made.length, u.made.length);
  state.meta.nextSeq = u.nextSeq;
  state.userSeen = u.userSeen;
  // The tier index was not told of what is taken back: the next maintenance reads every segment once.
  state.tiers = undefined;
  const made = new Set(u.made);
  for (const [s, before] of u.moved) {
    if (made.has(s)) continue; // gone already (an older part of a long new message may have been demoted)
    const wasEvicted = s.tier === 'evicted';
    for (const k of Object.keys(s)) if (!(k in before)) delete (s as unknown as Record<string, unknown>)[k];
    Object.assign(s, before);
    if (wasEvicted && s.tier !== 'evicted') state.index.add(s);
    else state.index.refresh(s);
  }
}

const isUser = (m: Message): boolean => m.role === 'user';

/** Whether a stored segment holds a user message: the first one to arrive is the memory's task. */
function hasUser(state: State): boolean {
  return (state.userSeen ??= state.segments.some((s) => s.messages.some(isUser)));
}

/**
 * Which drafts hold the memory's task, its first user message (with every part of it when a long
 * message was split), given whether that message may be among them (`open`).
 * @example
 * taskDrafts([{ messages: [{ role: 'system', content: 'Be brief.' }] }, { messages: [{ role: 'user', content: 'Ship 45 units.' }] }], true) // [false, true]
 */
export function taskDrafts(drafts: readonly Draft[], open: boolean): boolean[] {
  const out = drafts.map(() => false);
  const u = open ? drafts.findIndex((d) => d.messages.some(isUser)) : -1;
  if (u < 0) return out;
  const parts = drafts[u].split ? drafts[u].split.count - drafts[u].split.index : 1;
  for (let k = u; k < Math.min(drafts.length, u + parts); k++) out[k] = true;
  return out;
}

/**
 * A deep copy of validated messages, so a caller who later changes its objects does not change the stored
 * original; values with no JSON form (cycles, BigInt) are an InputError, as no store could keep them.
 * @example
 * ownCopy([{ role: 'user', content: [{ type: 'text', text: 'Gate code 4412.' }] }]) // a copy, equal and not shared
 */
export function ownCopy(messages: Message[]): Message[] {
  let text: string;
  try {
    text = JSON.stringify(messages);
  } catch (cause) {
    throw new InputError(`messages: expected JSON values (what a store can keep), found ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
  return JSON.parse(text) as Message[];
}
