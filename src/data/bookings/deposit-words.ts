// The words about prices, deposits and the cancellation policy that the customer reads: on the service pages,
// beside the free times, on the thank-you, in the emails and on their appointment page. One module, so the
// site and the server say the same thing.
import { depositCents, formatCents, type Deposit, type Policy } from '../../schema/money.ts';
import { agreeLabel, agreeMissing, type ServiceTerms } from './choice-terms.ts';

export { moneyLine, type ServiceTerms } from './choice-terms.ts';

export const depositWords = {
  price: 'Price',
  deposit: 'Deposit',
  prepare: 'Please prepare',
  depositNote: (amount: string) => `Deposit ${amount} holds your time`,
  depositToHold: (amount: string) => `A deposit of ${amount} holds your time; you pay it on the next page.`,
  depositPaid: (amount: string) => `Deposit paid: ${amount}`,
  agree: agreeLabel,
  agreeMissing,
  policyHeading: 'Cancellation policy',
  /** Where a deposit stands, as the customer reads it. */
  stateCustomer: { due: 'to pay', paid: 'paid', 'refund-due': 'being refunded', refunded: 'refunded', kept: 'kept', lapsed: 'not paid' },
  /** As the owner reads it in the inbox and the CSV. */
  stateOwner: { due: 'waiting for payment', paid: 'paid', 'refund-due': 'refund on its way', refunded: 'refunded', kept: 'kept', lapsed: 'never paid' },
  /** The owner told what became of the deposit of a customer's cancellation. */
  ownerDeposit: {
    refunded: (amount: string) => `Their deposit of ${amount} is refunded to their card (they cancelled in time).`,
    kept: (amount: string) => `Their deposit of ${amount} is kept: they cancelled later than your cancellation policy allows.`,
  },
  noShowSubject: 'Missed appointment: {service} on {when}',
  noShowIntro: 'Hi {name},\n\nWe came for your appointment for {service} on {when}, but could not find you there.',
  refunded: (amount: string) => `Your deposit of ${amount} is refunded to your card.`,
  kept: (amount: string) => `Your deposit of ${amount} is kept, as the cancellation policy you agreed to says:`,
} as const;

/** The policy in one or two sentences. */
export function policySentence(policy: Policy): string {
  const { refundHoursBefore: hours } = policy;
  const until =
    hours === 0
      ? 'A cancellation any time before the appointment gets the deposit back.'
      : `A cancellation up to ${hours} ${hours === 1 ? 'hour' : 'hours'} before the appointment gets the deposit back; later, the deposit is kept.`;
  return `${until} If nobody is there: ${policy.noShow}`;
}

export function termsOf(item: { price?: number; deposit?: Deposit; prepare?: string }, policy: Policy | undefined): ServiceTerms {
  const held = depositCents(item.deposit, item.price);
  return {
    ...(item.price !== undefined && { price: `${depositWords.price} ${formatCents(Math.round(item.price * 100))}` }),
    ...(held !== undefined && { deposit: `${depositWords.deposit} ${formatCents(held)}` }),
    ...(item.prepare && { prepare: `${depositWords.prepare}: ${item.prepare}` }),
    ...(held !== undefined && policy && { policy: `${depositWords.policyHeading}: ${policySentence(policy)}` }),
  };
}
