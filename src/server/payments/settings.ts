// The payment settings, read and checked without loading Stripe's SDK (the pages' security headers ask
// where a booking form may go on to; a wrong setting stops the server at start with what to fix).
//   STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: see stripe.ts

export interface PaymentsEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

export interface PaymentSettings {
  key: string;
  webhookSecret: string;
  base?: URL;
}

/** The settings, checked; undefined when payments are not set up (no deposits: bookings work as before). */
export function paymentsSettings(env: PaymentsEnv): { ok: true; settings?: PaymentSettings } | { ok: false; error: string } {
  const key = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!key && !webhookSecret) return { ok: true };
  if (!key || !webhookSecret) return { ok: false, error: `Deposits need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; ${key ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'} is not set.` };
  const baseText = env.STRIPE_API_BASE?.trim();
  if (!baseText) return { ok: true, settings: { key, webhookSecret } };
  try {
    const base = new URL(baseText);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('not http');
    return { ok: true, settings: { key, webhookSecret, base } };
  } catch {
    return { ok: false, error: `STRIPE_API_BASE must be an http:// or https:// address, like http://127.0.0.1:12111; got "${baseText}".` };
  }
}

/**
 * Where a booking form may be sent on to when deposits are set up: Stripe's payment pages (and the stand-in's,
 * at STRIPE_API_BASE), for the pages' form-action policy (a form's 303 to them is otherwise blocked).
 */
export function checkoutOrigins(env: object): string[] {
  const read = (name: string) => {
    const value = (env as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  const checked = paymentsSettings({ STRIPE_SECRET_KEY: read('STRIPE_SECRET_KEY'), STRIPE_WEBHOOK_SECRET: read('STRIPE_WEBHOOK_SECRET'), STRIPE_API_BASE: read('STRIPE_API_BASE') });
  if (!checked.ok || !checked.settings) return [];
  return ['https://checkout.stripe.com', ...(checked.settings.base ? [checked.settings.base.origin] : [])];
}
