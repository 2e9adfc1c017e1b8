/** @module bench/generate-conversation — seeded, realistic chat conversations of a target size. */

import type { Message } from '../src/types.js';
import { codeBlock, toolExchange } from './generate/blocks.js';
import { factSentence } from './generate/facts.js';
import { proseSentence } from './generate/prose.js';
import { createRandom, type Random } from './generate/random.js';

/** Options of {@link generateConversation}. */
export interface GenerateOptions {
  /** PRNG seed: the same seed and options always give the same conversation. */
  seed: number;
  /** Approximate size in o200k tokens, including 4 tokens of overhead per message. */
  targetTokens: number;
  /** Include assistant tool calls with JSON tool results. @default true */
  toolCalls?: boolean;
  /** Include fenced code blocks in assistant turns. @default true */
  codeBlocks?: boolean;
}

// Characters per o200k token for this generator's mix of prose, numbers and JSON (measured).
const CHARS_PER_TOKEN = 4.1;
const OVERHEAD = 4;

const SYSTEM_PROMPTS = [
  'You are a helpful support agent for an office-supply company. Be concise, never invent order data, and confirm amounts before changing an order.',
  'You are an operations assistant. Track every decision, deadline and quantity the user gives; ask before cancelling anything.',
  'You are a travel and logistics assistant. Keep replies short. Never exceed the budget the user sets.',
];

function paragraph(r: Random, sentences: number, factRate: number): string {
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) out.push(r.chance(factRate) ? factSentence(r) : proseSentence(r));
  return out.join(' ');
}

function userTurn(r: Random): string {
  return paragraph(r, r.int(1, 5), 0.35);
}

function assistantTurn(r: Random, codeBlocks: boolean): string {
  const parts = [paragraph(r, r.int(2, 6), 0.25)];
  if (r.chance(0.2)) {
    const bullet = (): string => `- ${r.chance(0.5) ? factSentence(r) : proseSentence(r)}`;
    const bullets = Array.from({ length: r.int(2, 4) }, bullet);
    parts.push(bullets.join('\n'));
  }
  if (codeBlocks && r.chance(0.15)) parts.push(codeBlock(r), paragraph(r, r.int(1, 2), 0.2));
  return parts.join('\n\n');
}

const cost = (m: Message): number =>
  Math.ceil((typeof m.content === 'string' ? m.content.length : 0) / CHARS_PER_TOKEN) +
  (m.tool_calls ? Math.ceil(JSON.stringify(m.tool_calls).length / CHARS_PER_TOKEN) : 0) +
  OVERHEAD;

/**
 * Generate a deterministic conversation: a system prompt, then user/assistant turns full of
 * facts (amounts, IDs, dates, phones, counts, decisions, constraints, corrections), with tool
 * calls and code blocks mixed in; it ends on a user turn once about `targetTokens` is reached.
 *
 * @example
 * const messages = generateConversation({ seed: 7, targetTokens: 100_000 });
 */
export function generateConversation(options: GenerateOptions): Message[] {
  const { seed, targetTokens, toolCalls = true, codeBlocks = true } = options;
  const r = createRandom(seed);
  const messages: Message[] = [{ role: 'system', content: r.pick(SYSTEM_PROMPTS) }];
  let total = cost(messages[0]);
  const push = (m: Message): void => {
    messages.push(m);
    total += cost(m);
  };
  for (let turn = 0; ; turn++) {
    push({ role: 'user', content: userTurn(r) });
    if (total >= targetTokens) break;
    if (toolCalls && r.chance(0.15)) {
      const [call, result] = toolExchange(r, turn);
      push(call);
      push(result);
    }
    push({ role: 'assistant', content: assistantTurn(r, codeBlocks) });
  }
  return messages;
}
