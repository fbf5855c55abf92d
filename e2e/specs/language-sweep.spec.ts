import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';

/**
 * Every console page in each language: no word of the other language among what the page says itself (its text
 * outside table rows, the status chips inside them, and every accessible name, title and placeholder). Rows are
 * data (the demo data is Indonesian), so they are left out; statuses are the console's words, so they are not.
 * The words are the ones a page shows through a library's defaults (pagination, date pickers, autocomplete) or
 * the contract's status labels, where a string outside the locales would show.
 */
const OPERATOR_PAGES = [
  '/dashboard',
  '/applist',
  '/appmenu',
  '/kategori',
  '/slider',
  '/news',
  '/popup',
  '/runningtext',
  '/tokensms',
  '/tokensms/order/create',
  '/topupchannel',
  '/wallet',
  '/modalkerja',
  '/modalkerjav2',
  '/mitraagen',
  '/product',
  '/deleteakun',
  '/digipos',
  '/changepassword',
  '/profile',
];
const ADMIN_PAGES = ['/admin/mitraserver', '/admin/agenkaspro', '/admin/approvals', '/admin/mutasi', '/admin/audit'];

/** Words that must not show in English. */
const INDONESIAN = [
  'Lunas',
  'Belum terbayar',
  'Menunggu',
  'Terverifikasi',
  'Ditolak',
  'Sukses',
  'Gagal',
  'Simpan',
  'Batal',
  'Hapus',
  'Tambah',
  'Cari',
  'Tanggal',
  'Baris per halaman',
  'Halaman',
  'Pilih',
  'Tutup',
  'Kembali',
  'Putar video',
];
/** Words that must not show in Indonesian (MUI's defaults and the words of English copy). */
const ENGLISH = [
  'Rows per page',
  'Go to',
  'next page',
  'previous page',
  'first page',
  'last page',
  'Choose date',
  'Previous month',
  'Next month',
  'Open previous view',
  'Open next view',
  'calendar view',
  'No options',
  'Loading',
  'Search',
  'Cancel',
  'Delete',
  'Close',
  'Clear',
  'Open',
  'Paid',
  'Unpaid',
  'Start date',
  'End date',
  'Play video',
];

/** What the page says itself: text outside table rows, status chips, accessible names, titles, placeholders. */
async function ownWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Rows are data, and so are the phone preview and the user's own name; status chips are the console's words.
    const skipped = (el: Element) =>
      !!el.closest('[data-testid="phone-preview"], [data-testid="profile-button"]') ||
      (!!el.closest('tbody tr') && !el.closest('.MuiChip-root'));
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && !skipped(el) && el.checkVisibility() && node.textContent?.trim()) out.push(node.textContent);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      if (skipped(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

const found = (texts: string[], words: string[]) =>
  words.filter((w) => texts.some((t) => new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'u').test(t)));

for (const [role, pages] of [
  ['operator', OPERATOR_PAGES],
  ['admin', ADMIN_PAGES],
] as const) {
  test.describe(`${role} pages say nothing in the other language`, () => {
    test.use({ role });
    for (const lang of ['en', 'id'] as const) {
      test(lang, async ({ page }) => {
        test.setTimeout(180_000);
        await useLanguage(page, lang);
        const problems: string[] = [];
        for (const path of pages) {
          await page.goto(path);
          await expect(page.getByTestId('page-header')).toBeVisible();
          await page.waitForLoadState('networkidle');
          const words = found(await ownWords(page), lang === 'en' ? INDONESIAN : ENGLISH);
          if (words.length) problems.push(`${path}: ${words.join(', ')}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
