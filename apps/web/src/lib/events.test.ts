import { describe, expect, it } from 'vitest';
import { appEvents } from './events';

describe('app events', () => {
  it('an event that ends the session, sent before anyone listens, reaches the first listener once', () => {
    appEvents.emit('auth-failed', { msg: 'old' });
    appEvents.emit('auth-failed', { msg: 'Token has expired' });
    const got: string[] = [];
    const off = appEvents.on('auth-failed', ({ msg }) => got.push(msg));
    expect(got).toEqual(['Token has expired']);
    const later: string[] = [];
    const off2 = appEvents.on('auth-failed', ({ msg }) => later.push(msg));
    expect(later).toEqual([]);
    appEvents.emit('auth-failed', { msg: 'again' });
    expect(got).toEqual(['Token has expired', 'again']);
    expect(later).toEqual(['again']);
    off();
    off2();
  });

  it('other events are dropped when nobody listens', () => {
    appEvents.emit('drawer-toggled', { open: true });
    const got: unknown[] = [];
    const off = appEvents.on('drawer-toggled', (p) => got.push(p));
    expect(got).toEqual([]);
    off();
  });
});
