/** @module bench/retention/progress — a one-line progress bar on stderr (plain lines when not a TTY). */

/** A progress bar: call `tick` after each step, `done` at the end. */
export interface Progress {
  tick(label?: string): void;
  done(): void;
}

/**
 * Render the bar text: `[#####.....]  50%  5/10  12.3s  label`.
 * @example
 * renderBar(5, 10, 12.3, 'pith 1/4', 10) // '[#####-----]  50%  5/10  12.3s  pith 1/4'
 */
export function renderBar(done: number, total: number, seconds: number, label: string, width = 28): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const full = Math.round(share * width);
  const pct = `${Math.floor(share * 100)}%`.padStart(4);
  return `[${'#'.repeat(full)}${'-'.repeat(width - full)}] ${pct}  ${done}/${total}  ${seconds.toFixed(1)}s  ${label}`;
}

/**
 * A progress bar for `total` steps. On a TTY it redraws one line; otherwise it prints a line
 * every 10%. `enabled: false` makes it silent (tests).
 * @example
 * const bar = createProgress(120, 'static'); for (...) { await run(); bar.tick('pith 1/4'); } bar.done();
 */
export function createProgress(total: number, title: string, enabled = true, stream: NodeJS.WriteStream = process.stderr): Progress {
  const t0 = performance.now();
  let n = 0;
  let lastDecile = -1;
  let lastDraw = 0;
  const seconds = (): number => (performance.now() - t0) / 1000;
  const width = (): number => (stream.columns ?? 120) - 1;
  const fit = (line: string): string => line.slice(0, width()).padEnd(width());
  const draw = (label: string, force = false): void => {
    if (!enabled) return;
    const line = `${title.padEnd(12)} ${renderBar(n, total, seconds(), label)}`;
    if (stream.isTTY) {
      const now = performance.now();
      if (!force && now - lastDraw < 80) return; // redraw at most ~12 times a second
      lastDraw = now;
      stream.write(`\r${fit(line)}`);
    } else {
      const decile = Math.floor((n / Math.max(1, total)) * 10);
      if (decile !== lastDecile || force) (stream.write(`${line}\n`), (lastDecile = decile));
    }
  };
  return {
    tick(label = '') {
      n++;
      draw(label, n === total);
    },
    done() {
      if (!enabled) return;
      // Padded like every redraw, so no tail of a longer label is left after "done".
      if (stream.isTTY) stream.write(`\r${fit(`${title.padEnd(12)} ${renderBar(n, total, seconds(), 'done')}`)}\n`);
      else if (lastDecile < 10) stream.write(`${title.padEnd(12)} ${renderBar(n, total, seconds(), 'done')}\n`);
    },
  };
}
