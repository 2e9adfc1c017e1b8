// Untrusted text built to make a regex backtrack: each add() must finish (the old regexes took minutes to hours), and store the text whole.
import { describe, expect, it } from 'vitest';
import { createMemory } from '../../src/platform/node.js';

describe('adversarial input for the regexes', () => {
  it("adds a 40,000-character word that nearly looks like a code ('a1a1…a1's') (was cubic: 2.3 s at 4,000)", async () => {
    const word = 'a1'.repeat(20_000) + "'s";
    const memory = await createMemory();
    const message = { role: 'user' as const, content: `Note ${word} — the deadline is Friday.` };
    expect(await memory.add([message])).toHaveLength(1);
    expect(await memory.history()).toEqual([message]);
  }, 20_000);

  it('adds a 40,000-digit number (no letter after the digits)', async () => {
    const memory = await createMemory();
    const message = { role: 'user' as const, content: `Order ${'1'.repeat(40_000)} ships Friday.` };
    await memory.add([message]);
    expect(await memory.history()).toEqual([message]);
  }, 20_000);

  it('adds a message of 1,000,000 blank lines (the code-fence test was quadratic: 5 s at 100,000, minutes here)', async () => {
    const memory = await createMemory();
    const message = { role: 'user' as const, content: `Deadline Friday.${'\n'.repeat(1_000_000)}` };
    await memory.add([message]);
    expect(await memory.history()).toEqual([message]);
  }, 20_000);
});
