import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { clientAddress, parseTrustProxy, SHARED_BUCKET, toTrustProxy, type TrustProxy } from './client-address.ts';

function trustOf(value: string): TrustProxy {
  const parsed = parseTrustProxy(value);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.trust;
}

/** An app that answers the address it would rate-limit. */
const whoApp = (trust: TrustProxy) => new Hono().get('/who', (c) => c.text(clientAddress(c, trust)));

describe('parseTrustProxy (the TRUST_PROXY variable)', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['false', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['true', { kind: 'hops', hops: 1 }],
    [' 2 ', { kind: 'hops', hops: 2 }],
  ])('%j means %j', (value, trust) => {
    expect(parseTrustProxy(value)).toEqual({ ok: true, trust });
  });

  it('accepts addresses and subnets, IPv4 and IPv6', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toMatchObject({ ok: true, trust: { kind: 'addresses' } });
  });

  it.each(['yes', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '::1/129', '1.2.3.4/x'])('refuses %j and says what is allowed', (value) => {
    const parsed = parseTrustProxy(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^TRUST_PROXY must be "true" .*comma-separated list/);
  });

  it('toTrustProxy reads the proxy options shorthand', () => {
    expect([toTrustProxy(undefined), toTrustProxy(false), toTrustProxy(0), toTrustProxy(true), toTrustProxy(3)]).toEqual([
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'none' },
      { kind: 'hops', hops: 1 },
      { kind: 'hops', hops: 3 },
    ]);
  });
});

describe('clientAddress without a socket (another runtime)', () => {
  const ask = async (trust: TrustProxy, xff?: string) => {
    const res = await whoApp(trust).request('/who', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
    return res.text();
  };

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    expect(await ask(trustOf(''), '198.51.100.1')).toBe(SHARED_BUCKET);
  });

  it('with N trusted hops, takes the N-th entry from the right; forged entries on the left do not matter', async () => {
    expect(await ask(trustOf('1'), '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ask(trustOf('2'), '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await ask(trustOf('1'), '[2001:db8::7]:5000')).toBe('2001:db8::7');
    expect(await ask(trustOf('1'), '203.0.113.7:5000')).toBe('203.0.113.7');
    expect(await ask(trustOf('1'))).toBe(SHARED_BUCKET);
  });

  it('with trusted addresses, skips them from the right and takes the first untrusted hop', async () => {
    expect(await ask(trustOf('10.0.0.0/8'), '6.6.6.6, 203.0.113.7, 10.1.1.1, 10.2.2.2')).toBe('203.0.113.7');
  });
});

describe('clientAddress under @hono/node-server (socket 127.0.0.1)', () => {
  let server: ServerType | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function ask(trust: TrustProxy, xff?: string): Promise<string> {
    server = serve({ fetch: whoApp(trust).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server!.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/who`, { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
    return res.text();
  }

  it('uses the socket address when no proxy is trusted, whatever the header says', async () => {
    expect(await ask(trustOf(''), '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('reads the header only when the socket is a trusted proxy address', async () => {
    expect(await ask(trustOf('127.0.0.1'), '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    server?.close();
    // The socket (loopback) is not in the trusted list: it is the visitor, and the header is forged.
    expect(await ask(trustOf('10.0.0.0/8'), '203.0.113.7')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});
