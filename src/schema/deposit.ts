// Prices, deposits and the cancellation policy, as the owner writes them: a service's `price` (dollars) and a
// party package's `priceAmount`, a `deposit` (dollars, or a share of the price like "50%") and what to
// `prepare`; the policy sits in `availability.policy`. Amounts are worked out here in cents, once, so the
// site, the emails and the payment all say the same figure; the server never takes an amount from a request.
import { z } from 'zod';
import { text } from './fields.ts';
import { depositCents, formatCents, type Deposit } from './money.ts';

export { depositCents, formatCents, type Deposit } from './money.ts';

const AMOUNT = 'must be an amount in dollars, like 75 or 49.50';

/** Dollars with at most cents, more than 0. */
export const dollars = z
  .number({ error: AMOUNT })
  .positive({ error: AMOUNT })
  .max(100_000, { error: 'must be at most 100000 dollars' })
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: 'must have at most two digits after the point (cents), like 49.50' });

const SHARE = /^(100|[1-9]\d?)%$/;

export const deposit = z
  .union([dollars, z.string().trim().regex(SHARE, { error: 'must be an amount in dollars, like 25, or a share of the price from 1% to 100%, like "50%"' })], {
    error: 'must be an amount in dollars, like 25, or a share of the price, like "50%"',
  })
  .describe('The deposit taken when booking online, to hold the time: an amount in dollars, e.g. 25, or a share of the price, e.g. "50%". Left out, no deposit. It is taken only once payments are set up on the server.');

export const prepare = text.describe('What the customer should prepare, shown on the booking form, the thank-you and the emails, e.g. "Brush your teeth and skip coffee for two hours before."');


/** Why a deposit cannot be worked out from what was written, or undefined when it can (for the schemas' checks). */
export function depositProblem(d: Deposit | undefined, priceDollars: number | undefined, priceField: string): string | undefined {
  if (typeof d === 'string' && priceDollars === undefined) return `is a share of the price, but there is no ${priceField}; write the ${priceField} in dollars, or the deposit as an amount like 25`;
  const cents = depositCents(d, priceDollars);
  if (cents !== undefined && priceDollars !== undefined && cents > Math.round(priceDollars * 100)) return `is more than the price (${formatCents(Math.round(priceDollars * 100))}); write a deposit up to the price`;
  if (cents !== undefined && cents < 50) return 'is less than 50 cents, the least a card payment can take; write a larger deposit, or leave it out';
  return undefined;
}

/** The check of an entry's deposit against its price (`price` of a service, `priceAmount` of a party package), at the deposit. */
export const depositCheck =
  (priceField: 'price' | 'priceAmount') =>
  (ctx: z.core.ParsePayload<{ deposit?: Deposit | undefined }>): void => {
    const price = (ctx.value as Record<string, unknown>)[priceField];
    const problem = depositProblem(ctx.value.deposit, typeof price === 'number' ? price : undefined, priceField);
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value.deposit, path: ['deposit'], message: problem });
  };

export const policySchema = z
  .strictObject({
    refundHoursBefore: z
      .number({ error: 'must be a number of hours, like 24' })
      .int({ error: 'must be a whole number of hours, like 24' })
      .min(0, { error: 'must be 0 hours or more' })
      .max(24 * 30, { error: 'must be at most 720 hours (30 days)' })
      .describe('Until how many hours before the appointment a cancellation gets the deposit back, e.g. 24. Later than that, the deposit is kept.'),
    noShow: text.describe('What happens when nobody is there at the appointment, in your words, e.g. "The deposit is kept, and a new booking takes a new deposit."'),
  })
  .describe('Your cancellation policy, which a customer agrees to when a deposit is taken: until when a cancellation is refunded, and what happens on a no-show.');

export type Policy = z.infer<typeof policySchema>;
