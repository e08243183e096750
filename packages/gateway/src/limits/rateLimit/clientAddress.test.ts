import { describe, expect, it } from 'vitest';
import { ClientAddresses, parseTrustedProxies } from './clientAddress.js';

const request = (peer: string | undefined, forwardedFor?: string | string[]) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: peer },
});

describe('parseTrustedProxies', () => {
  it('reads none, a hop count, or a list of addresses and CIDRs', () => {
    expect(parseTrustedProxies(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustedProxies(' ')).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('none')).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('0')).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustedProxies('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual({
      kind: 'addresses',
      entries: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
    });
  });

  it('refuses anything else rather than trusting the wrong hops', () => {
    for (const bad of ['lb.internal', '10.0.0.0/33', '10.0.0.1/8/1', '-1', 'fd00::/129', '1.5'])
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('ClientAddresses', () => {
  it("ignores X-Forwarded-For without trusted proxies: the socket's peer is the client", () => {
    const addresses = new ClientAddresses();
    expect(addresses.of(request('10.0.0.9', '203.0.113.7'))).toBe('10.0.0.9');
    // An IPv4 caller on a dual-stack socket is the same address; a closed socket has none.
    expect(addresses.of(request('::ffff:10.0.0.9'))).toBe('10.0.0.9');
    expect(addresses.of(request(undefined, '203.0.113.7'))).toBe('unknown');
  });

  it('with a hop count, takes the entry that many hops from the socket and no further', () => {
    const one = new ClientAddresses(parseTrustedProxies('1'));
    // The client's own (spoofed) entry sits left of what the load balancer appended.
    expect(one.of(request('10.0.0.2', '198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(one.of(request('10.0.0.2', ['198.51.100.1', '203.0.113.7:51000']))).toBe('203.0.113.7');
    expect(one.of(request('10.0.0.2'))).toBe('10.0.0.2');
    const two = new ClientAddresses(parseTrustedProxies('2'));
    expect(two.of(request('10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.3'))).toBe('203.0.113.7');
    // Fewer entries than hops: the leftmost is as far as the chain goes.
    expect(two.of(request('10.0.0.2', '[2001:db8::7]:443'))).toBe('2001:db8::7');
    // A malformed entry is never the client: the hop that passed it on is.
    expect(one.of(request('10.0.0.2', 'not-an-address'))).toBe('10.0.0.2');
  });

  it('with a list, walks back through trusted addresses to the first untrusted one', () => {
    const list = new ClientAddresses(parseTrustedProxies('10.0.0.0/8, ::1'));
    expect(list.of(request('10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.3'))).toBe('203.0.113.7');
    expect(list.of(request('::ffff:10.0.0.2', '203.0.113.7'))).toBe('203.0.113.7');
    expect(list.of(request('::1', '2001:db8::7'))).toBe('2001:db8::7');
    // A peer outside the list is the client, whatever it forwards.
    expect(list.of(request('192.0.2.5', '203.0.113.7'))).toBe('192.0.2.5');
    // Everything trusted: the leftmost entry.
    expect(list.of(request('10.0.0.2', '10.0.0.4'))).toBe('10.0.0.4');
  });
});
