// A stand-in for Stripe's API, reached through STRIPE_API_BASE: the few endpoints the official SDK calls for
// deposits (POST /v1/checkout/sessions, GET /v1/checkout/sessions/<id>, POST /v1/refunds), each POST idempotent by its Idempotency-Key as Stripe's
// are, and a payment page (GET /pay/<session>, whose Pay button completes the session, sends the signed
// checkout.session.completed webhook to `webhookUrl`, and goes back to the success address). Webhooks are
// signed as Stripe signs them (stripe.webhooks.generateTestHeaderString).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  url: string;
  amount: number;
  reference: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
  paid: boolean;
}

export interface FakeStripe {
  base: string;
  sessions: FakeSession[];
  refunds: { paymentIntent: string; amount: number; key: string }[];
  /** Requests by path, with their idempotency keys. */
  calls: { path: string; key: string | undefined }[];
  /** Makes the next calls to `path` fail with a 500 (how many). */
  failNext(path: string, times?: number): void;
  /** A webhook body and its Stripe-Signature header (signed with `secret`, or another). */
  event(type: 'checkout.session.completed' | 'checkout.session.expired', session: FakeSession, opts?: { id?: string; secret?: string }): { body: string; signature: string };
  /** Where the payment page's Pay sends its webhook (the site's /api/payments/stripe). */
  webhookUrl?: string;
  close(): Promise<void>;
}

const stripe = new Stripe('sk_test_signing_only');
let events = 0;

const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => resolve(body));
});

export async function startFakeStripe(secret: string): Promise<FakeStripe> {
  const sessions: FakeSession[] = [];
  const refunds: FakeStripe['refunds'] = [];
  const calls: FakeStripe['calls'] = [];
  const answered = new Map<string, string>();
  const failing = new Map<string, number>();
  let base = '';
  const intentOf = (s: FakeSession) => `pi_${s.id.slice(3)}`;
  const event: FakeStripe['event'] = (type, s, opts = {}) => {
    const object = { id: s.id, object: 'checkout.session', client_reference_id: s.reference, metadata: { reference: s.reference }, payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid', payment_intent: type === 'checkout.session.completed' ? intentOf(s) : null, amount_total: s.amount, status: type === 'checkout.session.completed' ? 'complete' : 'expired' };
    const body = JSON.stringify({ id: opts.id ?? `evt_${++events}`, object: 'event', type, data: { object } });
    return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: opts.secret ?? secret }) };
  };
  const fake: FakeStripe = { base: '', sessions, refunds, calls, event, failNext: (path, times = 1) => void failing.set(path, times), close: () => new Promise((r) => server.close(() => r())) };

  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url ?? '/', base);
    const key = req.headers['idempotency-key'] as string | undefined;
    const json = (status: number, value: unknown) => {
      const text = JSON.stringify(value);
      if (key && status === 200) answered.set(`${url.pathname} ${key}`, text);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
    };
    if (req.method === 'POST' && url.pathname.startsWith('/v1/')) {
      calls.push({ path: url.pathname, key });
      const fails = failing.get(url.pathname) ?? 0;
      if (fails > 0) {
        failing.set(url.pathname, fails - 1);
        return json(500, { error: { type: 'api_error', message: 'a failure of the stand-in' } });
      }
      const earlier = key && answered.get(`${url.pathname} ${key}`);
      if (earlier) return res.writeHead(200, { 'Content-Type': 'application/json' }).end(earlier);
      const form = new URLSearchParams(body);
      if (url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${sessions.length + 1}`;
        const s: FakeSession = { id, url: `${base}/pay/${id}`, amount: Number(form.get('line_items[0][price_data][unit_amount]')), reference: form.get('client_reference_id') ?? '', successUrl: form.get('success_url') ?? '', cancelUrl: form.get('cancel_url') ?? '', expiresAt: Number(form.get('expires_at')), paid: false };
        sessions.push(s);
        return json(200, { id, object: 'checkout.session', url: s.url, amount_total: s.amount, client_reference_id: s.reference });
      }
      if (url.pathname === '/v1/refunds') {
        refunds.push({ paymentIntent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')), key: key ?? '' });
        return json(200, { id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' });
      }
      return json(404, { error: { type: 'invalid_request_error', message: 'unknown endpoint' } });
    }
    const asked = req.method === 'GET' && /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(url.pathname);
    const known = asked && sessions.find((x) => x.id === asked[1]);
    if (asked) {
      calls.push({ path: url.pathname, key });
      if (!known) return json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      return json(200, { id: known.id, object: 'checkout.session', payment_status: known.paid ? 'paid' : 'unpaid', payment_intent: known.paid ? intentOf(known) : null, amount_total: known.amount });
    }
    const paying = /^\/pay\/(cs_test_\d+)$/.exec(url.pathname);
    const s = paying && sessions.find((x) => x.id === paying[1]);
    if (s && req.method === 'GET') {
      return res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><meta name="viewport" content="width=device-width"><title>Pay</title><h1>Pay $${(s.amount / 100).toFixed(2)}</h1><form method="post"><button>Pay</button></form><a href="${s.cancelUrl}">Back</a>`);
    }
    if (s && req.method === 'POST') {
      s.paid = true;
      if (fake.webhookUrl) {
        const e = event('checkout.session.completed', s);
        await fetch(fake.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': e.signature }, body: e.body });
      }
      return res.writeHead(303, { Location: s.successUrl }).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.base = base;
  return fake;
}
