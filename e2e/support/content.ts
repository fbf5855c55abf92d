import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test';

/** Helpers of the app-content specs (settings, menus, categories, news, popups, banners, running texts). */

/** A real PNG of the given size and colour, written to a temp file for `setInputFiles`. */
export async function pngFile(name: string, width = 64, height = 64, background = '#E53935'): Promise<string> {
  const file = path.join(tmpdir(), `konsol-e2e-${Date.now().toString(36)}-${name}.png`);
  writeFileSync(
    file,
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );
  return file;
}

/** The bearer token kept in a storage state file (written by the global setup or by `storageStateFor`). */
export function tokenOf(stateFile: string): string {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const token = state.origins[0]?.localStorage.find((e) => e.name === 'token')?.value;
  if (!token) throw new Error(`no token in ${stateFile}`);
  return token;
}

/** The token of a demo account the global setup signed in (`role` of support/test). */
export function tokenOfRole(role: 'admin' | 'operator'): string {
  const file = process.env[`KONSOL_E2E_STATE_${role.toUpperCase()}`];
  if (!file) throw new Error('the global setup did not run');
  return tokenOf(file);
}

/** Logs an account in through the API once and writes a storage state for `test.use({ storageState })`. */
export async function storageStateFor(request: APIRequestContext, baseURL: string, email: string, password: string): Promise<string> {
  const res = await request.post(`${baseURL}/api/auth/authenticate`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  const file = path.join(tmpdir(), `konsol-e2e-state-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.json`);
  writeFileSync(file, JSON.stringify({ cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'token', value: token }] }] }));
  return file;
}

/** Calls the API as the holder of `token` and answers the parsed envelope (asserting success). */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  const body = (await res.json()) as { success: boolean; msg: string; data: T };
  expect(res.ok(), `${method} ${url}: ${res.status()} ${body.msg}`).toBeTruthy();
  return body.data;
}

/**
 * Fails the test if any JavaScript dialog (alert, confirm, prompt) opens: injected script must never run. Returns
 * the messages seen, for the final assertion.
 */
export function trapDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', async (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return seen;
}

/** A unique, readable name for a record a test creates. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;

/** The data rows of the DataTable named `label`. */
export const tableRows = (page: Page, label: string | RegExp) => page.getByRole('table', { name: label }).locator('tbody tr');

/** Picks an option of a MUI select (a combobox) by its visible text. */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/**
 * Types a date into a MUI date field (DD/MM/YYYY): focuses the day section and types the digits, as a keyboard
 * user does.
 */
export async function typeDate(page: Page, scope: Locator, label: string | RegExp, ddmmyyyy: string) {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\D/g, ''));
}
