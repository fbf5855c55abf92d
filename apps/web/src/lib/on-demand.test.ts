import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

const Part = () => null;

describe('onDemand', () => {
  it('fetches the component once, however often it is wanted', async () => {
    const factory = vi.fn(async () => Part);
    const part = onDemand(factory);
    expect(part.current()).toBeUndefined();
    part.preload();
    expect(await part.load()).toBe(Part);
    expect(await part.load()).toBe(Part);
    expect(part.current()).toBe(Part);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next use tries again', async () => {
    const factory = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Part);
    const part = onDemand(factory);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current()).toBeUndefined();
    expect(await part.load()).toBe(Part);
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is silent (the next use reports it)', async () => {
    const part = onDemand(() => Promise.reject(new Error('offline')));
    expect(() => part.preload()).not.toThrow();
    await expect(part.load()).rejects.toThrow('offline');
  });
});
