import { freshAccount } from '../support/accounts-api';
import { storageStateFor } from '../support/content';
import { expect, pageFor, test, useLanguage } from '../support/test';

const WORDS = {
  id: {
    tab: 'CashOut',
    account: 'Rekening tujuan',
    amount: 'Nominal',
    pickAccount: 'Pilih rekening tujuan',
    amountRequired: 'Nominal wajib diisi',
    otpRequired: 'Silahkan Input OTP',
  },
  en: {
    tab: 'CashOut',
    account: 'Destination account',
    amount: 'Amount',
    pickAccount: 'Choose the destination account',
    amountRequired: 'Amount is required',
    otpRequired: 'Please enter the OTP',
  },
};

test.describe('the wallet cash-out form', () => {
  test.use({ role: 'operator' });

  for (const lang of ['id', 'en'] as const) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      test(`flags each missing field in its own words (${lang}, ${viewport.width} px)`, async ({ page }) => {
        const w = WORDS[lang];
        await page.setViewportSize(viewport);
        await useLanguage(page, lang);
        await page.goto('/wallet');
        await page.getByRole('tab', { name: w.tab, exact: true }).click();
        await page.getByRole('button', { name: 'Cashout', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Cashout' });
        const submit = dialog.getByRole('button', { name: 'Cashout', exact: true });
        // Empty: the account is flagged with the amount and the OTP.
        await submit.click();
        await expect(dialog.getByText(w.pickAccount)).toBeVisible();
        await expect(dialog.getByText(w.amountRequired)).toBeVisible();
        await expect(dialog.getByText(w.otpRequired)).toBeVisible();
        // The amount given, only the account (and the OTP) are still missing: nothing says the amount is.
        await dialog.getByLabel(new RegExp(`^${w.amount}`)).fill('15000');
        await submit.click();
        await expect(dialog.getByText(w.pickAccount)).toBeVisible();
        await expect(dialog.getByText(w.amountRequired)).toBeHidden();
        await expect(dialog.getByText('Rekening dan nominal tidak boleh kosong')).toBeHidden();
        await expect(dialog.getByRole('combobox', { name: new RegExp(`^${w.account}`) })).toHaveAttribute('aria-invalid', 'true');
      });
    }
  }

  test('"Kirim OTP" waits out the server\'s cooldown after a reload too', async ({ browser, baseURL, request }) => {
    // An account of its own: its OTP cooldown is its own.
    const account = await freshAccount(request, baseURL!, 'otpwait');
    const { context, page } = await pageFor(browser, baseURL!, await storageStateFor(request, baseURL!, account.email, account.password));
    const open = async () => {
      await page.goto('/wallet');
      await page.getByRole('tab', { name: 'CashOut', exact: true }).click();
      await page.getByRole('button', { name: 'Cashout', exact: true }).click();
      return page.getByRole('dialog', { name: 'Cashout' });
    };
    let dialog = await open();
    await dialog.getByRole('button', { name: 'Kirim OTP' }).click();
    await expect(dialog.getByRole('button', { name: /^Kirim ulang/ })).toBeDisabled();
    await page.reload();
    dialog = await open();
    await expect(dialog.getByRole('button', { name: /^Kirim ulang/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Kirim OTP' })).toHaveCount(0);
    await context.close();
  });
});
