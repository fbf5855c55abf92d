import { pathOf, waitForMail } from '../support/mail';
import { expect, test, uniqueEmail, useLanguage } from '../support/test';

test.describe('registration and activation', () => {
  test('register → activation e-mail → /activate/{token} → login → the new server’s dashboard', async ({ page }) => {
    await useLanguage(page, 'en');
    const email = uniqueEmail('signup');
    const name = 'Toko Sinar Jaya';
    const password = 'rahasia-123';

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'SignUp' })).toBeVisible();
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await expect(signUp).toBeDisabled();

    // every field is required ("Please fill"), and the terms must be accepted
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.getByRole('textbox', { name: 'E-mail' }).focus();
    await expect(page.getByText('Please fill').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('081298765432');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await expect(signUp).toBeDisabled();
    const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
    await terms.check();
    await terms.uncheck();
    await expect(page.getByText('You must agree to continue!')).toBeVisible();
    await terms.check();
    await expect(signUp).toBeEnabled();
    await signUp.click();

    const success = page.getByTestId('register-success');
    await expect(success).toContainText('Registration successful');
    await expect(success).toContainText('Please check your e-mail to activate your user');
    // the fields are cleared after the submit
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    await expect(signUp).toBeDisabled();

    // not active yet
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toContainText('not activated');

    const link = await waitForMail(email, /(\S+\/activate\/\S+)/);
    await page.goto(pathOf(link));
    await expect(page.getByTestId('activate-success')).toHaveText('User activated successfully');

    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('server-name')).toContainText(name);

    // the link is single use: a second visit shows the server's reason in red with Kembali (Back)
    await page.goto(pathOf(link));
    await expect(page.getByTestId('activate-error')).toHaveText('The activation link is invalid or has expired');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown activation link shows the server message in red with Kembali', async ({ page }) => {
    await page.goto('/activate/not-a-real-token');
    await expect(page.getByTestId('activate-error')).toHaveText('Link aktivasi tidak valid atau sudah kadaluarsa');
    await expect(page.getByRole('link', { name: 'Kembali' })).toBeVisible();
  });
});
