import { describe, expect, it } from 'vitest';
import { addressIn, addressKey } from './net.js';

describe('addresses', () => {
  it('counts an IPv6 client by its /64 and an IPv4 one (mapped or not) by itself', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe(addressKey('2001:db8:1:2:ffff::1'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
  });

  it('matches addresses and CIDR ranges of either family', () => {
    expect(addressIn('203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(addressIn('203.0.114.9', ['203.0.113.0/24'])).toBe(false);
    expect(addressIn('::ffff:203.0.113.9', ['203.0.113.9'])).toBe(true);
    expect(addressIn('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(addressIn('2001:db8::1', ['2001:0db8:0000::1'])).toBe(true);
    expect(addressIn('2001:db9::1', ['2001:db8::/32', '10.0.0.0/8'])).toBe(false);
    expect(addressIn('garbage', ['0.0.0.0/0'])).toBe(false);
  });
});
