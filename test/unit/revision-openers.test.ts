// Revision openers: "Actually, I've changed my mind." is kept only with the user's next sentence, the revision it announces.
import { beforeAll, describe, expect, it } from 'vitest';
import { linkRevisionOpeners } from '../../src/pins/revision-openers.js';
import { compress, countTokens, init, type Message } from '../../src/platform/node.js';
import { unitText } from '../../src/extract/units.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const OPENER = "Actually, I've changed my mind.";
const REVISION = 'I want to focus on iOS only for now, and add Android later.';
const CHAT: Message[] = [
  { role: 'system', content: 'You are a mobile app designer helping create a task management application.' },
  { role: 'user', content: 'I want to design a mobile app for task management. It needs to work on both iOS and Android, and sync across devices.' },
  { role: 'assistant', content: "I'll help design your task management app. Let me research cross-platform frameworks and sync solutions." },
  { role: 'user', content: 'React Native and Flutter both look fine to me; the team knows some JavaScript already, and nobody has used Dart.' },
  { role: 'assistant', content: 'I have compared both frameworks. React Native and Flutter both support iOS and Android. For sync, I will check cloud solutions next.' },
  { role: 'user', content: `${OPENER} ${REVISION} Also, I realized we need offline support - tasks must work without internet.` },
  { role: 'assistant', content: 'Understood. I will adjust the design for iOS-first with offline support and research iOS frameworks and offline storage.' },
  { role: 'user', content: 'Great, what do you recommend?' },
];

describe('revision openers', () => {
  it('link a user opener to the next sentence of its message: a parent, and the revision joins the core', () => {
    const units = unitsOf(kernel, [
      { role: 'user', content: `${OPENER} ${REVISION}` },
      { role: 'assistant', content: `${OPENER} Here is the new plan.` },
      { role: 'user', content: 'Scratch that!' },
      { role: 'user', content: 'Hmm, change of plans: we go to Porto.' },
    ]);
    const n = units.analysis.sentences.count;
    const core = new Uint8Array(n);
    const parents = new Int32Array(n).fill(-1);
    const openers = linkRevisionOpeners(units, core, parents);
    // Only the user's opener followed by a sentence of its own message: not the assistant's, not a
    // message that is the opener alone, not a sentence that says what changed.
    expect(openers.map((i) => unitText(units, i))).toEqual([OPENER]);
    const revision = openers[0] + 1;
    expect(unitText(units, revision)).toBe(REVISION);
    expect(parents[revision]).toBe(openers[0]);
    expect(core[revision]).toBeGreaterThan(0);
  });

  it('keep opener and revision together: at every budget both or neither, the revision read as one', async () => {
    const total = await countTokens(CHAT);
    let together = 0;
    for (let budget = 60; budget <= total; budget += 5) {
      const { messages, stats } = await compress(CHAT, { budget });
      expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
      const text = messages.map((m) => String(m.content)).join('\n');
      expect(text.includes(OPENER), `budget ${budget}`).toBe(text.includes(REVISION));
      if (text.includes(`${OPENER} ${REVISION}`)) together++;
    }
    expect(together).toBeGreaterThan(0);
  });
});
