import { describe, expect, it } from 'vitest';
import {
  appSettingsBody,
  categoryBody,
  contentListQuery,
  isLive,
  likeContains,
  MENU_TYPE_OPTIONS,
  MENU_TYPES,
  menuTypeLabel,
  parseExpiry,
  popupBody,
} from './content.js';
import { messages } from './messages.js';

describe('menu types (SPEC §9)', () => {
  it('maps every code to its label; 10 and 11 are list labels only', () => {
    expect(menuTypeLabel(1)).toBe('PPOB Single Produk');
    expect(menuTypeLabel(9)).toBe('Pulsa & Internet');
    expect(menuTypeLabel(22)).toBe('Free Denom');
    expect(menuTypeLabel(10)).toBe('Pricelist');
    expect(menuTypeLabel(7)).toBe('7');
    expect(MENU_TYPES).toHaveLength(18);
    expect(MENU_TYPE_OPTIONS.map((t) => t.code)).toEqual([1, 2, 3, 4, 5, 6, 9, 12, 15, 16, 17, 18, 19, 20, 21, 22]);
  });
});

describe('expiry ("Masa Aktif")', () => {
  it('reads a day as the end of that day in WIB, a zoneless time as WIB, an ISO time as written', () => {
    expect(parseExpiry('2030-04-10')).toBe('2030-04-10T16:59:59.999Z');
    expect(parseExpiry('2030-04-10 07:30')).toBe('2030-04-10T00:30:00.000Z');
    expect(parseExpiry('2030-04-10T07:30:00+07:00')).toBe('2030-04-10T00:30:00.000Z');
    expect(parseExpiry('2030-04-10T07:30:00.5Z')).toBe('2030-04-10T07:30:00.500Z');
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry(null)).toBeNull();
    for (const bad of ['2030-02-30', '2030-02-30T10:00:00Z', '10/04/2030', 'besok', '2030-04-10T25:00'])
      expect(parseExpiry(bad), bad).toBeUndefined();
  });

  it('is live without an expiry or before it', () => {
    const now = '2030-01-01T00:00:00.000Z';
    expect(isLive(null, now)).toBe(true);
    expect(isLive('', now)).toBe(true);
    expect(isLive('2030-01-01T00:00:00.001Z', now)).toBe(true);
    expect(isLive('2030-01-01T00:00:00.000Z', now)).toBe(false);
  });
});

describe('list query', () => {
  it('normalises aliases: itemsPerPage < 0 is 10000, sortBy + sortDesc, cari/search/title, empty filters', () => {
    expect(contentListQuery.parse({})).toEqual({
      page: 0,
      size: 10,
      sort: undefined,
      search: undefined,
      status: undefined,
      type: undefined,
      exactTotal: false,
    });
    expect(
      contentListQuery.parse({ itemsPerPage: '-1', sortBy: 'label', sortDesc: 'true', search: ' pln ', filterstatus: '', filtertype: '9' }),
    ).toEqual({
      page: 0,
      size: 10000,
      sort: 'label,desc',
      search: 'pln',
      status: undefined,
      type: 9,
      exactTotal: false,
    });
    expect(contentListQuery.parse({ size: '25', page: '2', sort: 'asc', cari: 'x', title: 'y' })).toMatchObject({
      size: 25,
      page: 2,
      sort: 'asc',
      search: 'x',
    });
    expect(contentListQuery.safeParse({ filterstatus: 'abc' }).success).toBe(false);
  });

  it('escapes LIKE wildcards', () => {
    expect(likeContains('50%_Off!')).toBe('%50!%!_off!!%');
  });
});

describe('form schemas', () => {
  it('app settings read api_url and primarycolordark', () => {
    const r = appSettingsBody.parse({ appname: 'A', appcode: 'A1', api_url: 'https://x.id', appkey: 'k', primarycolordark: '#000000' });
    expect(r).toMatchObject({ apiurl: 'https://x.id', primary_color_dark: '#000000' });
  });

  it('category menus may be ids, numeric strings or {id} objects, deduplicated', () => {
    const r = categoryBody.parse({ title: 'T', status: 1, showHome: 0, sort: '2', menus: [3, '4', { id: 3 }] });
    expect(r).toMatchObject({ sort: 2, menus: [3, 4] });
  });

  it('popup reads label as the name', () => {
    expect(popupBody.parse({ label: 'Promo' })).toMatchObject({ name: 'Promo' });
  });

  it('every message key a content schema uses exists in the catalogue', () => {
    for (const key of [
      'contentTooLong',
      'contentImageInvalid',
      'contentUrlInvalid',
      'contentExpiredInvalid',
      'menuTypeInvalid',
      'categoryMenusRequired',
      'popupNameRequired',
      'bannerNameRequired',
      'bannerImageRequired',
      'appCodeInvalid',
      'appApiUrlInvalid',
      'appColorInvalid',
      'appMaxOtpInvalid',
      'mediaPurposeInvalid',
      'pleaseFillValue',
      'pleaseFillInput',
    ]) {
      expect(messages, key).toHaveProperty(key);
    }
  });
});
