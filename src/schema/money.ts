// Amounts of money as the site, the emails and the payment all say them: worked out in cents, once. No zod
// here, so the booking form's island can use it without the schemas.

/** A deposit as the owner writes it: dollars, or a share of the price like "50%". */
export type Deposit = number | string;

/** The deposit in cents, or undefined when none applies (none set, or a share of a price that is not set). */
export function depositCents(d: Deposit | undefined, priceDollars: number | undefined): number | undefined {
  if (d === undefined) return undefined;
  if (typeof d === 'number') return Math.round(d * 100);
  if (priceDollars === undefined) return undefined;
  return Math.round((priceDollars * 100 * Number.parseInt(d, 10)) / 100);
}

/** "$25", "$49.50". */
export const formatCents = (cents: number): string => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;


/** The policy as the owner writes it (availability.policy; its schema is in deposit.ts). */
export interface Policy {
  refundHoursBefore: number;
  noShow: string;
}
