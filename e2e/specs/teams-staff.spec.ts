import { freshAccount } from '../support/accounts-api';
import { seriousViolations } from '../support/axe';
import { storageStateFor } from '../support/content';
import { pathOf, waitForMail } from '../support/mail';
import { expect, loginThroughForm, pageFor, snackbar, test, uniqueEmail } from '../support/test';

/**
 * Teams (DESIGN §10), as a new team would: the owner invites a finance person from the Staff screen, the invitation
 * arrives by e-mail, the invitee sets a name and password and signs in as themselves, sees only the finance part of
 * the console and a clear "no access" on the menu editor; the owner disables them and their open tab is signed
 * out on its next request.
 */
test.describe('teams: staff', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('invite a finance person, who accepts, signs in, sees only finance, and is signed out when disabled', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await freshAccount(request, baseURL!, 'teamowner');
    const owner = await pageFor(browser, baseURL!, await storageStateFor(request, baseURL!, account.email, account.password));
    const email = uniqueEmail('finance');

    // the owner finds Staff in the account menu and invites
    await owner.page.goto('/dashboard');
    await owner.page.getByTestId('profile-button').click();
    await owner.page.getByRole('menuitem', { name: 'Staf' }).click();
    await expect(owner.page).toHaveURL(/\/staff$/);
    await expect(owner.page.getByRole('row').filter({ hasText: account.email })).toContainText('Pemilik');
    await owner.page.getByRole('button', { name: 'Undang staf' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Undang staf' });
    await dialog.getByRole('button', { name: 'Kirim undangan' }).click();
    await expect(dialog.getByText('E-mail wajib diisi')).toBeVisible();
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('combobox', { name: /^Peran/ }).click();
    await owner.page.getByRole('option', { name: 'Keuangan' }).click();
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Kirim undangan' }).click();
    await expect(snackbar(owner.page)).toHaveText(`Undangan dikirim ke ${email}`);
    const row = owner.page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Diundang');
    await expect(row).toContainText('Keuangan');
    expect(await seriousViolations(owner.page)).toEqual([]);

    // the invitee follows the mailed link, once
    const link = pathOf(await waitForMail(email, /(\S+\/invite\/\S+)/, { since }));
    const invitee = await browser.newContext({ baseURL, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const staff = await invitee.newPage();
    await staff.goto(link);
    await staff.getByLabel(/^Nama/).fill('Sari Keuangan');
    await staff.getByLabel(/^Password/).fill('sari-pass-123');
    await staff.getByRole('button', { name: 'Terima undangan' }).click();
    await expect(staff.getByTestId('invite-accepted')).toBeVisible();
    await staff.goto(link);
    await staff.getByLabel(/^Nama/).fill('Sari Lagi');
    await staff.getByLabel(/^Password/).fill('sari-pass-456');
    await staff.getByRole('button', { name: 'Terima undangan' }).click();
    await expect(staff.getByRole('alert')).toContainText('Link undangan tidak valid');

    // signed in as themselves: the finance drawer only, and no access to the menu editor
    await loginThroughForm(staff, email, 'sari-pass-123');
    const nav = staff.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.locator('[data-route="wallet"]')).toBeVisible();
    await expect(nav.locator('[data-route="tokensms"]')).toBeVisible();
    for (const name of ['applist', 'appmenu', 'mitraagen', 'product', 'deleteakun'])
      await expect(nav.locator(`[data-route="${name}"]`)).toHaveCount(0);
    await staff.goto('/appmenu');
    await expect(staff.getByTestId('no-access')).toContainText('Tidak ada akses');
    await staff.goto('/wallet');
    await expect(staff.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await staff.getByTestId('profile-button').click();
    await expect(staff.getByRole('menuitem', { name: 'Staf' })).toHaveCount(0);
    await staff.keyboard.press('Escape');

    // the owner sees them active, then disables them: their open tab is signed out on its next request
    await owner.page.reload();
    await expect(row).toContainText('Aktif');
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const edit = owner.page.getByRole('dialog', { name: 'Ubah Sari Keuangan' });
    await edit.getByRole('combobox', { name: /^Status/ }).click();
    await owner.page.getByRole('option', { name: 'Nonaktif' }).click();
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(row).toContainText('Nonaktif');

    await staff.getByRole('button', { name: 'Refresh' }).first().click();
    await expect(staff).toHaveURL(/\/login$/, { timeout: 30_000 });

    // the owner's audit trail names each person; filtered to the new member it shows their acceptance only
    await owner.page.getByTestId('profile-button').click();
    await owner.page.getByRole('menuitem', { name: 'Audit' }).click();
    await expect(owner.page).toHaveURL(/\/audit$/);
    const trail = owner.page.getByRole('table', { name: 'Log audit' });
    await expect(trail.getByRole('row').filter({ hasText: 'staff.invite' })).toContainText(account.email);
    await expect(trail.getByRole('row').filter({ hasText: 'staff.update' })).toHaveCount(1);
    await owner.page.getByRole('combobox', { name: 'Orang' }).click();
    await owner.page.getByRole('option', { name: new RegExp(`Sari Keuangan \\(${email.replace(/[.+]/g, '\\$&')}\\)`) }).click();
    await expect(owner.page).toHaveURL(/user=\d+/);
    await expect(trail.getByRole('row').filter({ hasText: 'staff.' })).toHaveCount(1);
    await expect(trail).toContainText('staff.accept');
    expect(await seriousViolations(owner.page)).toEqual([]);
    await invitee.close();
    await owner.context.close();
  });
});
