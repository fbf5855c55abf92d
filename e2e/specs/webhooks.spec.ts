import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshAccount } from '../support/accounts-api';
import { seriousViolations } from '../support/axe';
import { storageStateFor, tokenOf } from '../support/content';
import { paidCashin } from '../support/money-api';
import { expect, pageFor, snackbar, test } from '../support/test';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; data: { id: number } };
}

/** The partner's receiver, on loopback (listed in the e2e server's WEBHOOK_ALLOW_HOSTS). */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      res.writeHead(200).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/konsol/events`;
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** What the receiver does before trusting a body: the HMAC of "<t>.<raw body>" under the secret it was shown. */
function signedWith(secret: string, r: Received) {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['konsol-signature'])) ?? [];
  return !!t && v1 === createHmac('sha256', secret).update(`${t}.${r.raw}`).digest('hex');
}

/**
 * Webhooks (DESIGN §13), as a partner's developer would set them up: the owner adds an endpoint from the account
 * menu, copies the secret shown once, and their receiver gets each paid cash-in signed with it; the delivery log shows
 * the attempt, a redelivery sends the same event id, a rotated secret signs what comes next, and a paused endpoint
 * gets nothing new.
 */
test.describe('webhooks', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('add an endpoint, keep the secret shown once, receive signed events, redeliver, rotate and pause', async ({
    browser,
    baseURL,
    request,
  }) => {
    const receiver = await startReceiver();
    const account = await freshAccount(request, baseURL!, 'hooks');
    const state = await storageStateFor(request, baseURL!, account.email, account.password);
    const token = tokenOf(state);
    const { page } = await pageFor(browser, baseURL!, state);

    await page.goto('/dashboard');
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Webhook' }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByText('Belum ada webhook')).toBeVisible();

    // a private address is refused on the field; then the receiver, for paid cash-ins
    await page.getByRole('button', { name: 'Tambah webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah webhook' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Pilih minimal satu event')).toBeVisible();
    await dialog.getByLabel(/^URL/).fill('https://192.168.1.20/hook');
    await dialog.getByRole('checkbox', { name: /^cashin\.paid/ }).check();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('URL harus alamat https yang dapat dijangkau dari internet')).toBeVisible();
    await dialog.getByLabel(/^URL/).fill(receiver.url);
    await dialog.getByRole('button', { name: 'Simpan' }).click();

    // the secret, once
    const shown = page.getByTestId('webhook-secret-dialog');
    await expect(shown).toBeVisible();
    const secret = await shown.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await seriousViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Saya sudah menyalin' }).click();
    await expect(shown).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('Aktif');
    await expect(row).toContainText('cashin.paid');
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: receiver.url })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // a paid cash-in reaches the receiver, signed with that secret
    const cashin = await paidCashin(request, token, 125_000);
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const first = receiver.received[0]!;
    expect(first.body.type).toBe('cashin.paid');
    expect(first.body.data.id).toBe(cashin.id);
    expect(signedWith(secret, first)).toBe(true);

    // the endpoint's log: delivered, one attempt answered 200; Kirim ulang sends the same event id
    await row.getByRole('link', { name: receiver.url }).click();
    await expect(page).toHaveURL(/\/webhooks\/\d+$/);
    const delivery = page.getByRole('row').filter({ hasText: first.body.id });
    await expect(delivery).toContainText('Terkirim');
    await delivery.getByRole('button', { name: /^Percobaan/ }).click();
    const log = page.getByTestId('delivery-dialog');
    await expect(log.getByRole('table', { name: 'Percobaan' })).toContainText('200');
    await expect(log).toContainText(`"id": "${first.body.id}"`);
    await log.getByRole('button', { name: 'Kirim ulang' }).click();
    await expect(snackbar(page)).toHaveText('Event dikirim ulang');
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.received[1]!.body.id).toBe(first.body.id);
    await log.getByRole('button', { name: 'Tutup' }).click();

    // a rotated secret, shown once, signs what comes next
    await page.getByRole('button', { name: 'Ganti secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ganti', exact: true }).click();
    await expect(shown).toBeVisible();
    const rotated = await shown.getByTestId('webhook-secret').inputValue();
    expect(rotated).not.toBe(secret);
    await shown.getByRole('button', { name: 'Saya sudah menyalin' }).click();
    await paidCashin(request, token, 50_000);
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
    expect(signedWith(rotated, receiver.received[2]!)).toBe(true);
    expect(signedWith(secret, receiver.received[2]!)).toBe(false);

    // paused: nothing new arrives
    await page.getByRole('button', { name: 'Jeda' }).click();
    await expect(page.getByTestId('webhook-url').locator('..')).toContainText('Dijeda');
    await paidCashin(request, token, 60_000);
    await page.waitForTimeout(1500);
    expect(receiver.received).toHaveLength(3);
    await receiver.close();
  });
});
