import { api, pngFile, tableRows, tokenOfRole, trapDialogs, uniqueName } from '../support/content';
import { expect, snackbar, test, useLanguage } from '../support/test';

interface Article {
  id: number;
  title: string;
  content: string;
}
interface Page<T> {
  content: T[];
  totalElements: number;
}

const EVIL =
  '<p>Halo <b>agen</b></p><script>alert("script")</script><img src="x" onerror="alert(\'onerror\')">' +
  '<a href="javascript:alert(\'link\')">klik di sini</a><iframe src="javascript:alert(\'frame\')"></iframe>' +
  '<p onclick="alert(\'click\')" onmouseover="alert(\'hover\')">Paragraf aman</p>';

test.describe('news and info (/news)', () => {
  test.use({ role: 'operator' });
  const token = () => tokenOfRole('operator');

  test('HTML with <script>, onerror= and javascript: is stored clean and never runs in the console or the phone preview', async ({
    page,
    request,
  }) => {
    const dialogs = trapDialogs(page);
    await useLanguage(page, 'en');
    const title = uniqueName('Berita XSS');
    const created = await api<Article>(request, token(), 'POST', '/api/backoffice/news', {
      title,
      breaf: '<img src=x onerror=alert("breaf")>',
      content: EVIL,
      status: 1,
    });
    // stored clean by the server
    const stored = await api<Article>(request, token(), 'GET', `/api/backoffice/news/${created.id}`);
    expect(stored.content).toContain('Halo');
    expect(stored.content).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe/i);

    await page.goto('/news');
    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    const row = tableRows(page, 'News').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    // title and breaf are plain text: the markup shows as text
    await expect(row).toContainText('<img src=x onerror=alert("breaf")>');

    await row.getByRole('button', { name: `View ${title}` }).click();
    const view = page.getByTestId('article-view');
    await expect(view.getByTestId('article-content')).toContainText('Paragraf aman');
    await expect(view.getByText('klik di sini')).toBeVisible();
    await expect(view.locator('a[href^="javascript"], script, iframe, [onerror]')).toHaveCount(0);
    await view.getByRole('button', { name: 'Close' }).click();

    // the editor loads it (sanitised again) without running anything
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByTestId('rich-text')).toContainText('Paragraf aman');
    await page.getByRole('dialog', { name: 'Edit news' }).getByRole('button', { name: 'Cancel' }).click();

    // even if the server answered raw HTML, the browser cleans it before display (DOMPurify)
    await page.route('**/api/backoffice/news?**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Page<Article> };
      for (const a of body.data.content) if (a.id === created.id) a.content = EVIL;
      await route.fulfill({ response: res, json: body });
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await row.getByRole('button', { name: `View ${title}` }).click();
    await expect(view.getByTestId('article-content')).toContainText('Paragraf aman');
    await expect(page.locator('[onerror], [onclick], [onmouseover], iframe, a[href^="javascript"]')).toHaveCount(0);
    await expect(view.locator('script')).toHaveCount(0);
    await view.getByRole('button', { name: 'Close' }).click();

    // the phone preview: the app's config (also forced raw here) opens the article inside the phone
    await page.route('**/api/public/apps/*/config', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { news: Article[]; popups: unknown[] } };
      body.data.popups = [];
      const item = body.data.news.find((n) => n.id === created.id);
      if (item) item.content = EVIL;
      await route.fulfill({ response: res, json: body });
    });
    await page.getByRole('button', { name: 'Reload preview' }).click();
    const phone = page.getByTestId('phone-screen');
    await phone.getByRole('button', { name: new RegExp(title) }).click();
    await expect(phone.getByTestId('preview-article')).toContainText('Paragraf aman');
    await expect(page.locator('[onerror], [onclick], [onmouseover], iframe, a[href^="javascript"]')).toHaveCount(0);
    await phone.getByText('klik di sini').hover();
    await phone.getByRole('button', { name: 'Back' }).click();

    expect(dialogs).toEqual([]);
    await api(request, token(), 'DELETE', `/api/backoffice/news/${created.id}`);
  });

  test('adds news with the rich-text editor and an image, edits and deletes it; the info list is the second tab', async ({ page }) => {
    const dialogs = trapDialogs(page);
    await useLanguage(page, 'en');
    await page.goto('/news');
    await page.getByRole('button', { name: 'Add news' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add news' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Please fill input');

    const title = uniqueName('Promo Akhir Pekan');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Summary (breaf)' }).fill('Diskon pulsa untuk semua agen');
    const editor = dialog.getByTestId('rich-text');
    await editor.click();
    await page.keyboard.type('Diskon 5% hari Sabtu');
    await page.keyboard.press('Shift+Home');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('End');
    // a javascript: link is refused by the link dialog
    await dialog.getByRole('button', { name: 'Insert link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
    await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(linkDialog).toContainText('The link must start with http://, https://, mailto: or tel:');
    await linkDialog.getByRole('button', { name: 'Cancel' }).click();

    await dialog.getByTestId('image-upload-input').setInputFiles(await pngFile('news', 800, 450, '#43A047'));
    await expect(dialog.getByTestId('image-upload-preview')).toBeVisible();
    await expect(dialog.getByText('Image uploaded')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/backoffice/news') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const sent = (await saved).request().postDataJSON() as { content: string; image: string };
    expect(sent.content).toContain('<strong>Diskon 5% hari Sabtu</strong>');
    expect(sent.image).toMatch(/^\/uploads\/news\//);
    await expect(snackbar(page)).toHaveText('Add data Successfully');

    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    const row = tableRows(page, 'News').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} WIB/);
    await expect(row).toContainText('Active');
    await expect(page.getByTestId('phone-screen')).toContainText(title);

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit news' });
    await expect(edit.getByTestId('rich-text').locator('strong')).toHaveText('Diskon 5% hari Sabtu');
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toHaveText('Edit data Successfully');
    await expect(row).toContainText('Inactive');
    await expect(page.getByTestId('phone-screen')).not.toContainText(title);

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmation' })).toContainText('Are you sure you want to delete?');
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page)).toHaveText('Delete data Successfully');
    await expect(row).toHaveCount(0);

    // Info: the second tab, its own list and URL state
    await page.getByRole('tab', { name: 'Info' }).click();
    await expect(page).toHaveURL(/tab=info/);
    const infoRows = tableRows(page, 'Info list');
    await expect(infoRows.first()).toBeVisible();
    await page.getByRole('button', { name: 'Add info' }).click();
    const infoDialog = page.getByRole('dialog', { name: 'Add info' });
    const infoTitle = uniqueName('Info Jadwal');
    await infoDialog.getByRole('textbox', { name: 'Title' }).fill(infoTitle);
    await infoDialog.getByTestId('rich-text').click();
    await page.keyboard.type('Layanan libur tanggal merah');
    await infoDialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page)).toHaveText('Add data Successfully');
    await page.getByRole('textbox', { name: 'Search' }).fill(infoTitle);
    await expect(page).toHaveURL(/info\.q=/);
    const infoRow = infoRows.filter({ hasText: infoTitle });
    await expect(infoRow).toHaveCount(1);
    await page.getByRole('button', { name: 'Title' }).click();
    await expect(page).toHaveURL(/info\.sort=title%2Casc/);
    await infoRow.getByRole('button', { name: `Delete ${infoTitle}` }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page)).toHaveText('Delete data Successfully');
    await expect(infoRow).toHaveCount(0);

    expect(dialogs).toEqual([]);
  });

  test('pages and sorts the news list on the server', async ({ page, request }) => {
    await useLanguage(page, 'id');
    const ids: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const a = await api<Article>(request, token(), 'POST', '/api/backoffice/news', {
        title: `Halaman Uji ${String(i).padStart(2, '0')}`,
        status: 1,
      });
      ids.push(a.id);
    }
    try {
      const all = await api<Page<Article>>(request, token(), 'GET', '/api/backoffice/news?size=-1');
      await page.goto('/news');
      const rows = tableRows(page, 'Daftar berita');
      await expect(rows).toHaveCount(10);
      await expect(page.getByText(`1–10 dari ${all.totalElements}`)).toBeVisible();
      await page.getByRole('textbox', { name: 'Cari' }).fill('Halaman Uji');
      await expect(rows).toHaveCount(10);
      await page.getByRole('button', { name: 'Judul' }).click();
      await expect(rows.first()).toContainText('Halaman Uji 01');
      await page.getByRole('button', { name: 'Ke halaman berikutnya' }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Halaman Uji 11');
      await page.reload();
      await expect(rows.first()).toContainText('Halaman Uji 11');
    } finally {
      for (const id of ids) await api(request, token(), 'DELETE', `/api/backoffice/news/${id}`);
    }
  });
});
