// The core barrel must not import @huggingface/transformers (an optional peer) until a local model is used.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sharedModel } from '../fixtures/shared-models.js';

const run = promisify(execFile);

describe('providers load Transformers.js on demand', () => {
  it('importing pith does not resolve @huggingface/transformers; the first embed does', async () => {
    const model = sharedModel('tiny-static-bert-random');
    const script = `
      const pith = await import('./src/index.ts');
      process.stderr.write('IMPORTED ' + typeof pith.transformersEmbedder + '\\n');
      await pith.transformersEmbedder({ model: ${JSON.stringify(model)}, dtype: 'fp32' }).embed(['x']);
      process.stderr.write('EMBEDDED\\n');`;
    const { stderr } = await run(
      process.execPath,
      ['--import', 'tsx', '--import', './test/fixtures/log-resolve-register.mjs', '--input-type=module', '-e', script],
      { cwd: process.cwd(), timeout: 60_000 },
    );
    const lines = stderr.split('\n').filter((l) => /^(IMPORTED|EMBEDDED|RESOLVED)/.test(l));
    const imported = lines.indexOf('IMPORTED function');
    expect(imported).toBeGreaterThanOrEqual(0);
    expect(lines.slice(0, imported).filter((l) => l.startsWith('RESOLVED'))).toEqual([]);
    expect(lines.slice(imported)).toContain('RESOLVED @huggingface/transformers');
    expect(lines.at(-1)).toBe('EMBEDDED');
  });
});
