// Retention benchmark progress bar: one redrawn line on a terminal, a line per 10% in CI logs.
import { describe, expect, it } from 'vitest';
import { createProgress } from '../../bench/retention/progress.js';

function fakeStream(isTTY: boolean): { writes: string[]; stream: NodeJS.WriteStream } {
  const writes: string[] = [];
  return { writes, stream: { isTTY, columns: 80, write: (x: string) => (writes.push(x), true) } as unknown as NodeJS.WriteStream };
}

/** What a terminal shows after the writes: '\r' goes back to the start of the line and overwrites. */
function screen(writes: readonly string[]): string[] {
  const lines = [''];
  let col = 0;
  for (const ch of writes.join('')) {
    if (ch === '\r') col = 0;
    else if (ch === '\n') (lines.push(''), (col = 0));
    else {
      const line = lines[lines.length - 1];
      lines[lines.length - 1] = line.slice(0, col) + ch + line.slice(col + 1);
      col++;
    }
  }
  return lines;
}

describe('createProgress', () => {
  it('on a terminal, ends on one clean "done" line with nothing left of a longer label', () => {
    const { writes, stream } = fakeStream(true);
    const bar = createProgress(2, 'static', true, stream);
    bar.tick('support-desk-small pith 1/4 q');
    bar.tick('trip-planning-small pith 1/4 q');
    bar.done();
    const [line, after] = screen(writes);
    expect(line.trimEnd()).toMatch(/^static\s+\[#{28}\] 100%  2\/2  \d+\.\ds  done$/);
    expect(after).toBe('');
  });

  it('off a terminal (CI logs), prints plain lines, about one per 10%, and no carriage returns', () => {
    const { writes, stream } = fakeStream(false);
    const bar = createProgress(25, 'static', true, stream);
    for (let i = 0; i < 25; i++) bar.tick(`step ${i}`);
    bar.done();
    expect(writes.join('')).not.toContain('\r');
    expect(writes.length).toBe(11);
    expect(writes.at(-1)).toMatch(/100%  25\/25 .* step 24\n$/);
  });

  it('is silent when disabled', () => {
    const { writes, stream } = fakeStream(true);
    const bar = createProgress(3, 'static', false, stream);
    bar.tick();
    bar.done();
    expect(writes).toEqual([]);
  });
});
