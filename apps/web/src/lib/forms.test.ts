import { bannerBody } from '@konsol/contract';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './forms';

// the banner dialog's fields: texts, a status select and the order as typed
const resolve = schemaResolver<{ name: string; url: string; image: string; status: number; order: number | string }, typeof bannerBody>(
  bannerBody,
);
const options = { fields: {}, shouldUseNativeValidation: false };

describe('schemaResolver', () => {
  it('answers the contract schema’s output for the fields as typed (numbers read, texts trimmed)', async () => {
    const result = await resolve({ name: ' Promo ', url: '', image: '/uploads/banner/a.png', status: 1, order: '2' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Promo', image: '/uploads/banner/a.png', status: 1, order: 2 });
  });

  it('puts the schema’s messages on the fields they belong to', async () => {
    const result = await resolve({ name: '', url: 'not a link', image: '', status: 1, order: 'x' }, undefined, options);
    expect(result.values).toEqual({});
    expect(Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]))).toEqual({
      name: 'bannerNameRequired',
      url: 'contentUrlInvalid',
      image: 'bannerImageRequired',
      order: 'invalidValue',
    });
  });
});
