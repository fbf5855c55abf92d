import { describe, expect, it } from 'vitest';
import { tabOf } from './url-tab';

describe('tabOf', () => {
  const tabs = ['order', 'history', 'settings'] as const;
  it('reads the tab the URL names', () => {
    expect(tabOf(new URLSearchParams('tab=history'), tabs)).toBe('history');
  });
  it('falls back to the first tab without one, or for a name the page does not have', () => {
    expect(tabOf(new URLSearchParams(''), tabs)).toBe('order');
    expect(tabOf(new URLSearchParams('tab=bank'), tabs)).toBe('order');
    expect(tabOf(new URLSearchParams('tab='), tabs)).toBe('order');
  });
});
