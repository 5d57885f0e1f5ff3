// What the booking form's island needs of a choice's terms (kept apart from deposit-words.ts, whose other
// sentences are the server's and the pages', so the island's download carries only these).

/**
 * What a visitor reads about a choice's money before booking: its price ("Price $75"), its deposit ("Deposit
 * $25": said beside the free times only where the server takes deposits), what to prepare, and the policy a
 * deposit comes with.
 */
export interface ServiceTerms {
  price?: string;
  deposit?: string;
  prepare?: string;
  policy?: string;
}

/** The box the customer ticks when a deposit applies. */
export const agreeLabel = 'I agree to the cancellation policy';
/** Said at that box when a time that takes a deposit is sent without it ticked (by the form, and the server). */
export const agreeMissing = 'Please read the cancellation policy and tick the box to agree to it.';

/** "Price $75 · Deposit $25", or undefined when neither is set. */
export const moneyLine = (terms: ServiceTerms, withDeposit = true): string | undefined =>
  [terms.price, withDeposit ? terms.deposit : undefined].filter(Boolean).join(' · ') || undefined;
