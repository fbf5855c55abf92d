import type { Page } from '@playwright/test';
import { expect, type Role, test } from '../support/test';

/**
 * The console's routes ask for their first data from the route's loader, beside the page's chunk
 * (`ConsoleRoute.prefetch`). The page then reads the same query: a key that differed would ask twice, so each page
 * here is opened straight from its URL and its data must be asked for exactly once.
 */
const pages: { role: Role; url: string; api: string }[] = [
  { role: 'operator', url: '/appmenu', api: '/api/backoffice/menu' },
  { role: 'operator', url: '/mitraagen', api: '/api/reseller/' },
  { role: 'operator', url: '/product', api: '/api/produk/' },
  { role: 'operator', url: '/deleteakun', api: '/api/apps/account/list-delete' },
  { role: 'operator', url: '/wallet', api: '/api/wallet' },
  { role: 'operator', url: '/wallet', api: '/api/wallet/cashin/COMPLETED' },
  { role: 'operator', url: '/wallet?tab=history', api: '/api/wallet/history' },
  { role: 'operator', url: '/tokensms', api: '/api/backoffice/tokensms/order' },
  { role: 'operator', url: '/tokensms?tab=history', api: '/api/backoffice/tokensms/history' },
  { role: 'operator', url: '/modalkerja', api: '/api/irmacapital/loan' },
  // the demo server's loan is approved: the dashboard's figures and the open tab's table
  { role: 'operator', url: '/modalkerja', api: '/api/irmacapital/setting' },
  { role: 'operator', url: '/modalkerja', api: '/api/wallet' },
  { role: 'operator', url: '/modalkerja', api: '/api/irmacapital/loan/contract' },
  { role: 'operator', url: '/modalkerja?tab=pembayaran', api: '/api/irmacapital/loan/payment' },
  { role: 'operator', url: '/modalkerjav2', api: '/api/backoffice/bayartempo/serpul-rekening/balance' },
  { role: 'operator', url: '/modalkerjav2', api: '/api/backoffice/bayartempo/serpulbills' },
  { role: 'operator', url: '/modalkerjav2?tab=rekening', api: '/api/backoffice/bayartempo/serpul-rekening' },
  { role: 'admin', url: '/admin/mitraserver', api: '/api/admin/mitra' },
  { role: 'admin', url: '/admin/audit', api: '/api/admin/audit' },
  { role: 'admin', url: '/admin/agenkaspro', api: '/api/admin/agenkaspro' },
  { role: 'admin', url: '/admin/agenkaspro', api: '/api/admin/agenkaspro/applications' },
  { role: 'admin', url: '/admin/approvals', api: '/api/admin/approvals' },
  { role: 'admin', url: '/admin/approvals', api: '/api/admin/approvals/tokensms-orders' },
  { role: 'admin', url: '/admin/approvals?tab=cashouts', api: '/api/admin/approvals/cashouts' },
  { role: 'admin', url: '/admin/approvals?tab=loans', api: '/api/admin/irmacapital/requests' },
  { role: 'admin', url: '/admin/approvals?tab=rekening', api: '/api/admin/bayartempo/rekening/pending' },
];

/** The GETs of `path` the page sends from now on. */
function getsOf(page: Page, path: (p: string) => boolean) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && path(url.pathname)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

for (const { role, url, api } of pages) {
  test.describe(`${url} as ${role}`, () => {
    test.use({ role });
    test(`asks for ${api} once, from the route's loader and the page alike`, async ({ page }) => {
      const gets = getsOf(page, (p) => p === api);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(gets).toHaveLength(1);
    });
  });
}

test.describe('an administrator page opened by an operator', () => {
  test.use({ role: 'operator' });
  test('asks the server nothing of the administrator API (the page sends the operator away)', async ({ page }) => {
    const gets = getsOf(page, (p) => p.startsWith('/api/admin/'));
    await page.goto('/admin/mitraserver');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(gets).toEqual([]);
  });
});
