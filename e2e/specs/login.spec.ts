import { MITRA } from '../support/accounts';
import { expect, loginThroughForm, snackbar, test, useLanguage } from '../support/test';

test.describe('login and logout', () => {
  test('validation messages, and Login enabled only when both fields are filled', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    const password = page.getByLabel(/^Password/);
    const submit = page.getByRole('button', { name: 'Login' });

    await email.focus();
    await password.focus();
    await expect(page.getByText('E-mail is required')).toBeVisible();
    await email.focus();
    await expect(page.getByText('Password is required')).toBeVisible();

    await email.fill('not-an-email');
    await expect(page.getByText('E-mail must be valid')).toBeVisible();
    await expect(submit).toBeDisabled();
    await password.fill('whatever');
    await expect(submit).toBeEnabled();
    await password.fill('');
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a wrong password is shown as a red alert in the form', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(MITRA.email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page.getByTestId('login-error')).toHaveText('Wrong e-mail or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('Enter pressed twice signs in once', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    const attempts: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/authenticate')) attempts.push(req.method());
    });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(MITRA.email);
    await page.getByLabel(/^Password/).fill(MITRA.password);
    await page.getByLabel(/^Password/).press('Enter');
    // the second goes to whatever has the focus by then (no waiting for the field, which leaves with the page)
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('server-name')).toBeVisible();
    expect(attempts).toEqual(['POST']);
  });

  test('success stores the token, loads the profile and opens the dashboard; logout ends the session', async ({ page }) => {
    await useLanguage(page, 'en');
    await loginThroughForm(page, MITRA.email, MITRA.password);
    await expect(snackbar(page)).toHaveText('Login Successfully');
    await expect(page.getByTestId('server-name')).toContainText(MITRA.namaserver);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // a stored token skips the login page on start
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // the old token no longer works on the server
    const res = await page.request.get('/api/getme', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);

    // and the console is closed without it
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
