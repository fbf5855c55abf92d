import type { Browser, Page } from '@playwright/test';
import { freshAccount } from '../support/accounts-api';
import { chooseOption, pngFile, storageStateFor } from '../support/content';
import { expect, snackbar, test } from '../support/test';

/**
 * App settings run on a server of their own (a fresh registration): its app starts with no API URL, and the spec
 * changes settings the other specs' demo server must keep.
 */
let stateFile = '';

async function openSettings(browser: Browser, lang: 'id' | 'en'): Promise<Page> {
  const context = await browser.newContext({ storageState: stateFile, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript((l) => localStorage.setItem('konsol.lang', l), lang);
  const page = await context.newPage();
  await page.goto('/applist');
  return page;
}

test.describe('app settings (/applist)', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request, baseURL }) => {
    const account = await freshAccount(request, baseURL!, 'settings');
    stateFile = await storageStateFor(request, baseURL!, account.email, account.password);
  });

  test('General: required values block the save, the logo upload previews and saves, colours and options; the preview follows', async ({
    browser,
  }) => {
    const page = await openSettings(browser, 'en');
    const appname = page.getByRole('textbox', { name: 'App Name' });
    await expect(appname).not.toHaveValue('');
    const apiUrl = page.getByRole('textbox', { name: 'API URL' });
    const apiKey = page.getByRole('textbox', { name: 'API KEY' });
    await expect(apiUrl).toHaveValue('');
    await expect(apiKey).not.toHaveValue('');

    // an empty API URL (and API KEY, App Name) blocks the save with "Please fill value"
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/backoffice/apps') && r.method() === 'PATCH') saves++;
    });
    await apiKey.fill('');
    await appname.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill value')).toHaveCount(3);
    await expect(apiUrl).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toBe(0);

    await appname.fill('Toko Pulsa Uji');
    await apiUrl.fill('https://api.tokouji.co.id');
    await apiKey.fill('kunci-aplikasi-uji-123');
    await page.getByRole('textbox', { name: 'Tagline' }).fill('Pulsa murah setiap hari');
    await chooseOption(page, page.getByRole('combobox', { name: 'Register Online' }), 'NO');
    await chooseOption(page, page.getByRole('combobox', { name: 'Register Method' }), 'Simple');

    // the logo: click the picture (the chooser opens), preview at once, saved address after the upload
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose an image for Logo' }).first().click();
    await (await chooser).setFiles(await pngFile('logo', 256, 256, '#FF7043'));
    await expect(page.getByTestId('image-upload-preview')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('Image uploaded')).toBeVisible();

    // colours: typed, and chosen with the keyboard in the picker
    const primary = page.getByRole('textbox', { name: 'Primary Color', exact: true });
    await primary.fill('#E91E63');
    const before = await page.getByRole('textbox', { name: 'Primary Color Dark' }).inputValue();
    await page.getByRole('button', { name: 'Choose Primary Color Dark' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose Primary Color Dark' });
    await picker.getByRole('slider', { name: 'Hue' }).press('ArrowRight');
    await picker.getByRole('slider', { name: 'Hue' }).press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Primary Color Dark' })).not.toHaveValue(before);
    await page.getByRole('textbox', { name: 'Primary Color Dark' }).fill('#880E4F');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/apps') && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    const sent = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      appname: 'Toko Pulsa Uji',
      apiurl: 'https://api.tokouji.co.id',
      appkey: 'kunci-aplikasi-uji-123',
      regonline: 0,
      regmethod: 1,
      primary_color: '#E91E63',
      primary_color_dark: '#880E4F',
      logo: expect.stringMatching(/^\/uploads\/logo\//),
    });
    await expect(snackbar(page)).toHaveText('Save Successfully');

    // the phone preview reads the app's own config with the new key: name, tagline, logo and colour
    const phone = page.getByTestId('phone-screen');
    await expect(phone.getByTestId('preview-appname')).toHaveText('Toko Pulsa Uji');
    await expect(phone).toContainText('Pulsa murah setiap hari');
    await expect(phone.getByTestId('preview-logo')).toHaveAttribute('src', /^\/uploads\/logo\//);
    await expect(phone.getByTestId('preview-appbar')).toHaveCSS('background-color', 'rgb(233, 30, 99)');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'App Name' })).toHaveValue('Toko Pulsa Uji');
    await expect(page.getByRole('combobox', { name: 'Register Online' })).toHaveText('NO');
    await expect(page.getByRole('combobox', { name: 'Register Method' })).toHaveText('Simple');
    await page.context().close();
  });

  test('API Key tab: the server key is read-only and copied with one click; maintenance shows in the preview', async ({ browser }) => {
    const page = await openSettings(browser, 'id');
    await page.getByRole('tab', { name: 'API Key' }).click();
    await expect(page).toHaveURL(/tab=apikey/);
    const key = page.getByRole('textbox', { name: 'Server Key' });
    await expect(key).toHaveAttribute('readonly', '');
    const value = await key.inputValue();
    expect(value.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Salin server key' }).click();
    await expect(snackbar(page)).toHaveText('Disalin');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    // the toolbar's maintenance switch works against this server, and the app (preview) shows it
    await page.getByRole('switch', { name: 'Maintenance' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(snackbar(page)).toContainText(/maintenance/i);
    await expect(page.getByTestId('preview-maintenance')).toContainText('Sedang maintenance');
    await page.getByRole('switch', { name: 'Maintenance' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
    await expect(page.getByTestId('preview-maintenance')).toHaveCount(0);

    // the preview collapses and opens again
    await page.getByRole('button', { name: 'Sembunyikan pratinjau' }).click();
    await expect(page.getByTestId('phone-screen')).toBeHidden();
    await page.getByRole('button', { name: 'Tampilkan pratinjau' }).click();
    await expect(page.getByTestId('phone-screen')).toBeVisible();
    await page.context().close();
  });

  test('a 401 answer to an upload ends the session like every call', async ({ browser }) => {
    const page = await openSettings(browser, 'en');
    await expect(page.getByRole('textbox', { name: 'App Name' })).toBeVisible();
    await page.route('**/api/media/upload**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, msg: 'Unauthorized' }) }),
    );
    // The 401 clears the session and reloads the page; the guard may show /login before the reload lands, so
    // the storage is read in the reloaded document (reading it in between raced the navigation).
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('image-upload-input').setInputFiles(await pngFile('logo-401', 64, 64));
    await reloaded;
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});
