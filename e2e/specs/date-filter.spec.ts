import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

test.describe('date filters', () => {
  test.use({ role: 'operator' });

  /** The `awal`/`akhir` of every wallet list request the page sends from now on. */
  function ranges(page: Page) {
    const sent: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/wallet/cashin')) sent.push(`${url.searchParams.get('awal')}..${url.searchParams.get('akhir')}`);
    });
    return sent;
  }
  /** Types `DDMMYYYY` into a date field, a section at a time: on a loaded machine keys typed ahead of the field's
   * move to its next section were lost (the month stayed as it was). */
  async function typeDate(page: Page, name: string, digits: string) {
    const sections = page.getByRole('group', { name }).getByRole('spinbutton');
    for (const [i, part] of [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].entries()) {
      await sections.nth(i).click();
      await expect(sections.nth(i)).toBeFocused();
      await page.keyboard.type(part);
    }
  }

  test('a typed date is read whole; one out of range or an end before the start asks for a correction and is never sent', async ({
    page,
  }) => {
    await page.goto('/wallet');
    await expect(page.getByRole('group', { name: 'Tanggal Awal' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sent = ranges(page);

    await typeDate(page, 'Tanggal Awal', '01112026');
    await expect.poll(() => sent.at(-1)).toMatch(/^2026-11-01\.\./);

    // The caret left in the year: every digit rewrites the year (0001, 0011, 0111, 1112…), none of which is sent.
    await page.getByRole('group', { name: 'Tanggal Awal' }).getByRole('spinbutton').last().click();
    await page.keyboard.type('01112026');

    await typeDate(page, 'Tanggal Awal', '01011999');
    await expect(page.getByText('Pilih tanggal dari tahun 2000 sampai')).toBeVisible();

    await typeDate(page, 'Tanggal Awal', '15112026');
    await expect.poll(() => sent.at(-1)).toMatch(/^2026-11-15\.\./);
    await typeDate(page, 'Tanggal Akhir', '01112026');
    await expect(page.getByText('Tanggal akhir sebelum tanggal awal')).toBeVisible();

    await page.waitForLoadState('networkidle');
    for (const r of sent) {
      const [awal, akhir] = r.split('..');
      expect(Number(awal!.slice(0, 4)), r).toBeGreaterThanOrEqual(2000);
      if (akhir !== 'null') expect(akhir! >= awal!, r).toBe(true);
    }
  });
});
