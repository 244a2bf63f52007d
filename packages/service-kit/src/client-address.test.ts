import { addressKey, ipv6PrefixFromEnv } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address whole, also when it arrives IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('holds every address of one IPv6 /64 together, and tells two /64s apart', () => {
    const a = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 64);
    expect(a).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(addressKey('2001:db8:1:2::1', 64)).toBe(a);
    expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:9', 64)).toBe(a);
    expect(addressKey('2001:db8:1:3::1', 64)).not.toBe(a);
  });

  it('holds a /56 together when configured so', () => {
    expect(addressKey('2001:db8:1:2ff::1', 56)).toBe(addressKey('2001:db8:1:200::1', 56));
    expect(addressKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200:0:0:0:0/56');
  });

  it('reads RATE_LIMIT_IPV6_PREFIX, a /64 unless it is a sensible prefix', () => {
    expect(ipv6PrefixFromEnv({})).toBe(64);
    expect(ipv6PrefixFromEnv({ RATE_LIMIT_IPV6_PREFIX: '56' })).toBe(56);
    expect(ipv6PrefixFromEnv({ RATE_LIMIT_IPV6_PREFIX: '8' })).toBe(64);
  });
});
