import ipaddr from 'ipaddr.js';

/** An address as the rate limits count it: an IPv6 client by its /64 (one subscriber's whole block), IPv4 as is. */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const a = ipaddr.process(ip);
  if (a.kind() === 'ipv4') return a.toString();
  const parts = (a as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** Whether `ip` is one of `ranges` (addresses or CIDR ranges, IPv4 or IPv6; an IPv4-mapped IPv6 address counts as IPv4). */
export function addressIn(ip: string, ranges: readonly string[]): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const a = ipaddr.process(ip);
  return ranges.some((r) => {
    const [net, bits] = ipaddr.isValid(r) ? ([ipaddr.process(r), undefined] as const) : ipaddr.parseCIDR(r);
    if (net.kind() !== a.kind()) return false;
    return bits === undefined ? net.toNormalizedString() === a.toNormalizedString() : a.match(net, bits);
  });
}
