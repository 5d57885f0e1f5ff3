// Payments, behind one small interface: the rest of the server sees createCheckout, refund and verifyWebhook,
// never the SDK. Stripe's official SDK does the talking (its retries, its signatures); Checkout is hosted by
// Stripe, so no card number ever reaches this server. Every call carries an idempotency key made from the
// booking, so a retry (ours or the SDK's) never takes or refunds twice.
//   STRIPE_SECRET_KEY      the secret key (sk_live_… or sk_test_…); with STRIPE_WEBHOOK_SECRET, deposits are taken
//   STRIPE_WEBHOOK_SECRET  the signing secret of the webhook endpoint (whsec_…), which checks that an event is Stripe's
//   STRIPE_API_BASE        another address for Stripe's API (a stand-in for tests), e.g. http://127.0.0.1:12111
import Stripe from 'stripe';
import type { PaymentSettings } from './settings.ts';

export { checkoutOrigins, paymentsSettings, type PaymentsEnv } from './settings.ts';

export interface CheckoutRequest {
  /** The booking's reference: the session's client reference and metadata, and its idempotency key. */
  reference: string;
  amountCents: number;
  /** What the payment page says is paid for, e.g. "Deposit: Teeth Whitening, Friday, December 11 at 10:00 AM". */
  description: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
  /** When the payment page stops taking the payment (ms); Stripe takes 30 minutes to 24 hours from now. */
  expiresAt: number;
}

/** What a checkout.session event says, once verified. */
export interface CheckoutEvent {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.expired' | 'other';
  session?: { id: string; reference: string | undefined; paid: boolean; paymentIntent: string | undefined; amountCents: number | undefined };
}

export interface Payments {
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Refunds a payment (all of `amountCents`); `key` names the refund, so asking twice refunds once. */
  refund(paymentIntent: string, amountCents: number, key: string): Promise<void>;
  /** Whether a payment page was paid, asked of Stripe (a customer back before the webhook); throws when Stripe does not answer. */
  checkoutPaid(sessionId: string): Promise<{ paid: boolean; paymentIntent: string | undefined }>;
  /** The event in a webhook's raw body, when its Stripe-Signature is right; throws otherwise. */
  verifyWebhook(rawBody: string, signature: string | undefined): CheckoutEvent;
}

const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.expired']);

export function stripePayments(settings: PaymentSettings): Payments {
  const base = settings.base;
  const stripe = new Stripe(settings.key, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base && { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }),
  });
  return {
    async createCheckout(r) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: r.amountCents, product_data: { name: r.description } } }],
          customer_email: r.email,
          client_reference_id: r.reference,
          metadata: { reference: r.reference },
          payment_intent_data: { metadata: { reference: r.reference } },
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          expires_at: Math.floor(r.expiresAt / 1000),
        },
        { idempotencyKey: `checkout-${r.reference}` },
      );
      if (!session.url) throw new Error('Stripe gave no payment page for the checkout session');
      return { id: session.id, url: session.url };
    },
    async refund(paymentIntent, amountCents, key) {
      await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey: key });
    },
    async checkoutPaid(sessionId) {
      // Asked while a page loads: a short wait, no retries (the webhook still comes).
      const s = await stripe.checkout.sessions.retrieve(sessionId, {}, { timeout: 3000, maxNetworkRetries: 0 });
      return { paid: s.payment_status === 'paid', paymentIntent: typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error('no Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      if (!CHECKOUT_EVENTS.has(event.type)) return { id: event.id, type: 'other' };
      const s = event.data.object as Stripe.Checkout.Session;
      const intent = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
      return {
        id: event.id,
        type: event.type as CheckoutEvent['type'],
        session: { id: s.id, reference: s.client_reference_id ?? s.metadata?.reference ?? undefined, paid: s.payment_status === 'paid', paymentIntent: intent, amountCents: s.amount_total ?? undefined },
      };
    },
  };
}
