import { type Browser, test as base, expect, type Page } from '@playwright/test';

export type Role = 'admin' | 'operator';

/** Storage state (a token in localStorage) of a demo account, logged in once by the global setup. */
function stateFile(role: Role): string {
  const file = process.env[`KONSOL_E2E_STATE_${role.toUpperCase()}`];
  if (!file) throw new Error('the global setup did not run');
  return file;
}

/**
 * An address of its own for each test's browser and API calls (the e2e server trusts one proxy hop): the suite
 * plays many people on many machines, and from one address its sign-ins would meet the per-address login limit.
 */
export const clientAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * The Playwright test with `baseURL` pointing at the server the global setup started, a client address of its own,
 * and a `role` option that starts every page signed in as that demo account.
 *
 * @example
 * test.use({ role: 'operator' });
 */
export const test = base.extend<{ role: Role | undefined }>({
  role: [undefined, { option: true }],
  storageState: async ({ role, storageState }, use) => {
    await use(role ? stateFile(role) : storageState);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
  baseURL: async ({}, use) => {
    const url = process.env.KONSOL_E2E_URL;
    if (!url) throw new Error('KONSOL_E2E_URL is not set (the global setup starts the server)');
    await use(url);
  },
});
export { expect };

/** Sets the UI language before the page loads (the choice the language switch keeps in localStorage). */
export async function useLanguage(page: Page, lang: 'id' | 'en') {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('konsol.lang')) localStorage.setItem('konsol.lang', l);
  }, lang);
}

/**
 * A page in a browser context of its own, with a client address of its own: signed in with `storageState` (an
 * account other than the test's `role`), or signed out without one.
 */
export async function pageFor(browser: Browser, baseURL: string, storageState?: string) {
  const context = await browser.newContext({
    storageState,
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  return { context, page: await context.newPage() };
}

/** A unique e-mail for an account a test creates. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Logs in through the login form (Enter submits) and waits for the dashboard. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/^password/i).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The global snackbar's text. */
export const snackbar = (page: Page) => page.getByTestId('snackbar');
