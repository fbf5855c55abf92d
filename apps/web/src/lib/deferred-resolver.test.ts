import { loginBody } from '@konsol/contract/auth';
import { describe, expect, it, vi } from 'vitest';
import { deferredResolver } from './deferred-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('deferredResolver', () => {
  it('validates with the contract schema once it has arrived (the same messages as the server)', async () => {
    const load = vi.fn(async () => loginBody);
    const { resolver } = deferredResolver(load);
    const bad = await resolver({ email: 'nope', password: '' }, undefined, options);
    expect(bad.errors).toMatchObject({ email: { message: 'emailInvalid' }, password: { message: 'passwordRequired' } });
    const good = await resolver({ email: ' Budi@Example.COM ', password: 'x' }, undefined, options);
    expect(good).toEqual({ values: { email: 'budi@example.com', password: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch rejects this validation and is tried again on the next', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(loginBody);
    const { resolver, preload } = deferredResolver(load);
    preload();
    await expect(resolver({ email: 'a@b.co', password: 'x' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ email: 'a@b.co', password: 'x' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
