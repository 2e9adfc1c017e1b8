/** @module demo/playground/dom — a tiny element builder (text only, never innerHTML). */

type Child = Node | string | null | undefined | false;

/**
 * Create an element with attributes (`class`, `data-*`, `title`, …) and children; strings become
 * text nodes, so user text is never parsed as HTML.
 * @example
 * el('li', { class: 'pass' }, '✓ ', fact)
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined) node.setAttribute(key, String(value));
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * The element with this id, typed; throws when the page lacks it (a broken page should fail loudly).
 * @example
 * const budget = byId<HTMLInputElement>('budget');
 */
export function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`expected an element #${id} in the page, found none`);
  return node as T;
}
