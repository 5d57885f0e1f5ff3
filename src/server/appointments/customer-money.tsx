// The money of an appointment on the customer's page: its price, the deposit and where it stands, the
// cancellation policy they agreed to, and, before they cancel, what becomes of a paid deposit.
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { formatCents } from '../../schema/money.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { cancelledInTime } from './deposit-moves.ts';
import { depositState } from './emails.ts';

export function CustomerMoney({ booking: b }: { booking: StoredBooking }) {
  const m = b.money;
  if (!m) return null;
  return (
    <>
      {m.priceCents !== undefined && (
        <>
          <dt>{depositWords.price}</dt>
          <dd>{formatCents(m.priceCents)}</dd>
        </>
      )}
      {m.depositCents !== undefined && (
        <>
          <dt>{depositWords.deposit}</dt>
          <dd>{depositState(m.depositCents, m.deposit)}</dd>
        </>
      )}
      {m.policy && (
        <>
          <dt>{depositWords.policyHeading}</dt>
          <dd>{m.policy}</dd>
        </>
      )}
    </>
  );
}

/** Said before the customer confirms their cancellation: a paid deposit is refunded, or kept as the policy says. */
export function depositOnCancel(b: StoredBooking, now: number): string | undefined {
  const m = b.money;
  if (m?.deposit !== 'paid' || m.depositCents === undefined) return undefined;
  const amount = formatCents(m.depositCents);
  return cancelledInTime(b, now) ? depositWords.refunded(amount) : `${depositWords.kept(amount)} ${m.policy ?? ''}`.trim();
}
