// Is an IP address on the public internet? The server fetches outside addresses (the events sheet)
// and must never be steered to itself, the local network or a cloud metadata service
// (169.254.169.254). The ranges are IANA's special-purpose registries for IPv4 and IPv6.
import { BlockList, isIP } from 'node:net';

const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
];

const IPV6_NOT_PUBLIC: [string, number][] = [
  ['::', 96], // unspecified (::), loopback (::1) and IPv4-compatible (deprecated)
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo and others)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [net, prefix] of IPV4_NOT_PUBLIC) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_NOT_PUBLIC) blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv6 one that carries it (NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const hex = (groups: string[]): string | undefined => {
    if (groups.length !== 2 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
    const n = (parseInt(groups[0]!, 16) << 16) | parseInt(groups[1]!, 16);
    return [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
  };
  const nat64 = /^64:ff9b::(.+)$/.exec(lower)?.[1];
  if (nat64) return isIP(nat64) === 4 ? nat64 : hex(nat64.split(':'));
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(:|$)/.exec(lower);
  if (sixToFour) return hex([sixToFour[1]!, sixToFour[2]!]);
  return undefined;
}

/**
 * True only for a global unicast address. IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the
 * IPv4 address it carries; anything that is not an IP address at all is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (blocked.check(bare, family === 4 ? 'ipv4' : 'ipv6')) return false;
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner !== undefined && blocked.check(inner, 'ipv4')) return false;
  }
  return true;
}
