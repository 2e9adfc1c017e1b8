/** @module demo/playground/slices — fill a pane a slice at a time, each slice a short task, so a 2 MB chat never freezes the page while it is drawn. */

/** The latest fill of each pane: an older fill still running stops at its next slice. */
const latest = new WeakMap<Element, number>();
let fills = 0;

/** The next task: the page repaints and handles input in between. */
const nextTask = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

/**
 * Replace the children of `pane` by `build(0)`, … `build(count - 1)`, appended in slices of about
 * `sliceMs` each: the first slice now (a short chat is done at once), the rest in later tasks.
 * A later fill of the same pane ends this one. Resolves true once
 * every child is in, false when superseded.
 * @example
 * await fillInSlices(byId('original'), messages.length, (i) => el('p', {}, String(messages[i].content)));
 */
export async function fillInSlices(pane: Element, count: number, build: (index: number) => Node, sliceMs = 25): Promise<boolean> {
  const fill = ++fills;
  latest.set(pane, fill);
  pane.replaceChildren();
  for (let i = 0; i < count; ) {
    if (i > 0) await nextTask();
    if (latest.get(pane) !== fill) return false;
    const until = performance.now() + sliceMs;
    const slice = document.createDocumentFragment();
    do slice.append(build(i++));
    while (i < count && performance.now() < until);
    pane.append(slice);
  }
  return true;
}
