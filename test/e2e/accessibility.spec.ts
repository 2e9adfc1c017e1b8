/** @module test/e2e/accessibility — WCAG 2.1 A/AA audit (axe-core) of the playground and of `<pith-chat>` on its example page, in each state a visitor sees. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { PithChat } from '../../demo/widget/pith-chat.js';
import { startLlmServer, type LlmServer } from '../fixtures/llm-server.js';

/** The WCAG 2.0 and 2.1 success criteria at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * One block per violated rule: id, impact and axe's one-line help, then each failing element's
 * target (shadow hosts joined by ` >>> `) and what axe found there, so a failure says what to fix.
 */
function formatViolations(violations: Violations): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const target = n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' | ');
        const found = (n.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' ');
        return `  - ${target}: ${found}`;
      });
      return `${v.id} (${v.impact}): ${v.help} [${v.nodes.length} element(s)]\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the whole page, open shadow roots included. A soft
 * assertion, so one run reports every state; the report is compared as text, so a failure reads as
 * the list of violations rather than a diff of axe's result objects.
 */
async function audit(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect.soft(formatViolations(violations), `${state}: ${violations.length} axe rule(s) violated`).toBe('');
}

test.describe('playground', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-state', 'ready');
    // Message cards out of view skip layout (content-visibility: auto, for 2 MB chats); axe scrolls
    // each into view and reads elementsFromPoint before it is laid out, so it took another card's
    // background for a dropped sentence. Rendered, every card is audited as it looks.
    await page.addStyleTag({ content: '.messages .msg { content-visibility: visible; }' });
  });

  test('after load, with the local-model panel open', async ({ page }) => {
    await audit(page, 'playground after load');
    await page.check('#local');
    await expect(page.locator('#local-panel')).toBeVisible();
    await audit(page, 'playground, local-model panel open');
  });

  test('after a compression: figures, both panes, pinned facts and probes; then an error', async ({ page }) => {
    await page.selectOption('#example', 'support-desk-small');
    await page.fill('#budget', '1200');
    await page.click('#compress');
    await expect(page.locator('#figures')).toBeVisible();
    await expect(page.locator('#probes li').first()).toBeVisible();
    await expect(page.locator('#pinned li').first()).toBeVisible();
    await expect(page.locator('#original span.dropped').first()).toBeAttached();
    await audit(page, 'playground after a compression');

    await page.fill('#budget', '');
    await page.click('#compress');
    await expect(page.locator('#error')).toBeVisible();
    await audit(page, 'playground with an error');
  });

  test('after a query-aware compression (relevance figure, no probes)', async ({ page }) => {
    await page.selectOption('#example', 'support-chat');
    await page.click('#compress');
    await expect(page.getByTestId('relevance')).toBeVisible();
    await audit(page, 'playground after a query-aware compression');
  });
});

test.describe('<pith-chat> on its example page', () => {
  let model: LlmServer;
  /** What the next request gets: a reply, a slow reply, or a 502. */
  let next: 'reply' | 'slow' | 'fail' = 'reply';

  test.beforeAll(async () => {
    model = await startLlmServer(() => {
      if (next === 'fail') return { status: 502, body: 'upstream unavailable' };
      const content = 'Order NW-40417 ships from Lyon within two working days, well before May 3.';
      return next === 'slow' ? { content, delayMs: 3_000 } : content;
    });
  });
  test.afterAll(async () => {
    await model?.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`theme="${theme}": empty, waiting for a reply, after a reply, with an error line`, async ({ page }) => {
      next = 'reply';
      await page.goto('/widget/example.html');
      const chat = page.locator('pith-chat');
      await expect(page.locator('pith-chat[ready]')).toBeAttached();
      // Each theme its own history, so "empty" is empty.
      await chat.evaluate((el, attrs) => {
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      }, { endpoint: model.url, theme, conversation: `a11y-${theme}-${Date.now()}` });
      await expect(page.locator('pith-chat li.msg')).toHaveCount(0);
      await audit(page, `widget (${theme}), empty`);

      next = 'slow';
      const input = page.getByRole('textbox', { name: 'Message' });
      await input.fill('When does order NW-40417 arrive?');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.locator('pith-chat li.msg.pending')).toBeVisible();
      await audit(page, `widget (${theme}), waiting for a reply`);
      // The reply took 3 s: the audit above did see the pending bubble.
      await expect(page.locator('pith-chat li.msg.pending')).toBeVisible();
      await expect(page.locator('pith-chat li.msg.assistant:not(.pending)')).toHaveCount(1);
      await expect(page.locator('pith-chat .saved')).toContainText('tokens saved');
      await audit(page, `widget (${theme}), after a question and a reply`);

      next = 'fail';
      await chat.evaluate((el: PithChat) => el.send('And the warranty?'));
      await expect(page.getByRole('alert')).toContainText('502');
      await audit(page, `widget (${theme}), with an error line`);
    });
  }
});
