// Who is asking, for rate limits. The socket address is right when visitors connect directly; behind
// a reverse proxy it is the proxy's, and the visitor's address is in X-Forwarded-For. That header is
// only read when the owner says which proxies to trust (TRUST_PROXY): otherwise any visitor could pick
// their own rate-limit bucket by sending it.
//
// Each proxy appends the address it saw, so the list is read from the right: the socket address, then
// X-Forwarded-For from its last entry back, skipping trusted proxies; the first untrusted hop is the
// visitor. Entries further left were written by the visitor and can be forged.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList, isIP } from 'node:net';

/** Every client shares this bucket when no address is known (tests, unknown runtimes). */
export const SHARED_BUCKET = 'shared';

export type TrustProxy =
  | { kind: 'none' }
  /** This many proxies stand in front of the server (the socket address is the nearest one). */
  | { kind: 'hops'; hops: number }
  /** Proxies with these addresses or subnets are trusted, wherever they appear in the chain. */
  | { kind: 'addresses'; list: BlockList };

export const TRUST_NONE: TrustProxy = { kind: 'none' };

export const TRUST_PROXY_RULE =
  'TRUST_PROXY must be "true" (one proxy in front), a number of proxies (0-10), or a comma-separated list of ' +
  'proxy addresses or subnets such as "127.0.0.1,10.0.0.0/8"; leave it unset when visitors connect directly';

/** Reads the TRUST_PROXY environment variable. */
export function parseTrustProxy(value: string | undefined): { ok: true; trust: TrustProxy } | { ok: false; error: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { ok: true, trust: TRUST_NONE };
  if (text === 'true') return { ok: true, trust: { kind: 'hops', hops: 1 } };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { ok: true, trust: { kind: 'hops', hops } } : { ok: false, error: `${TRUST_PROXY_RULE}; got "${text}".` };
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim())) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
    const fits = family !== 0 && /^\d*$/.test(prefixText ?? '') && prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
    if (!fits) return { ok: false, error: `${TRUST_PROXY_RULE}; "${entry}" is not an address or subnet.` };
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { ok: true, trust: { kind: 'addresses', list } };
}

/** `true` trusts one proxy, a number that many; a parsed TRUST_PROXY passes through. */
export function toTrustProxy(value: TrustProxy | boolean | number | undefined): TrustProxy {
  if (value === undefined || value === false) return TRUST_NONE;
  if (value === true) return { kind: 'hops', hops: 1 };
  if (typeof value === 'number') return value > 0 ? { kind: 'hops', hops: Math.floor(value) } : TRUST_NONE;
  return value;
}

/** "203.0.113.7", "[2001:db8::1]:443" or "203.0.113.7:5000" -> the bare address; other text as written. */
function bareAddress(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1] ?? hop;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  return withPort?.[1] ?? hop;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * One key per client, for every limit per client: IPv4 as is (also when written as IPv6), IPv6 by its first
 * 64 bits, which one subscriber usually holds whole (so a /64 cannot pose as many clients).
 */
export function addressKey(address: string): string {
  const bare = address.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)?.[1];
  if (mapped) return mapped;
  if (isIP(bare) !== 6) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An IPv4 tail (::1.2.3.4) counts as two groups; only the first four groups matter here.
  const groups = bare.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's key for limits: its address as `clientAddress` finds it, grouped by `addressKey`. */
export const clientKey = (c: Context, trust: TrustProxy): string => addressKey(clientAddress(c, trust));

export function clientAddress(c: Context, trust: TrustProxy): string {
  const socket = socketAddress(c);
  if (trust.kind === 'none') return socket ?? SHARED_BUCKET;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => bareAddress(hop.trim()))
    .filter(Boolean);
  if (trust.kind === 'hops') {
    // The socket is the nearest proxy; each further trusted proxy added one entry on the right.
    if (trust.hops === 0 || forwarded.length === 0) return socket ?? SHARED_BUCKET;
    return forwarded[Math.max(0, forwarded.length - trust.hops)] ?? SHARED_BUCKET;
  }
  // Without a socket address (another runtime), the chain starts at the header's last entry.
  const chain = socket === undefined ? forwarded : [...forwarded, socket];
  let i = chain.length - 1;
  while (i > 0 && isTrusted(trust.list, chain[i] ?? '')) i -= 1;
  return chain[i] ?? SHARED_BUCKET;
}

function socketAddress(c: Context): string | undefined {
  try {
    // Throws outside @hono/node-server, where c.env holds no Node request.
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether this request came through a proxy whose forwarded headers (X-Forwarded-Proto, -Host) are believed:
 * any request when a number of proxies is trusted, only one whose socket address is listed otherwise.
 */
export function fromTrustedProxy(c: Context, trust: TrustProxy): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return trust.hops > 0;
  const socket = socketAddress(c);
  return socket === undefined || isTrusted(trust.list, bareAddress(socket.replace(/^::ffff:(?=\d+\.)/, '')));
}
