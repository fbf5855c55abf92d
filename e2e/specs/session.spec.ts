import { MITRA } from '../support/accounts';
import { expect, loginThroughForm, test, useLanguage } from '../support/test';

test.describe('session handling', () => {
  test('a 401 (corrupted token) clears the storage and reloads to the login page', async ({ page }) => {
    await useLanguage(page, 'en');
    // The token is spoilt once the dashboard has loaded: a request still on its way would carry it and end the
    // session in this document, which the reload below then replaces (the message shows on the page in between).
    const loaded = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path);
    const dashboardLoaded = loaded('/api/backoffice/console/dashboard');
    const trendsLoaded = loaded('/api/backoffice/console/trends');
    await loginThroughForm(page, MITRA.email, MITRA.password);
    await Promise.all([dashboardLoaded, trendsLoaded]);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      localStorage.setItem('token', 'corrupted.token.value');
      localStorage.setItem('konsol.cache', 'something of the session');
    });
    // Should a late request end the session first, the console's own move to /login replaces this reload (which
    // then reports an aborted navigation): what follows checks the same outcome either way.
    await page.reload().catch((err: Error) => {
      if (!/ERR_ABORTED|Not attached|frame was detached/.test(err.message)) throw err;
    });
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('konsol.cache'))).toBeNull();
    // the language is a preference of the device, not of the session
    expect(await page.evaluate(() => localStorage.getItem('konsol.lang'))).toBe('en');
    await expect(page.getByText('Your session has ended, please log in again.')).toBeVisible();
  });

  test('without a token the console sends to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/wallet', '/admin/audit', '/changepassword']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});
