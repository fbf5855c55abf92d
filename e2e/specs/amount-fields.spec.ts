import { expect, test } from '../support/test';

// Amounts show rupiah grouping while typed, are read back whole (never a dot taken for a decimal point), and an
// amount of zero is "required", as an empty one is.
test.describe('amount fields', () => {
  test.use({ role: 'operator' });

  test('wallet cash-out and cash-in: grouping while typing; zero or empty says the amount is required', async ({ page }) => {
    await page.goto('/wallet');
    await page.getByRole('tab', { name: 'CashOut', exact: true }).click();
    await page.getByRole('button', { name: 'Cashout', exact: true }).click();
    const cashout = page.getByRole('dialog', { name: 'Cashout' });
    const amount = cashout.getByLabel(/^Nominal/);
    await cashout.getByRole('button', { name: 'Cashout', exact: true }).click();
    await expect(cashout.getByText('Nominal wajib diisi')).toBeVisible();
    await amount.fill('0');
    await cashout.getByRole('button', { name: 'Cashout', exact: true }).click();
    await expect(cashout.getByText('Nominal wajib diisi')).toBeVisible();
    await expect(cashout.getByText('Nominal harus berupa angka rupiah bulat')).toHaveCount(0);
    await amount.fill('');
    await amount.pressSequentially('1500000');
    await expect(amount).toHaveValue('1.500.000');
    await amount.pressSequentially('5');
    await expect(amount).toHaveValue('15.000.005');
    await cashout.getByRole('button', { name: 'Batal' }).click();
    const discard = page.getByRole('dialog', { name: /Buang perubahan/ });
    if (await discard.isVisible()) await discard.getByRole('button', { name: 'Buang' }).click();
    await expect(cashout).toBeHidden();

    await page.getByRole('tab', { name: 'CashIn', exact: true }).click();
    await page.getByRole('button', { name: 'Cash in' }).click();
    const cashin = page.getByRole('dialog', { name: /Cash ?in/i });
    const cashinAmount = cashin.getByLabel(/^Nominal/);
    await cashinAmount.pressSequentially('250000');
    await expect(cashinAmount).toHaveValue('250.000');
  });

  test('loan disbursement: the amount shows grouped and the fee follows the whole amount', async ({ page }) => {
    await page.goto('/modalkerja');
    await page.getByRole('button', { name: 'Cairkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pencairan Dana' });
    const amount = dialog.getByRole('textbox', { name: /^Jumlah/ });
    await amount.pressSequentially('1000000');
    await expect(amount).toHaveValue('1.000.000');
    await expect(dialog.getByTestId('disburse-fee')).toHaveText('Rp 15.000');
  });
});
