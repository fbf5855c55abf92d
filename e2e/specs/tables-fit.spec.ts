import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Issue 24: every table fits its box. Beside the drawer and the open phone preview (1440 px) and on a phone (390 px)
 * a table shows each column it keeps whole and uncovered (a column that still runs past the box is scrolled into
 * view, clear of the pinned row actions), the first row's actions in view without scrolling sideways, and a
 * pagination whose next-page button can be clicked. The phone's app bar and tab bars keep their meaning whole.
 */

/**
 * Whether the element is itself at its centre and at the points a quarter in from its corners (inside a round
 * button too): it is in the viewport, not clipped and not covered, not even in part. A disabled button (no pointer
 * events) is hit-tested as if enabled.
 */
function onTop(el: Locator) {
  return el.evaluate((e: HTMLElement) => {
    const pointerEvents = e.style.pointerEvents;
    e.style.pointerEvents = 'auto';
    const r = e.getBoundingClientRect();
    const at = (fx: number, fy: number) => document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
    const points = [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
    const whole = points.every((hit) => !!hit && e.contains(hit));
    e.style.pointerEvents = pointerEvents;
    return whole;
  });
}

/** The pagination's next-page button (its name in the UI language, or MUI's own). */
const nextPage = (page: Page) => page.getByRole('button', { name: /^(Ke halaman berikutnya|Go to next page)$/ });

/** Scrolls the page (never the table's box sideways) to put the element in the middle of the viewport. */
const scrollPageTo = (el: Locator) =>
  el.evaluate((e) => window.scrollTo(0, window.scrollY + e.getBoundingClientRect().top - window.innerHeight / 2));

async function expectTableFits(page: Page, path: string) {
  await page.goto(path);
  const table = page.getByRole('table').first();
  // the first row with actions (a done deletion request has none)
  const actions = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('button') })
    .first()
    .getByRole('button');
  await expect(actions.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // the first row's actions: in the viewport and on top, as the page opens
  expect(await actions.count()).toBeGreaterThan(0);
  for (const button of await actions.all()) {
    await scrollPageTo(button);
    await expect(button, 'a row action').toBeInViewport({ ratio: 1 });
    expect(await onTop(button), `${await button.getAttribute('aria-label')} is covered`).toBe(true);
  }

  // the next-page button: inside the viewport and not covered
  const next = nextPage(page);
  await scrollPageTo(next);
  await expect(next).toBeInViewport({ ratio: 1 });
  expect(await onTop(next), 'the next-page button is covered').toBe(true);

  // every header cell shown: whole and uncovered once scrolled into view
  const heads = table.locator('thead th:visible');
  expect(await heads.count()).toBeGreaterThan(1);
  for (const head of await heads.all()) {
    await head.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'nearest' }));
    await expect(head, `header ${await head.textContent()}`).toBeInViewport({ ratio: 1 });
    expect(await onTop(head), `header ${await head.textContent()} is covered`).toBe(true);
  }
}

const PAGES = ['/appmenu', '/kategori', '/news', '/tokensms', '/deleteakun', '/popup', '/slider', '/runningtext', '/wallet?tab=bank'];

test.describe('an operator at 1440 × 900 with the phone preview open', () => {
  test.use({ role: 'operator', viewport: { width: 1440, height: 900 } });

  for (const path of PAGES) {
    test(`sees the table of ${path} whole`, async ({ page }) => {
      await expectTableFits(page, path);
      const preview = page.getByTestId('preview-toggle');
      if (await preview.count()) await expect(preview).toHaveAttribute('aria-expanded', 'true');
    });
  }
});

test.describe('an operator on a 390 × 844 phone', () => {
  test.use({ role: 'operator', viewport: { width: 390, height: 844 } });

  for (const path of PAGES) {
    test(`sees the table of ${path} whole, with its row actions`, async ({ page }) => {
      await expectTableFits(page, path);
    });
  }

  test('sees Token SMS’s Status column', async ({ page }) => {
    await page.goto('/tokensms');
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Status' })).toBeInViewport({ ratio: 1 });
  });

  test('sees what the app bar’s maintenance switch is for, on the app settings page', async ({ page }) => {
    await page.goto('/applist');
    const label = page.getByRole('banner').getByText('Maintenance', { exact: true });
    await expect(label).toBeVisible();
    await expect(label).toBeInViewport({ ratio: 1 });
    expect(await onTop(label)).toBe(true);
  });

  test('sees a tab’s badge whole', async ({ page }) => {
    await page.goto('/tokensms');
    const badge = page.getByRole('tab', { name: /Pengaturan/ }).getByText('BARU', { exact: true });
    await expect(badge).toBeVisible();
    expect(await onTop(badge), 'the badge is clipped').toBe(true);
  });
});

test.describe('an operator on the wallet’s Bank tab', () => {
  test.use({ role: 'operator' });

  test('searches, sorts and pages the bank accounts as the other wallet lists do', async ({ page }) => {
    // the demo's verified BCA account
    const accountno = '7310255481';
    await page.goto('/wallet?tab=bank');
    const table = page.getByRole('table', { name: 'Rekening Bank' });
    const rows = table.locator('tbody tr');
    await expect(rows.filter({ hasText: accountno })).toBeVisible();

    const search = page.getByRole('textbox', { name: 'Cari' });
    await search.fill(accountno);
    await expect(page).toHaveURL(new RegExp(`bank\\.q=${accountno}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('BCA');
    await search.fill('tidak-ada-rekening');
    await expect(table).toContainText('Belum ada rekening bank');
    await search.fill('');
    await expect(rows.filter({ hasText: accountno })).toBeVisible();

    // sorted by bank, one way then the other, by the server
    const banks = () => table.locator('tbody tr td:first-child').allTextContents();
    const sortByBank = table.getByRole('button', { name: 'Bank', exact: true });
    for (const [dir, aria] of [
      ['asc', 'ascending'],
      ['desc', 'descending'],
    ] as const) {
      const answered = page.waitForResponse((r) => r.url().includes('/api/wallet/bank?') && r.url().includes(`sort=bank%2C${dir}`));
      await sortByBank.click();
      await answered;
      await expect(table.getByRole('columnheader', { name: 'Bank', exact: true })).toHaveAttribute('aria-sort', aria);
      const shown = await banks();
      const sorted = [...shown].sort();
      expect(shown).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    }

    // paged by the server: its total, and another page size asked of it
    await expect(page.getByText(/^1–\d+ dari \d+$/)).toBeVisible();
    await expect(nextPage(page)).toBeVisible();
    await page.getByRole('combobox', { name: 'Baris per halaman' }).click();
    const asked = page.waitForRequest((r) => r.url().includes('/api/wallet/bank?') && r.url().includes('size=25'));
    await page.getByRole('option', { name: '25' }).click();
    await asked;
    await expect(page).toHaveURL(/bank\.size=25/);
  });
});
