import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's serious and critical violations on the page as it stands, WCAG 2.1 A/AA plus axe's best practices (or the
 * WCAG rules alone with `{ bestPractice: false }`); `[]` when the page is clean.
 *
 * Colours are measured as they end up: running transitions finish first (a button enabled a moment ago, Refresh
 * after its fetch, is still fading from its grey, and axe would measure it half-way). Endless animations (the
 * running text, progress bars) are not waited for.
 *
 * @example
 * expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page, opts: { bestPractice?: boolean } = {}) {
  // A table still loading (a search just typed) changes under the scan when its answer comes: its Refresh button
  // turns from disabled grey to blue, and axe measured it half-way once. Tables say so in `aria-busy`; a page
  // that stays busy is scanned anyway after 10 s.
  await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'), null, { timeout: 10_000 }).catch(() => undefined);
  await transitionsDone(page);
  // The snackbar hides itself after 3 s and fades out as it goes: one that reaches its time during the scan is
  // measured half-faded (it was, once, in CI). Hovering it pauses its timer (MUI), so it is scanned as it stands; one
  // already on its way out is waited for.
  const bar = page.getByTestId('snackbar');
  const held = await bar.isVisible().catch(() => false);
  if (held) {
    await bar.hover({ position: { x: 8, y: 8 }, timeout: 2_000 }).catch(() => undefined);
    await transitionsDone(page);
  }
  const tags = opts.bestPractice === false ? WCAG : [...WCAG, 'best-practice'];
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  // the pointer leaves the snackbar, which then hides as it would have
  if (held) await page.mouse.move(0, 0);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Waits for the page's running transitions and finite animations to end (endless ones are not waited for). */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
