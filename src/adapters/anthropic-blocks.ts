/** @module adapters/anthropic-blocks — one Anthropic message as pith messages and back: text compressed, calls with their results, reasoning whole or not at all. */
import type { Message, ToolCall } from 'pith';
import { asThought, jsonOf, keptCallIds } from './bridge.js';

/** A content block, read loosely (its shape was checked before). */
export type Block = { type: string; [key: string]: unknown };

/** A message of the Messages API (`user`, `assistant`, or a mid-conversation `system`), read loosely. */
export type Turn = { role: string; content?: string | Block[]; [key: string]: unknown };

/** The block (index in the message's content) a pith message or part stands for. */
const BLOCK = '__pithBlock';
/** The item (index in a tool_result's content) a pith part stands for. */
const ITEM = '__pithItem';

/** What a kept tool_result says when none of its content was kept (as pith's own tool results do). */
const OMITTED = '[result omitted]';

type Part = { type: string; text?: string; [key: string]: unknown };

/**
 * A reasoning block (`thinking`, `redacted_thinking`): its signature must match, so it is sent back
 * unchanged or not at all.
 * @example
 * isReasoning({ type: 'redacted_thinking', data: 'EmwKAhgB' }) // true
 */
export const isReasoning = (b: Block): boolean => b.type === 'thinking' || b.type === 'redacted_thinking';
/** A reasoning block's words; redacted thinking counts as its encrypted data (never fewer tokens than it costs). */
const reasoningText = (b: Block) => String(b.type === 'thinking' ? b.thinking : b.data);
/** A call: client `tool_use`, or a server-side call (`server_tool_use`, `mcp_tool_use`) answered in the same turn. */
const isCall = (b: Block): b is Block & { id: string } => typeof b.id === 'string' && b.type.endsWith('tool_use');
/** A server tool's result inside an assistant turn (`web_search_tool_result`, `mcp_tool_result`, …). */
const isServerResult = (b: Block): b is Block & { tool_use_id: string } => b.type !== 'tool_result' && typeof b.tool_use_id === 'string';

/** Text blocks as text parts (compressed); every other block as an opaque part, kept or dropped whole at `partTokens`. */
function partOf(b: Block, k: number, tag = BLOCK): Part {
  return b.type === 'text' ? { type: 'text', text: b.text as string, [tag]: k } : { type: b.type, [tag]: k };
}

/** The parts that survived, by the index they were tagged with. */
function survivors(content: Message['content'] | undefined, tag = BLOCK): Map<number, Part> {
  return new Map(Array.isArray(content) ? (content as Part[]).map((p) => [p[tag] as number, p]) : []);
}

/** A block back from its surviving part: text with the text that survived (every other field kept), others as they were. */
function blockBack(b: Block, s: Part | undefined): Block[] {
  if (!s) return [];
  return b.type !== 'text' || s.text === b.text ? [b] : [{ ...b, text: s.text }];
}

/**
 * Index of the assistant turn whose reasoning the API needs back unchanged: the one whose
 * tool_use blocks the last message (a user message of tool_result blocks) answers; -1 when none.
 * @example
 * liveTurn([{ role: 'user', content: 'Go.' }, assistantWithToolUse, { role: 'user', content: [toolResult] }]) // 1
 */
export function liveTurn(messages: readonly Turn[]): number {
  const last = messages[messages.length - 1];
  const answers = last?.role === 'user' && Array.isArray(last.content) && last.content.some((b) => b.type === 'tool_result');
  return answers ? messages.length - 2 : -1;
}

/**
 * One Anthropic message as pith messages. A user message becomes one tool message per
 * tool_result (so pith keeps each with its tool_use) and, after them, one user message of its
 * other blocks. An assistant message's tool_use and server-tool blocks become tool calls (a server
 * tool's result counted inside its call); reasoning becomes `<think>` text, which pith strips from
 * older turns first; in the `live` turn it rides on the first tool call instead, kept exactly
 * while the calls are. A system message is its text.
 * @example
 * turnToPith({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'packed' }, { type: 'text', text: 'Go on.' }] }, 2, false)
 * // [{ role: 'tool', tool_call_id: 't1', content: 'packed', … }, { role: 'user', content: [{ type: 'text', text: 'Go on.', … }] }]
 */
export function turnToPith(m: Turn, i: number, live: boolean): Message[] {
  const blocks = m.content;
  if (typeof blocks !== 'object') return [{ role: m.role as Message['role'], content: blocks ?? '' }];
  if (m.role === 'assistant') return [assistantToPith(blocks, `messages[${i}]`, live)];
  if (m.role === 'system') return [{ role: 'system', content: blocks.map((b, k) => partOf(b, k)) }];
  const results: Message[] = [];
  const rest: Part[] = [];
  blocks.forEach((b, k) => {
    if (b.type === 'tool_result') results.push({ role: 'tool', tool_call_id: b.tool_use_id as string, content: resultToPith(b), [BLOCK]: k });
    else rest.push(partOf(b, k));
  });
  return rest.length > 0 || results.length === 0 ? [...results, { role: 'user', content: rest, [BLOCK]: -1 }] : results;
}

function assistantToPith(blocks: Block[], where: string, live: boolean): Message {
  const calls = new Map<string, ToolCall>();
  blocks.forEach((b, k) => {
    if (isCall(b)) calls.set(b.id, { id: b.id, type: 'function', function: { name: String(b.name), arguments: jsonOf(b.input ?? null, `${where}.content[${k}].input`) } });
  });
  const carrier = live ? blocks.find((b) => b.type === 'tool_use' && calls.has(b.id as string)) : undefined;
  const parts: Part[] = [];
  const thoughts: string[] = [];
  blocks.forEach((b, k) => {
    if (isCall(b)) return;
    if (isServerResult(b)) {
      // Counted inside its call (pith counts calls as JSON, never cut), so a long search result is not one flat part.
      const call = calls.get(b.tool_use_id) ?? { id: b.tool_use_id, type: 'function', function: { name: b.type, arguments: 'null' } };
      const text = jsonOf(b.content ?? null, `${where}.content[${k}].content`);
      call.result = typeof call.result === 'string' ? `${call.result}\n${text}` : text;
      calls.set(b.tool_use_id, call);
    } else if (isReasoning(b)) {
      if (carrier) thoughts.push(reasoningText(b));
      else parts.push({ type: 'text', text: asThought(reasoningText(b)), [BLOCK]: k });
    } else parts.push(partOf(b, k));
  });
  if (carrier) calls.get(carrier.id as string)!.reasoning = thoughts;
  return { role: 'assistant', content: parts, ...(calls.size > 0 ? { tool_calls: [...calls.values()] } : {}) };
}

function resultToPith(b: Block): Message['content'] {
  const c = b.content;
  if (!Array.isArray(c)) return typeof c === 'string' ? c : '';
  return (c as Block[]).map((x, j) => partOf(x, j, ITEM));
}

/**
 * The Anthropic message rebuilt from the pith messages that survived for it, blocks in their
 * original order: text blocks with the text that survived (cache_control, citations kept), other
 * blocks whole; tool_use and server-tool blocks only for the calls pith kept; a reasoning block
 * only unchanged (its signature must match), else not at all; each tool_result with what survived
 * of its content (`is_error` kept).
 * @example
 * turnFromPith(assistant, [{ role: 'assistant', content: [{ type: 'text', text: 'Shipped.', __pithBlock: 1 }] }])
 * // { role: 'assistant', content: [{ type: 'text', text: 'Shipped.' }] } — its tool_use went with the result
 */
export function turnFromPith(m: Turn, kept: Message[]): Turn {
  if (typeof m.content !== 'object') {
    const content = kept[0].content as string;
    return content === (m.content ?? '') ? m : { ...m, content };
  }
  if (m.role === 'assistant') return { ...m, content: assistantBack(m.content, kept[0]) };
  const results = new Map(kept.filter((k) => k.role === 'tool').map((k) => [k[BLOCK] as number, k.content]));
  const survived = survivors(kept.find((k) => k.role !== 'tool')?.content);
  const content = m.content.flatMap((b, k): Block[] => {
    if (b.type !== 'tool_result' || m.role !== 'user') return blockBack(b, survived.get(k));
    const c = results.get(k);
    return c === undefined ? [] : [resultBack(b, c)];
  });
  return { ...m, content };
}

function assistantBack(blocks: Block[], kept: Message): Block[] {
  const survived = survivors(kept.content);
  const calls = keptCallIds([kept]);
  const carried = (kept.tool_calls ?? []).some((c) => Array.isArray(c.reasoning));
  return blocks.flatMap((b, k): Block[] => {
    if (isCall(b)) return calls.has(b.id) ? [b] : [];
    if (isServerResult(b)) return calls.has(b.tool_use_id) ? [b] : [];
    if (isReasoning(b) && carried) return [b];
    const s = survived.get(k);
    if (isReasoning(b)) return s?.text === asThought(reasoningText(b)) ? [b] : []; // a cut thought is no thought
    return blockBack(b, s);
  });
}

function resultBack(b: Block, content: Message['content']): Block {
  const c = b.content;
  if (!Array.isArray(c)) return content === (typeof c === 'string' ? c : '') ? b : { ...b, content };
  const survived = survivors(content, ITEM);
  const value = (c as Block[]).flatMap((x, j) => blockBack(x, survived.get(j)));
  if (value.length === c.length && value.every((x, j) => x === c[j])) return b;
  return { ...b, content: value.length > 0 ? value : [{ type: 'text', text: OMITTED }] };
}
