/** @module adapters/ai-sdk-results — AI SDK tool results to pith parts and back: text compressed, images and files whole. */
import { InputError, type Message } from 'pith';
import { jsonOf } from './bridge.js';

/** A part of an AI SDK message or of a `content` tool output, read loosely. */
export type Part = { type: string; [key: string]: unknown };

type Output = { type?: string; value?: unknown; [key: string]: unknown } | undefined;

/** Which item of a `content` output a pith part stands for. */
const ITEM = '__pithItem';

/** What a kept result says when none of it was kept (as pith's own tool results do). */
const OMITTED = '[result omitted]';

/**
 * The text a tool result stands for, as the model reads it; a value with no JSON form (a cycle)
 * is an InputError naming `where`.
 * @example
 * resultText({ type: 'text', value: 'packed' }, 'messages[3].content[0].output') // 'packed'
 */
export function resultText(output: unknown, where: string): string {
  const o = output as Output;
  if (o && (o.type === 'text' || o.type === 'error-text') && typeof o.value === 'string') return o.value;
  return jsonOf(o && 'value' in o ? o.value : o ?? null, where);
}

const isContent = (o: Output): o is { type: 'content'; value: Part[] } => o?.type === 'content' && Array.isArray(o.value);

/**
 * A tool result's output as pith content: a `content` output item by item (text items are
 * compressed, images and files kept or dropped whole at `partTokens` each), any other output as
 * one text part.
 * @example
 * resultParts({ type: 'text', value: 'packed' }, 'messages[3].content[0].output') // [{ type: 'text', text: 'packed', … }]
 */
export function resultParts(output: unknown, where: string): Message['content'] {
  const o = output as Output;
  if (!isContent(o)) return [{ type: 'text', text: resultText(o, where), [ITEM]: 0 }];
  if (o.value.length === 0) return [{ type: 'text', text: '', [ITEM]: -1 }];
  return o.value.map((item, j) => {
    if (item?.type !== 'text') return { ...item, [ITEM]: j };
    if (typeof item.text !== 'string') throw new InputError(`${where}.value[${j}].text: expected a string, found ${typeof item.text}`);
    return { type: 'text', text: item.text, [ITEM]: j };
  });
}

/**
 * The tool-result part rebuilt from the pith parts that survived for it: the same object when
 * nothing changed; shortened text keeps an error result an error (`error-text`) and the output's
 * provider options; a `content` output keeps its surviving items, images and files untouched.
 * @example
 * resultBack(part, [{ type: 'text', text: 'packed', __pithItem: 0 }])
 */
export function resultBack(p: Part, parts: Message['content'], where: string): Part {
  const o = p.output as Output;
  if (JSON.stringify(parts) === JSON.stringify(resultParts(o, where))) return p;
  const survived = Array.isArray(parts) ? (parts as Part[]) : [];
  if (isContent(o)) {
    const byItem = new Map(survived.map((q) => [q[ITEM], q]));
    const value = o.value.flatMap((item, j): Part[] => {
      const q = byItem.get(j);
      if (!q) return [];
      return item.type === 'text' ? [{ ...item, text: q.text }] : [item];
    });
    return { ...p, output: { ...o, value: value.length ? value : [{ type: 'text', text: OMITTED }] } };
  }
  const text = survived.map((q) => String(q.text ?? '')).join('') || OMITTED;
  const type = o?.type === 'error-text' || o?.type === 'error-json' ? 'error-text' : 'text';
  return { ...p, output: { type, value: text, ...(o?.providerOptions ? { providerOptions: o.providerOptions } : {}) } };
}
