import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller', async () => {
    const fetch = vi.fn(async () => 'chunk');
    const load = loadOnce(fetch);
    expect(await Promise.all([load(), load()])).toEqual(['chunk', 'chunk']);
    expect(await load()).toBe('chunk');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call fetches again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const load = loadOnce(fetch);
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('chunk');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
