import { Secret, TOTP } from 'otpauth';
import { freshAccount } from '../support/accounts-api';
import { seriousViolations } from '../support/axe';
import { api, storageStateFor, tokenOf } from '../support/content';
import { pathOf, waitForMail } from '../support/mail';
import { fundedWithBank } from '../support/money-api';
import { expect, loginThroughForm, pageFor, snackbar, test, uniqueEmail, useLanguage } from '../support/test';

/**
 * Teams (DESIGN §10), as a new team would: the owner invites a finance person from the Staff screen, the invitation
 * arrives by e-mail, the invitee sets a name and password, signs in as themselves, enrols two-factor (codes computed
 * from the key the page shows), sees only the finance part of the console, cashes out with an authenticator code,
 * and gets a clear "no access" on the menu editor; the owner finds the cash-out in the audit under their name,
 * disables them, and their open tab is signed out on its next request.
 */
test.describe('teams: staff', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('invite a finance person, who accepts, signs in, sees only finance, and is signed out when disabled', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await freshAccount(request, baseURL!, 'teamowner');
    const ownerState = await storageStateFor(request, baseURL!, account.email, account.password);
    const { accountno } = await fundedWithBank(request, tokenOf(ownerState), account.email, 100_000);
    const owner = await pageFor(browser, baseURL!, ownerState);
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
    const { context: invitee, page: staff } = await pageFor(browser, baseURL!);
    await staff.goto(link);
    await staff.getByLabel(/^Nama/).fill('Sari Keuangan');
    await staff.getByLabel(/^Password/).fill('sari-pass-123');
    await staff.getByRole('button', { name: 'Terima undangan' }).click();
    await expect(staff.getByTestId('invite-accepted')).toBeVisible();
    // used: the page says so at once, with no form to fill in
    await staff.goto(link);
    await expect(staff.getByRole('alert')).toContainText('Link undangan tidak valid');
    await expect(staff.getByLabel(/^Nama/)).toHaveCount(0);

    // signed in as themselves, they turn two-factor on from the profile
    await loginThroughForm(staff, email, 'sari-pass-123');
    await staff.goto('/profile');
    await staff.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
    const key = ((await staff.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    const authenticator = new TOTP({ secret: Secret.fromBase32(key) });
    await staff.getByTestId('totp-code').fill(authenticator.generate());
    await staff.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    await expect(staff.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await staff.getByTestId('recovery-codes-saved').click();

    // the finance drawer only, and no access to the menu editor
    const nav = staff.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.locator('[data-route="wallet"]')).toBeVisible();
    await expect(nav.locator('[data-route="tokensms"]')).toBeVisible();
    for (const name of ['applist', 'appmenu', 'mitraagen', 'product', 'deleteakun'])
      await expect(nav.locator(`[data-route="${name}"]`)).toHaveCount(0);
    await staff.goto('/appmenu');
    await expect(staff.getByTestId('no-access')).toContainText('Tidak ada akses');
    await staff.goto('/wallet');
    await expect(staff.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();

    // a cash-out, with the authenticator's next code where the e-mailed OTP is asked for (this step's is spent)
    await staff.getByRole('tab', { name: 'CashOut', exact: true }).click();
    await staff.getByRole('button', { name: 'Cashout', exact: true }).click();
    const cashout = staff.getByRole('dialog', { name: 'Cashout' });
    await cashout.getByRole('combobox', { name: /^Rekening tujuan/ }).click();
    await staff.getByRole('option', { name: new RegExp(`MANDIRI ${accountno}`) }).click();
    await cashout.getByLabel(/^Nominal/).fill('15000');
    await cashout.getByLabel(/^OTP/).fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
    await cashout.getByRole('button', { name: 'Cashout', exact: true }).click();
    await staff.getByRole('dialog', { name: 'Konfirmasi' }).getByRole('button', { name: 'Ya' }).click();
    await expect(cashout).toBeHidden();
    await expect(staff.getByRole('row').filter({ hasText: accountno })).toContainText('Proses');
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
    await expect(trail.getByRole('row').filter({ hasText: 'Staf diundang' })).toContainText(account.email);
    await expect(trail.getByRole('row').filter({ hasText: 'Staf diubah' })).toHaveCount(1);
    await expect(trail.getByRole('row').filter({ hasText: 'Cashout diajukan' })).toContainText(email);
    await owner.page.getByRole('combobox', { name: 'Orang' }).click();
    await owner.page.getByRole('option', { name: new RegExp(`Sari Keuangan \\(${email.replace(/[.+]/g, '\\$&')}\\)`) }).click();
    await expect(owner.page).toHaveURL(/user=\d+/);
    // of the staff actions (invite, accept, policy, change, removal) only their own acceptance
    await expect(trail.getByRole('row').filter({ hasText: /Staf di|Undangan diterima|Kebijakan login/ })).toHaveCount(1);
    await expect(trail).toContainText('Undangan diterima');
    await expect(trail).toContainText('Verifikasi dua langkah diaktifkan');
    await expect(trail).toContainText('Cashout diajukan');
    expect(await seriousViolations(owner.page)).toEqual([]);
    await invitee.close();
    await owner.context.close();
  });

  test('a viewer reads every page but sees no button that changes anything', async ({ browser, baseURL, request }) => {
    const account = await freshAccount(request, baseURL!, 'viewerowner');
    const token = tokenOf(await storageStateFor(request, baseURL!, account.email, account.password));
    const email = uniqueEmail('viewer');
    const since = Date.now();
    await api(request, token, 'POST', '/api/backoffice/staff/invite', { email, role: 'viewer' });
    await api(request, token, 'POST', '/api/backoffice/runningtext', { msg: 'Promo akhir tahun' });
    const link = pathOf(await waitForMail(email, /(\S+\/invite\/\S+)/, { since }));
    const { context, page } = await pageFor(browser, baseURL!);
    await page.goto(link);
    await page.getByLabel(/^Nama/).fill('Vina Baca');
    await page.getByLabel(/^Password/).fill('vina-pass-123');
    await page.getByRole('button', { name: 'Terima undangan' }).click();
    await expect(page.getByTestId('invite-accepted')).toBeVisible();
    await loginThroughForm(page, email, 'vina-pass-123');

    await page.goto('/runningtext');
    await expect(page.getByRole('row').filter({ hasText: 'Promo akhir tahun' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tambah', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('row-edit')).toHaveCount(0);
    await expect(page.getByTestId('row-delete')).toHaveCount(0);
    await page.goto('/wallet?tab=cashout');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cashout', exact: true })).toHaveCount(0);
    await page.goto('/wallet?tab=bank');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tambah Rekening Bank' })).toHaveCount(0);
    await context.close();
  });
});

/**
 * The invitation page (issue #42): before anything is asked, it says which server, which role and who invited, in
 * the page's language, and the mail names the role in words; a link already used says so instead of a form.
 */
test.describe('teams: the invitation page', () => {
  const WORDS = {
    id: { role: 'Konten', name: /^Nama/, submit: 'Terima undangan', invalid: 'Link undangan tidak valid' },
    en: { role: 'Content', name: /^Name/, submit: 'Accept invitation', invalid: 'The invitation link is invalid' },
  } as const;
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const lang of ['id', 'en'] as const) {
      const w = WORDS[lang];
      test(`names the server, the role and the inviter (${lang}, ${viewport.width}×${viewport.height})`, async ({
        browser,
        baseURL,
        request,
      }) => {
        const account = await freshAccount(request, baseURL!, 'inviter');
        const token = tokenOf(await storageStateFor(request, baseURL!, account.email, account.password));
        const me = await api<{ username: string; serverid: string; namaserver: string }>(request, token, 'GET', '/api/getme');
        const email = uniqueEmail('invitee');
        const since = Date.now();
        await api(request, token, 'POST', '/api/backoffice/staff/invite', { email, role: 'content' });
        const mail = await waitForMail(email, /([\s\S]+)/, { since });
        expect(mail).toContain(' sebagai Konten.');
        expect(mail).toContain(' as Content.');
        const link = pathOf(mail.match(/(\S+\/invite\/\S+)/)![1]!);

        const { context, page } = await pageFor(browser, baseURL!);
        await page.setViewportSize(viewport);
        await useLanguage(page, lang);
        await page.goto(link);
        const invitation = page.getByTestId('invitation');
        await expect(invitation).toContainText(`${me.namaserver} (${me.serverid})`);
        await expect(invitation).toContainText(w.role);
        await expect(invitation).toContainText(me.username);
        await expect(invitation).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
        await expect(invitation).toBeInViewport();
        expect(await seriousViolations(page)).toEqual([]);

        // reading it did not use it up
        await page.getByLabel(w.name).fill('Kiki Konten');
        await page.getByLabel(/^Password/).fill('kiki-pass-123');
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByTestId('invite-accepted')).toBeVisible();

        await page.goto(link);
        await expect(page.getByTestId('invite-invalid')).toContainText(w.invalid);
        await expect(page.getByLabel(w.name)).toHaveCount(0);
        await context.close();
      });
    }
  }
});
