import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { clientHeaders, freshAccount } from '../support/accounts-api';
import { seriousViolations } from '../support/axe';
import { api, storageStateFor, tokenOf } from '../support/content';
import { pathOf, waitForMail } from '../support/mail';
import { expect, pageFor, snackbar, test, uniqueEmail, useLanguage } from '../support/test';

/** A code of the authenticator for `key`, `steps` 30-second steps from now (a code is accepted once per step). */
const codeOf = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Six digits that are none of the codes the server would accept now (one step of drift either way). */
function wrongCode(key: string): string {
  const near = new Set([codeOf(key, -1), codeOf(key), codeOf(key, 1)]);
  for (let n = 123456; ; n = (n + 111111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** The password step of the login form; the second step follows on the same card. */
async function enterPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/^password/i).press('Enter');
}

/** The credential the server writes into index.html (the public account calls carry it). */
/**
 * The own account (DESIGN §10) as its user would keep it: two-factor turned on from the profile (QR code and key,
 * a code, the ten recovery codes), signing in again with the password and a code, the devices signed in (this one
 * marked, another signed out), name and phone, and the e-mail changed from a mailed link.
 */
test.describe('account security', () => {
  test.describe.configure({ timeout: 180_000 });

  test('two-factor from the profile, sign-in with a code, devices, profile and e-mail', async ({ page, request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'secure');
    await useLanguage(page, 'en');
    await enterPassword(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // the owner may not require two-factor of the team before they have it themselves
    await page.goto('/staff');
    const policy = page.getByRole('switch', { name: 'Require two-factor sign-in for everyone' });
    await expect(policy).not.toBeChecked();
    await policy.click();
    await expect(page.getByTestId('policy-error')).toHaveText(/Turn on your own two-factor sign-in first/);
    await expect(policy).not.toBeChecked();

    // the profile: two-factor off; turning it on shows the QR code and the key
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const card = page.getByTestId('twofactor-card');
    await expect(card.getByTestId('twofactor-status')).toHaveText('Off');
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(card.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    const key = (await card.getByTestId('totp-secret').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousViolations(page)).toEqual([]);

    // a wrong code is refused in its field; the app's code turns it on and shows ten recovery codes, once
    const codeField = card.getByLabel(/^Authenticator code/);
    await codeField.fill(wrongCode(key));
    await card.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(card.getByText('Wrong or already used code')).toBeVisible();
    await codeField.fill(codeOf(key));
    await card.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = card.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.allTextContents();
    for (const code of recovery) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expect(card.getByRole('button', { name: 'Download (.txt)' })).toBeVisible();
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByTestId('twofactor-status')).toHaveText('On');
    await expect(card.getByTestId('recovery-codes')).toHaveCount(0);

    // now the owner may require it of everyone
    await page.goto('/staff');
    await policy.click();
    await expect(snackbar(page)).toHaveText('Sign-in policy saved');
    await expect(policy).toBeChecked();
    await page.reload();
    await expect(policy).toBeChecked();

    // beside it, the daily recap e-mail: off until the owner turns it on
    const recap = page.getByRole('switch', { name: 'E-mail a daily recap to the owners' });
    await expect(recap).not.toBeChecked();
    await recap.click();
    await expect(snackbar(page)).toHaveText('The daily recap will be sent at 07:00 WIB');
    await page.reload();
    await expect(recap).toBeChecked();

    // sign out; the password alone is no longer enough
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await enterPassword(page, account.email, account.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor sign-in');
    const code = page.getByLabel(/^Authenticator code/);
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByText('A recovery code (like abcde-12345) works too.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // back to the password, and on again
    await page.getByRole('button', { name: 'Back to the password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login App Console');
    await page.getByLabel(/^password/i).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor sign-in');

    // a wrong code says how many tries are left; the next step's code signs in (the enrolment spent this step's)
    await code.fill(wrongCode(key));
    await code.press('Enter');
    await expect(page.getByText('Wrong code, 4 tries left')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await code.fill(codeOf(key, 1));
    await code.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    // another device signs in with a recovery code (through the API, as an iPhone)
    const iphone = {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'accept-language': 'en',
    };
    const first = await request.post('/api/auth/authenticate', { headers: iphone, data: account });
    const { challenge } = (await first.json()) as { challenge: string };
    expect(challenge).toBeTruthy();
    const second = await request.post('/api/auth/2fa', { headers: iphone, data: { challenge, code: recovery[0] } });
    expect(second.ok(), await second.text()).toBeTruthy();
    const { token: phoneToken } = (await second.json()) as { token: string };

    // the devices: this one marked, the phone named in words and signed out from here
    await page.goto('/profile');
    const devices = page.getByTestId('devices-card');
    const here = devices.locator('[data-testid="session"][data-current]');
    await expect(here).toHaveCount(1);
    await expect(here).toContainText('This device');
    await expect(here).toContainText('Chrome on Linux');
    await expect(here).toContainText(/Signed in \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    const phone = devices.getByTestId('session').filter({ hasText: 'Safari on iOS' });
    await expect(phone).toHaveCount(1);
    await expect(phone.getByRole('button', { name: 'Sign out Safari on iOS' })).toBeVisible();
    await expect(here.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    await phone.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await expect(snackbar(page)).toHaveText('The device was signed out');
    await expect(phone).toHaveCount(0);
    expect((await request.get('/api/getme', { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(401);

    // name and phone
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit profile' });
    await edit.getByLabel(/^Name/).fill('Toko Aman Sentosa');
    await edit.getByLabel(/^Phone number/).fill('0813 5555 7777');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toHaveText('Profile saved');
    await expect(edit).toHaveCount(0);
    await expect(page.getByTestId('profile-username')).toHaveText('Toko Aman Sentosa');
    await expect(page.getByText('0813 5555 7777')).toBeVisible();

    // the e-mail: a link goes to the new address, which takes effect when it is opened
    const newEmail = uniqueEmail('secure-new');
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    const change = page.getByRole('dialog', { name: 'Change e-mail' });
    await change.getByLabel(/^New e-mail/).fill(account.email);
    await change.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(change.getByText('This is already your e-mail')).toBeVisible();
    const since = Date.now();
    await change.getByLabel(/^New e-mail/).fill(newEmail);
    await change.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(change.getByTestId('email-sent')).toHaveText(`A confirmation link was sent to ${newEmail}`);
    await change.getByRole('button', { name: 'Close' }).click();
    const link = pathOf(await waitForMail(newEmail, /(\S+\/confirm-email\/\S+)/, { since }));
    await page.goto(link);
    await expect(page.getByTestId('confirm-email-success')).toBeVisible();
    await page.goto(link);
    await expect(page.getByTestId('confirm-email-error')).toHaveText('The confirmation link is invalid, used or expired');

    // the profile shows the new address, which signs in (and still asks for the code)
    await page.goto('/profile');
    await expect(page.getByTestId('profile-username').locator('..')).toContainText(newEmail);
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await enterPassword(page, newEmail, account.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor sign-in');
  });

  test('a team that requires two-factor sends a member without it to enrol, and nowhere else until they have', async ({
    browser,
    request,
    baseURL,
  }) => {
    // the owner turns two-factor on and requires it (through the API)
    const account = await freshAccount(request, baseURL!, 'strict');
    const owner = tokenOf(await storageStateFor(request, baseURL!, account.email, account.password));
    const { secret } = await api<{ secret: string }>(request, owner, 'POST', '/api/account/2fa/setup');
    await api(request, owner, 'POST', '/api/account/2fa/enable', { code: codeOf(secret) });
    const required = await request.put('/api/backoffice/staff/policy', {
      headers: { authorization: `Bearer ${owner}` },
      data: { require2fa: true },
    });
    expect(required.ok(), await required.text()).toBeTruthy();

    // a member is invited and accepts
    const email = uniqueEmail('strict-member');
    const since = Date.now();
    await api(request, owner, 'POST', '/api/backoffice/staff/invite', { email, role: 'content' });
    const token = pathOf(await waitForMail(email, /(\S+\/invite\/\S+)/, { since }))
      .split('/')
      .pop();
    const accepted = await request.post('/api/invite/accept', {
      headers: await clientHeaders(request),
      data: { token, name: 'Rina Konten', password: 'rina-pass-123' },
    });
    expect(accepted.ok(), await accepted.text()).toBeTruthy();

    // signing in lands on the enrolment, and every other page leads back to it
    const { context, page } = await pageFor(browser, baseURL!);
    await enterPassword(page, email, 'rina-pass-123');
    await expect(page).toHaveURL(/\/account\/2fa$/);
    await expect(page.getByTestId('enrol-required')).toHaveText('Tim anda mewajibkan verifikasi dua langkah: aktifkan terlebih dahulu');
    await expect(page.getByRole('button', { name: 'Batal' })).toHaveCount(0);
    const key = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await page.goto('/appmenu');
    await expect(page).toHaveURL(/\/account\/2fa$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/account\/2fa$/);
    expect(await seriousViolations(page)).toEqual([]);

    // the enrolment: a new key (the page was opened again), its code, the recovery codes, then the console
    const fresh = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel(/^Kode autentikator/).fill(codeOf(fresh));
    await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await page.goto('/appmenu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu Applikasi');
    await context.close();
  });
});
