/** @module text/code-blocks — fenced code blocks found by search, in linear time, as a simple fence regex finds them. */

/**
 * Fenced code blocks, as `/```[^\n]*\n([\s\S]*?)```/g` matches them: from each ``` to the first
 * newline after it, the body up to the next ```. Found with indexOf: the regex tried every ``` of a
 * line with no newline after it and read to the line's end each time (a line of 100,000 backticks: 3 s).
 * @example
 * [...codeBlocks('Set:\n```py\nmax = 30\n```')] // [{ bodyStart: 11, body: 'max = 30\n' }]
 */
export function* codeBlocks(text: string): Generator<{ bodyStart: number; body: string }> {
  for (let at = text.indexOf('```'); at >= 0; ) {
    const nl = text.indexOf('\n', at + 3);
    if (nl < 0) return;
    const close = text.indexOf('```', nl + 1);
    if (close < 0) return;
    yield { bodyStart: nl + 1, body: text.slice(nl + 1, close) };
    at = text.indexOf('```', close + 3);
  }
}
