import { MITRA } from '../support/accounts';
import { expect, loginThroughForm, snackbar, test, useLanguage } from '../support/test';

/** The scripts of the app's overlays, which load on demand (apps/web/src/lib/lazy-part.tsx). */
const OVERLAY_SCRIPT = /\/assets\/(snackbar-message|message-dialog|language-menu)-[\w-]+\.js$/;

test.describe('the first load of /login', () => {
  test("loads none of the app's overlays; the language menu loads when its switch is pointed at", async ({ page }) => {
    await useLanguage(page, 'en');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login App Console');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => OVERLAY_SCRIPT.test(s))).toEqual([]);

    await page.getByTestId('language-switch').hover();
    await expect.poll(() => scripts.some((s) => s.includes('/language-menu-'))).toBe(true);
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: /Bahasa Indonesia/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login App Console');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByTestId('language-switch')).toHaveText('ID');
  });
});

test.describe('an overlay whose script fails to load', () => {
  test('costs its message only: the console and the login page keep working', async ({ page }) => {
    await useLanguage(page, 'en');
    let tries = 0;
    await page.route(/\/assets\/snackbar-message-[\w-]+\.js$/, (route) => {
      tries++;
      return route.abort();
    });
    await loginThroughForm(page, MITRA.email, MITRA.password);
    await expect(page.getByTestId('server-name')).toContainText(MITRA.namaserver);
    await expect.poll(() => tries).toBeGreaterThan(0);
    // the sign-in message went with its script; the console is there and works
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(snackbar(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'App Menu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('App Menu');

    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login App Console');
    await expect(page.getByRole('textbox', { name: /e-mail/i })).toBeEditable();
  });
});
