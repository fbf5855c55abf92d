import type { Page } from '@playwright/test';
import { expect, type Role, test, useLanguage } from '../support/test';

/** The trend charts' x-axis labels (DD/MM) and y-axis labels of one dashboard, once drawn. */
async function axisLabels(page: Page, scope: 'server' | 'platform') {
  const chart = page.getByTestId(`trends-${scope}`).getByTestId('chart-money');
  const x = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(x.first()).toBeVisible();
  const y = chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
  return { x: await x.allTextContents(), y: await y.allTextContents() };
}

const today = () => {
  const [, m, d] = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}`;
};

const cases: { role: Role; scope: 'server' | 'platform' }[] = [
  { role: 'operator', scope: 'server' },
  { role: 'admin', scope: 'platform' },
];

for (const { role, scope } of cases) {
  test.describe(`the ${scope} dashboard's charts`, () => {
    test.use({ role });
    for (const lang of ['id', 'en'] as const) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        test(`date their days in the shipped font (${lang}, ${viewport.width} px)`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await useLanguage(page, lang);
          await page.goto('/dashboard');
          const { x, y } = await axisLabels(page, scope);
          // Every drawn day has its label; the axis ends today (WIB).
          expect(x.length).toBeGreaterThanOrEqual(2);
          for (const label of x) expect(label).toMatch(/^\d{2}\/\d{2}$/);
          expect(x[x.length - 1]).toBe(today());
          // Units in the console's language.
          const units = y.join(' ');
          if (lang === 'en') expect(units).not.toMatch(/jt|rb/);
          // The theme's font came with the app, whatever the machine has.
          const shipped = await page.evaluate(async () => {
            await document.fonts.ready;
            let loaded = false;
            document.fonts.forEach((f) => {
              if (f.family.replace(/"/g, '') === 'Roboto' && f.status === 'loaded') loaded = true;
            });
            return loaded;
          });
          expect(shipped).toBe(true);
        });
      }
    }
  });
}

test.describe('the operator dashboard', () => {
  test.use({ role: 'operator' });
  test("says one number for today's active agents, on the card and in the trend", async ({ page }) => {
    await page.goto('/dashboard');
    const card = page.getByTestId('figure-agenaktiftoday');
    await expect(card).toContainText(/\d/);
    const chip = page.getByTestId('today-agents');
    await expect(chip).toContainText(/\d/);
    const number = (text: string | null) => (text ?? '').replace(/\D/g, '');
    expect(number(await chip.textContent())).toBe(number(await card.textContent()));
  });
});
