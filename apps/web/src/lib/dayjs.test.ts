import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dayjs, WIB } from './dayjs';
import { i18n } from './i18n';

const src = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

describe('the app dayjs (lib/dayjs.ts)', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it('follows the UI language', async () => {
    await i18n.changeLanguage('id');
    expect(dayjs('2026-05-01').format('MMMM')).toBe('Mei');
    await i18n.changeLanguage('en');
    expect(dayjs('2026-05-01').format('MMMM')).toBe('May');
  });

  it('shows times in WIB by default', () => {
    expect(WIB).toBe('Asia/Jakarta');
    expect(dayjs.utc('2026-11-24T17:30:00Z').tz().format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 00:30');
  });

  it('is the only module that imports dayjs itself (so the login page loads none of it)', () => {
    const direct = sources(src)
      .filter((f) => !f.endsWith('.test.ts') && /from 'dayjs'|import 'dayjs/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(direct).toEqual([path.join('lib', 'dayjs.ts')]);
  });
});
