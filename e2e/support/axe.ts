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
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const tags = opts.bestPractice === false ? WCAG : [...WCAG, 'best-practice'];
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}
