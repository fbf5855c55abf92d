import { loginBody } from '@konsol/contract/auth';
import { describe, expect, it, vi } from 'vitest';
import { deferredSchema } from './deferred-schema';

describe('deferredSchema', () => {
  it('checks with the contract schema once it has arrived (the same messages as the server)', async () => {
    const load = vi.fn(async () => loginBody);
    const { check } = deferredSchema(load);
    expect(await check({ email: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { email: 'emailInvalid', password: 'passwordRequired' },
    });
    expect(await check({ email: ' Budi@Example.COM ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'budi@example.com', password: 'x' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the first message of a field', async () => {
    const { check } = deferredSchema(async () => loginBody);
    const result = await check({ email: '', password: 'x'.repeat(300) });
    expect(result).toEqual({ ok: false, errors: { email: expect.any(String), password: 'invalidValue' } });
  });

  it('a failed fetch rejects this check and is tried again on the next', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(loginBody);
    const { check, preload } = deferredSchema(load);
    preload();
    await expect(check({ email: 'a@b.co', password: 'x' })).rejects.toThrow('offline');
    expect((await check({ email: 'a@b.co', password: 'x' })).ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
