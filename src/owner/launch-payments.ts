// The launch check's words about deposits (`npm run check:launch -- --server`): deposits are an extra, so missing
// Stripe settings are a note of what they would add, never something left to do; one of the two set without
// the other (or a wrong STRIPE_API_BASE) stops the server at start, so it is a finding like a wrong SMTP_URL.
import type { SiteConfig } from '../schema/site-schema.ts';
import { depositCents } from '../schema/money.ts';
import { paymentsSettings } from '../server/payments/settings.ts';
import { COST } from './launch-check.ts';
import type { LaunchEnv, ServerFinding, ServerNote } from './launch-findings.ts';

export function paymentsFinding(env: LaunchEnv): ServerFinding | undefined {
  const checked = paymentsSettings(env);
  if (checked.ok) return undefined;
  return { name: 'DepositsNotSetUp', cost: COST.bookings, message: `the server will not start with these payment settings: ${checked.error}`, hint: 'correct them, or remove both to take bookings without deposits (docs/deploy.md, "Deposits").' };
}

/** The services of site.config.yaml that set a deposit (party packages set theirs on their pages). */
const withDeposit = (site: SiteConfig) => site.services.filter((s) => depositCents(s.deposit, s.price) !== undefined).map((s) => s.name);

export function paymentsNotes(site: SiteConfig, env: LaunchEnv): ServerNote[] {
  const checked = paymentsSettings(env);
  if (!checked.ok || checked.settings) return [];
  const set = withDeposit(site);
  return [{
    name: 'DepositsOff',
    message: `deposits are not set up (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): ${set.length > 0 ? `${set.join(', ')} ${set.length === 1 ? 'sets' : 'set'} a deposit, but ` : ''}a booking holds its time without one, and a no-show costs you the hour and the drive.`,
    hint: 'with the two Stripe settings, a service or party package with a deposit holds its time while the customer pays it on Stripe\'s page; Decline and a cancellation inside your policy refund it, a late cancellation or a no-show keeps it (docs/deploy.md, "Deposits").',
  }];
}
