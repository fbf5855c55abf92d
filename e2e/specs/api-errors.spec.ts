import { expect, snackbar, test, useLanguage } from '../support/test';

test.describe('API answers the client handles in one place', () => {
  test.use({ role: 'operator' });

  test('"Token has expired" clears the storage and goes to /login with the message', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.route('**/api/backoffice/console/dashboard', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, msg: 'Token has expired' }) }),
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(snackbar(page)).toHaveText('Token has expired');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a 403 answer shows the red "access denied" snackbar and goes to /login', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.route('**/api/backoffice/console/dashboard', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ success: false, msg: 'Access denied' }) }),
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(snackbar(page)).toHaveText('Access denied');
    await expect(snackbar(page)).toHaveClass(/MuiAlert-colorError/);
  });

  test('the tutorial videos load their player only when clicked; an empty address says it is not set', async ({ page }) => {
    await page.route('**/api/backoffice/console/dashboard', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.videos = [
        { title: 'Mengatur aplikasi', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { title: 'Mengelola menu dan banner', url: '' },
        { title: 'Wallet dan Token SMS', url: 'https://vimeo.com/76979871' },
      ];
      await route.fulfill({ response: res, json: body });
    });
    await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto('/dashboard');
    await expect(page.getByTestId('video-not-set')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Putar video: Mengatur aplikasi' }).click();
    await expect(page.locator('iframe[title="Mengatur aplikasi"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('/home (the page after login in the spec) opens the dashboard', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
