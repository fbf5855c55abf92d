import { describe, expect, it } from 'vitest';
import { isMessageKey, type Message, messages, pickLang, translate } from './messages.js';

describe('translate', () => {
  it('answers the spec’s own words without a language', () => {
    // spec: 'en' (SPEC §5 wrote it in English)
    expect(translate('emailRequired')).toBe('E-mail is required');
    // spec: 'id' (SPEC §8 wrote it in Indonesian)
    expect(translate('checkEmailActivation')).toBe('Mohon check email untuk aktivasi user');
    expect(translate('resetLinkSent')).toBe('Reset password link terkirim ke email anda');
    // No spec language: English.
    expect(translate('loginFailed')).toBe('Wrong e-mail or password');
  });

  it('answers the asked language', () => {
    expect(translate('emailRequired', 'id')).toBe('E-mail wajib diisi');
    expect(translate('emailRequired', 'en')).toBe('E-mail is required');
    expect(translate('checkEmailActivation', 'en')).toBe('Please check your e-mail to activate your user');
    expect(translate('passwordMin4', 'id')).toBe('password minimal 4 karakter');
  });

  it('fills {name} placeholders, leaving unknown ones as written', () => {
    expect(translate('tooManyRequests', 'en', { seconds: 42 })).toBe('Too many attempts, try again in 42 seconds');
    expect(translate('tooManyRequests', 'id', { seconds: 42 })).toBe('Terlalu banyak percobaan, coba lagi dalam 42 detik');
    expect(translate('tooManyRequests', 'en')).toBe('Too many attempts, try again in {seconds} seconds');
    expect(translate('tooManyRequests', 'en', { other: 1 })).toBe('Too many attempts, try again in {seconds} seconds');
    expect(translate('nameTooLong', 'en', { max: 50 })).toBe('Must be at most 50 characters');
  });

  it('does not take placeholders from the prototype', () => {
    expect(translate('Hello {constructor} {toString}', 'en', {})).toBe('Hello {constructor} {toString}');
  });

  it('passes unknown keys and plain text through', () => {
    expect(translate('Some plain sentence', 'id')).toBe('Some plain sentence');
    expect(translate('Hi {name}', 'en', { name: 'Budi' })).toBe('Hi Budi');
    // Names on Object.prototype are not message keys.
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(isMessageKey(key), key).toBe(false);
      expect(translate(key, 'en')).toBe(key);
    }
  });
});

describe('isMessageKey', () => {
  it('knows the catalogue’s keys only', () => {
    expect(isMessageKey('loginSuccess')).toBe(true);
    expect(isMessageKey('tokenExpired')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});

describe('pickLang', () => {
  it.each([
    ['id', 'id'],
    ['id-ID', 'id'],
    ['ID-id,en;q=0.8', 'id'],
    ['in', 'id'],
    ['in-ID', 'id'],
    ['en', 'en'],
    ['en-US,en;q=0.9,id;q=0.8', 'en'],
    [' en-GB ', 'en'],
  ])('%j → %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });

  it('answers undefined (the spec’s words) without a header or for another language', () => {
    expect(pickLang(undefined)).toBeUndefined();
    expect(pickLang('')).toBeUndefined();
    expect(pickLang('*')).toBeUndefined();
    expect(pickLang('fr-FR')).toBeUndefined();
  });
});

describe('the message catalogue', () => {
  const entries = Object.entries(messages) as [string, Message][];
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('has both languages for every message, non-empty and trimmed', () => {
    expect(entries.length).toBeGreaterThan(30);
    for (const [key, m] of entries) {
      expect(m.id.trim(), `${key}.id`).not.toBe('');
      expect(m.en.trim(), `${key}.en`).not.toBe('');
      expect(m.id, `${key}.id`).toBe(m.id.trim());
      expect(m.en, `${key}.en`).toBe(m.en.trim());
      if (m.spec !== undefined) expect(['id', 'en'], `${key}.spec`).toContain(m.spec);
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, m] of entries) expect(placeholders(m.id), key).toEqual(placeholders(m.en));
  });

  it('keys are letters and digits only (schemas carry them as zod messages)', () => {
    for (const [key] of entries) expect(key).toMatch(/^[a-zA-Z0-9]+$/);
  });

  it('no domain file redefines another’s key (the spread would silently keep only one)', () => {
    const files = import.meta.glob<Record<string, unknown>>('./*.messages.ts', { eager: true });
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, mod] of Object.entries(files)) {
      for (const exported of Object.values(mod)) {
        if (!exported || typeof exported !== 'object') continue;
        for (const key of Object.keys(exported)) {
          const first = owner.get(key);
          if (first && first !== file) clashes.push(`${key} in ${first} and ${file}`);
          owner.set(key, file);
        }
      }
    }
    expect(clashes).toEqual([]);
    // And every domain file is part of the catalogue.
    for (const key of owner.keys()) expect(isMessageKey(key), key).toBe(true);
  });

  it('keeps the SPEC §5 and §8 identity copy verbatim in the spec language', () => {
    const verbatim = {
      emailRequired: 'E-mail is required',
      emailInvalid: 'E-mail must be valid',
      passwordRequired: 'Password is required',
      pleaseFill: 'Please fill',
      fieldRequired: 'Field is required',
      passwordMin4: 'password minimum 4 characters',
      mustAgree: 'You must agree to continue!',
      tokenExpired: 'Token has expired',
      loginSuccess: 'Login Successfully',
      registrationSuccess: 'Registration successful',
      checkEmailActivation: 'Mohon check email untuk aktivasi user',
      activationSuccess: 'User activated successfully',
      resetLinkSent: 'Reset password link terkirim ke email anda',
      passwordChanged: 'Ganti Password Successfully',
      signupSuccess: 'Signup Successfully, cek email for activation link',
      internalError: 'Internal server error',
    } as const;
    for (const [key, text] of Object.entries(verbatim)) expect(translate(key), key).toBe(text);
  });
});
