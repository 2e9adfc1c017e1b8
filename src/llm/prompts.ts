/** @module llm/prompts — every prompt the LLM strategies send, each with a one-line purpose. */
import type { ChatMessage } from './types.js';

/** A prompt: what it is for, and how its messages are built from its arguments. */
export interface Prompt<A> {
  /** One line: what the prompt asks the model to do. */
  readonly purpose: string;
  build(args: A): ChatMessage[];
}

const SYSTEM = 'You compress conversation history for another language model. Be exact: keep names, numbers, IDs, dates and amounts as written.';
const JSON_ONLY = 'Answer with one JSON object only, no prose, no code fences.';
const chat = (user: string): ChatMessage[] => [
  { role: 'system', content: SYSTEM },
  { role: 'user', content: user },
];

/**
 * `naive`: old turns in 3–4 sentences.
 * @example
 * NAIVE_SUMMARY.build({ transcript: '[m1 user] Book 3 nights.' })
 */
export const NAIVE_SUMMARY: Prompt<{ transcript: string }> = {
  purpose: 'summarise the older turns in 3–4 sentences',
  build: ({ transcript }) =>
    chat(`Summarise the conversation below in 3 to 4 sentences. Plain text only.\n\nCONVERSATION:\n${transcript}`),
};

/**
 * `codex`: a checkpoint handoff for a model that continues the work.
 * @example
 * CODEX_HANDOFF.build({ transcript: '[m1 user] Fix the login bug.' })
 */
export const CODEX_HANDOFF: Prompt<{ transcript: string }> = {
  purpose: 'write a handoff summary so another model can continue the task',
  build: ({ transcript }) =>
    chat(
      'You are performing a CONTEXT CHECKPOINT COMPACTION. Write a handoff summary for another model that will ' +
        'continue this task: current progress and key decisions, important context, constraints and user ' +
        'preferences, what remains to be done (clear next steps), and any data needed to continue. Be concise.' +
        `\n\nCONVERSATION:\n${transcript}`,
    ),
};

/**
 * `hierarchical`, level 0: one chunk of the conversation.
 * @example
 * CHUNK_SUMMARY.build({ transcript: '[m1 user] …', words: 80 })
 */
export const CHUNK_SUMMARY: Prompt<{ transcript: string; words: number }> = {
  purpose: 'summarise one chunk of the conversation',
  build: ({ transcript, words }) =>
    chat(`Summarise this part of a conversation in at most ${words} words. Keep facts, decisions and constraints.\n\nPART:\n${transcript}`),
};

/**
 * `hierarchical`, level 1+: summaries of summaries.
 * @example
 * MERGE_SUMMARIES.build({ summaries: ['a', 'b'], words: 80 })
 */
export const MERGE_SUMMARIES: Prompt<{ summaries: string[]; words: number }> = {
  purpose: 'merge consecutive chunk summaries into one',
  build: ({ summaries, words }) =>
    chat(
      `Merge these consecutive summaries of one conversation into one summary of at most ${words} words. ` +
        `Keep facts, decisions and constraints.\n\n${summaries.map((s, i) => `SUMMARY ${i + 1}:\n${s}`).join('\n\n')}`,
    ),
};

/**
 * `amem`: one note per turn with keywords and tags.
 * @example
 * AMEM_NOTES.build({ transcript: '[m1 user] Budget is $600.' })
 */
export const AMEM_NOTES: Prompt<{ transcript: string }> = {
  purpose: 'turn each message into a memory note with keywords and tags',
  build: ({ transcript }) =>
    chat(
      'For every message below write one memory note: a one-sentence note that keeps its facts, 2–5 keywords ' +
        'and 1–3 tags. ' + JSON_ONLY +
        ' Shape: {"notes":[{"m":<message number>,"note":"…","keywords":["…"],"tags":["…"]}]}' +
        `\n\nMESSAGES:\n${transcript}`,
    ),
};

/**
 * `observations`: tool calls compressed into observation records.
 * @example
 * OBSERVATIONS.build({ transcript: '[m2 assistant] call c1 search({"q":"x"})' })
 */
export const OBSERVATIONS: Prompt<{ transcript: string }> = {
  purpose: 'compress each tool call and its results into one observation record, and summarise the rest',
  build: ({ transcript }) =>
    chat(
      'For every tool call below write one observation record: what was called and what was learned, with ' +
        'exact values. Then summarise the non-tool messages in 2–4 sentences. ' + JSON_ONLY +
        ' Shape: {"observations":[{"call":"<call id>","tool":"<tool name>","record":"…"}],"summary":"…"}' +
        `\n\nMESSAGES:\n${transcript}`,
    ),
};

/**
 * `protected-core`: goal, current goal, hard constraints and decisions, quoted verbatim.
 * @example
 * PROTECTED_CORE.build({ transcript: '[m1 user] We must ship by May 3.' })
 */
export const PROTECTED_CORE: Prompt<{ transcript: string }> = {
  purpose: 'quote the goal, current goal, hard constraints and decisions verbatim, and summarise the rest',
  build: ({ transcript }) =>
    chat(
      'From the conversation below, copy VERBATIM (exact substrings of one message, no edits): the user\'s ' +
        'overall goal, the current goal, every hard constraint and every decision. Then summarise everything ' +
        'else in 2–4 sentences. ' + JSON_ONLY +
        ' Shape: {"goal":"…","current_goal":"…","constraints":["…"],"decisions":["…"],"summary":"…"}' +
        `\n\nCONVERSATION:\n${transcript}`,
    ),
};

/**
 * `hybrid`: the entities and relations of the conversation.
 * @example
 * ENTITY_GRAPH.build({ transcript: '[m1 user] Ana reports to Bo.' })
 */
export const ENTITY_GRAPH: Prompt<{ transcript: string }> = {
  purpose: 'extract the entity graph (entities and relations between them) of the conversation',
  build: ({ transcript }) =>
    chat(
      'List the entities (people, places, orders, systems, amounts…) of the conversation below and the ' +
        'relations between them. ' + JSON_ONLY +
        ' Shape: {"entities":["…"],"relations":[{"from":"…","relation":"…","to":"…","m":<message number>}]}' +
        `\n\nCONVERSATION:\n${transcript}`,
    ),
};

/** How many salient items a salience variant asks for. */
export type SalienceMode = 'salience' | 'conservative' | 'aggressive' | 'ranked' | 'topk';

const SALIENCE_HOW: Record<SalienceMode, (k: number) => string> = {
  salience: () => 'Quote what will matter for the user\'s goal.',
  conservative: () => 'Be conservative: quote everything that could possibly matter for the user\'s goal.',
  aggressive: () => 'Be aggressive: quote only the 1 to 3 items that matter most for the user\'s goal.',
  ranked: () => 'Quote what could matter for the user\'s goal and score each item from 1 (minor) to 10 (essential).',
  topk: (k) => `Quote exactly the ${k} items that matter most for the user's goal, scored from 1 to 10.`,
};

/**
 * `salience` and its variants: verbatim quotes of what matters, plus a background summary.
 * @example
 * SALIENCE.build({ transcript: '[m1 user] Never book Ryanair.', goal: 'book a flight', mode: 'salience', k: 5 })
 */
export const SALIENCE: Prompt<{ transcript: string; goal: string; mode: SalienceMode; k: number }> = {
  purpose: 'quote, verbatim, what will matter for the user\'s goal; summarise the rest as background',
  build: ({ transcript, goal, mode, k }) =>
    chat(
      `${SALIENCE_HOW[mode](k)} Each quote must be an EXACT substring of one message (no paraphrase, no ` +
        'ellipsis). Kind is "constraint", "decision" or "fact". Then summarise everything else as background ' +
        'in 2–4 sentences. ' + JSON_ONLY +
        ' Shape: {"items":[{"kind":"constraint|decision|fact","quote":"…","score":<1-10>}],"background":"…"}' +
        `\n\nUSER'S GOAL: ${goal}\n\nCONVERSATION:\n${transcript}`,
    ),
};

/**
 * Heading of the pinned facts fed back to the `qpb` sub-LLM.
 * @example
 * PINNED_QUANTITIES_HEADING // 'PINNED QUANTITIES (protected — do not lose)'
 */
export const PINNED_QUANTITIES_HEADING = 'PINNED QUANTITIES (protected — do not lose)';

/**
 * `rlm` and `qpb`: the sub-LLM rewrites its knowledge blob from the previous blob and older messages.
 * @example
 * RLM_REWRITE.build({ blob: '', transcript: '[m1 user] Budget $600.' })
 */
export const RLM_REWRITE: Prompt<{ blob: string; transcript: string; pinned?: string }> = {
  purpose: 'rewrite the knowledge blob from the previous blob and the next older messages',
  build: ({ blob, transcript, pinned }) =>
    chat(
      'You keep a knowledge blob about a conversation: everything a model needs to continue it (goals, ' +
        'constraints, decisions, facts, open questions). Rewrite the blob so it also covers the new messages; ' +
        'drop what is superseded. Plain text only.' +
        (pinned ? `\n\n${PINNED_QUANTITIES_HEADING}:\n${pinned}` : '') +
        `\n\nPREVIOUS BLOB:\n${blob || '(empty)'}\n\nNEW MESSAGES:\n${transcript}`,
    ),
};

/**
 * `qtd`: one extraction over the whole transcript, guided by the current question.
 * @example
 * QTD_EXTRACT.build({ question: 'What is the final quantity?', transcript: '[m1 user] 40 chairs…' })
 */
export const QTD_EXTRACT: Prompt<{ question: string; transcript: string }> = {
  purpose: 'extract from the whole transcript everything needed to answer the current question',
  build: ({ question, transcript }) =>
    chat(
      'Extract from the conversation below everything needed to answer the question and to continue the ' +
        'conversation: relevant facts with exact values, constraints and decisions. Plain text, one item per line.' +
        `\n\nQUESTION: ${question}\n\nCONVERSATION:\n${transcript}`,
    ),
};

/**
 * Every prompt by name, for documentation and tests.
 * @example
 * Object.entries(PROMPTS).map(([name, p]) => `${name}: ${p.purpose}`)
 */
export const PROMPTS = {
  NAIVE_SUMMARY, CODEX_HANDOFF, CHUNK_SUMMARY, MERGE_SUMMARIES, AMEM_NOTES, OBSERVATIONS,
  PROTECTED_CORE, ENTITY_GRAPH, SALIENCE, RLM_REWRITE, QTD_EXTRACT,
} as const;
