import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which hops in front of the gateway may say who the client is (`TRUSTED_PROXIES`): none (the
 * default: `X-Forwarded-For` is ignored, the socket's peer is the client), a number of hops (the
 * nearest N, e.g. 1 behind one load balancer), or the proxies' addresses and CIDR ranges.
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; entries: readonly string[] };

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'none' };

/** What a client address is decided from: a request's headers and its socket's peer. */
export interface AddressedRequest {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string | undefined };
}

/** The rate limits' and logs' key when the socket has no address (it has closed). */
const UNKNOWN = 'unknown';

/**
 * `TRUSTED_PROXIES`: empty or `none`, a hop count (`1`), or a comma list of addresses and CIDRs
 * (`10.0.0.0/8, 192.168.1.7, fd00::/8`). Throws on anything else, so a typo stops the gateway
 * rather than trusting nobody (or everybody) by accident.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'none') return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops === 0 ? NO_TRUSTED_PROXIES : { kind: 'hops', hops };
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
  for (const entry of entries)
    if (!isAddressOrCidr(entry))
      throw new Error(`TRUSTED_PROXIES must be a hop count or a list of addresses/CIDRs, got "${entry}"`);
  return { kind: 'addresses', entries };
}

/**
 * Decides each request's client address: the one function every user of an address (rate limits,
 * sign-in limit, logs) calls. `X-Forwarded-For` is read right to left and only through trusted
 * hops, since anyone can send the header: each trusted proxy appends the address it saw, so the
 * first untrusted hop from the right is the client, and what lies left of it is the client's say.
 */
export class ClientAddresses {
  readonly #trusted: BlockList | null;

  constructor(private readonly proxies: TrustedProxies = NO_TRUSTED_PROXIES) {
    this.#trusted = proxies.kind === 'addresses' ? blockListOf(proxies.entries) : null;
  }

  /** The client's address (IPv4 callers on a dual-stack socket as plain `a.b.c.d`), or `unknown`. */
  of(request: AddressedRequest): string {
    const peer = normalise(request.socket.remoteAddress);
    if (!peer) return UNKNOWN;
    if (this.proxies.kind === 'none') return peer;
    // Nearest hop last: [client's claim..., proxy 1 saw, ..., the socket's peer].
    const chain = [...forwardedFor(request.headers), peer];
    if (this.proxies.kind === 'hops') {
      for (let i = chain.length - 1, trusted = 0; i > 0; i--, trusted++) {
        if (trusted === this.proxies.hops) return chain[i] ?? peer;
        // A malformed entry cannot be the client: the hop that passed it on is the last we know.
        if (!isIP(chain[i - 1] ?? '')) return chain[i] ?? peer;
      }
      return chain[0] ?? peer;
    }
    for (let i = chain.length - 1; i > 0; i--) {
      if (!this.#isTrusted(chain[i] ?? '')) return chain[i] ?? peer;
      if (!isIP(chain[i - 1] ?? '')) return chain[i] ?? peer;
    }
    return chain[0] ?? peer;
  }

  #isTrusted(address: string): boolean {
    const family = isIP(address);
    if (!this.#trusted || family === 0) return false;
    return this.#trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** Every `X-Forwarded-For` header's entries in order, ports and brackets dropped. */
function forwardedFor(headers: IncomingHttpHeaders): string[] {
  const raw = headers['x-forwarded-for'];
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw.join(',') : raw)
    .split(',')
    .map((entry) => normalise(stripPort(entry.trim())))
    .filter((entry): entry is string => entry !== undefined);
}

/** `[::1]:443` -> `::1`, `203.0.113.7:51000` -> `203.0.113.7`; a bare IPv6 address stays whole. */
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1] ?? entry;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4WithPort ? (v4WithPort[1] ?? entry) : entry;
}

/** IPv4 callers arrive on a dual-stack socket as `::ffff:a.b.c.d`: one address, one key. */
function normalise(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d+$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
