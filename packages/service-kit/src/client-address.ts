import { isIPv4, isIPv6 } from 'node:net';

/** The IPv6 prefix an address limit holds together: RATE_LIMIT_IPV6_PREFIX (32–128), a /64 unless set. */
export function ipv6PrefixFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const bits = Number.parseInt(env.RATE_LIMIT_IPV6_PREFIX ?? '', 10);
  return Number.isInteger(bits) && bits >= 32 && bits <= 128 ? bits : 64;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, an embedded IPv4 tail as its two groups). */
function groupsOf(ip: string): number[] {
  let text = ip.split('%')[0]!.toLowerCase();
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key an address-based limit counts a client under: an IPv4 address whole (an IPv4-mapped IPv6 one as IPv4), an
 * IPv6 address by its network prefix (a /64 unless `v6PrefixBits` says otherwise), since one subscriber holds a whole
 * /64 and can send from any of its 2^64 addresses.
 */
export function addressKey(ip: string, v6PrefixBits = ipv6PrefixFromEnv()): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = groupsOf(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  const kept = groups.map((group, i) => {
    const bitsLeft = Math.max(0, Math.min(16, v6PrefixBits - i * 16));
    return bitsLeft === 0 ? 0 : group & (0xffff << (16 - bitsLeft)) & 0xffff;
  });
  return `${kept.map((g) => g.toString(16)).join(':')}/${v6PrefixBits}`;
}
