import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@konsol/contract/messages';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')) as Record<string, unknown>;

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const files = readdirSync(path.join(dir, 'id')).filter((f) => f.endsWith('.json'));

  it('English has exactly the files of Indonesian', () => {
    expect(
      readdirSync(path.join(dir, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
  });

  for (const file of files) {
    it(`${file}: same keys, no empty text and the same {placeholders} in both languages`, () => {
      const id = read('id', file);
      const en = read('en', file);
      expect(keys(en).sort()).toEqual(keys(id).sort());
      for (const key of keys(id)) {
        const get = (o: Record<string, unknown>) =>
          key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
        expect(get(id).trim(), `${file} id ${key}`).not.toBe('');
        expect(get(en).trim(), `${file} en ${key}`).not.toBe('');
        expect(placeholders(get(en)), `${file} ${key}`).toEqual(placeholders(get(id)));
      }
    });
  }

  it('no text, web or message catalogue, in either language, has a space before "?"', () => {
    const texts = (o: Record<string, unknown>): string[] =>
      Object.values(o).flatMap((v) => (v && typeof v === 'object' ? texts(v as Record<string, unknown>) : [String(v)]));
    const all = [
      ...files.flatMap((file) => ['id', 'en'].flatMap((lang) => texts(read(lang, file)))),
      ...Object.values(messages).flatMap((m) => [m.id, m.en]),
    ];
    expect(all.filter((text) => /\s\?/.test(text))).toEqual([]);
  });

  it('the spec copy is verbatim in the language the spec wrote it in', () => {
    expect(read('id', 'common.json')).toMatchObject({
      // the global dialog's button (SPEC §8); other dialogs close with the plain `close`
      globalClose: 'TUTUP',
      maintenance: {
        confirmOn: 'Yakin akan set maintenance, pesan sedang maintenance akan tampil saat applikasi dibuka',
        confirmOff: 'Yakin akan non aktifkan maintenance mode?',
      },
    });
    expect(read('en', 'auth.json')).toMatchObject({
      login: { title: 'Login App Console' },
      register: { title: 'SignUp', submit: 'Sign Up' },
    });
    expect(read('id', 'nav.json')).toMatchObject({
      applist: 'Applikasi',
      appmenu: 'Menu Applikasi',
      news: 'Berita',
      modalkerjav2: 'Oper Deposit',
    });
    expect(read('en', 'nav.json')).toMatchObject({ home: 'Dashboard', runningtext: 'Running Text', deleteakun: 'Delete Account' });
    expect(read('id', 'dashboard.json')).toMatchObject({
      agenaktiftoday: 'Agen Aktif Hari ini',
      irsmarketbalance: 'Saldo IRSMarket',
      tokensms: 'TOKEN SMS',
    });
    expect(read('en', 'account.json')).toMatchObject({
      changePassword: {
        password: 'Password',
        newpassword: 'New Password',
        confpassword: 'Confirm Password',
        cancel: 'Cancel',
        submit: 'Change',
      },
    });
  });
});
