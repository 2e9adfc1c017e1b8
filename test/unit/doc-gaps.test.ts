// The project's documentation standard holds: TSDoc with an @example on every export of src/, a one-line header on every file.
import { describe, expect, it } from 'vitest';
import { docGaps } from '../../scripts/doc-gaps.js';

describe('documentation coverage (scripts/doc-gaps.ts)', () => {
  const gaps = docGaps(process.cwd());

  it('looks at the whole tree', () => {
    expect(gaps.exportCount).toBeGreaterThan(500);
    expect(gaps.fileCount).toBeGreaterThan(300);
  });

  it('every export of src/ has TSDoc, and every function, class and const an @example', () => {
    expect(gaps.exports).toEqual([]);
  });

  it('every file opens with a one-line header', () => {
    expect(gaps.headers).toEqual([]);
  });
});
