import { describe, expect, it } from 'vitest';
import { progressPalette, progressValue } from './progress';

describe('progressPalette (Sisa Limit Kredit bar)', () => {
  it('is green above 60', () => {
    expect(progressPalette(100)).toBe('success');
    expect(progressPalette(60.01)).toBe('success');
  });
  it('is orange below 60 and down to 30', () => {
    expect(progressPalette(60)).toBe('warning');
    expect(progressPalette(59.99)).toBe('warning');
    expect(progressPalette(30)).toBe('warning');
  });
  it('is red below 30', () => {
    expect(progressPalette(29.99)).toBe('error');
    expect(progressPalette(0)).toBe('error');
    expect(progressPalette(Number.NaN)).toBe('error');
  });
});

describe('progressValue', () => {
  it('keeps the bar between 0 and 100', () => {
    expect(progressValue(85)).toBe(85);
    expect(progressValue(-5)).toBe(0);
    expect(progressValue(120)).toBe(100);
  });
});
