// The money of a booking in the inbox: its price and its deposit with where it stands (paid, refunded, kept),
// in the booking's details and on the list; and No-show, once an appointment has begun, which ends it and keeps
// a paid deposit (the customer is emailed why, quoting the policy they agreed to).
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { formatCents } from '../../schema/money.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { HintForm, type PageContext } from './pages.tsx';

export const moneyText = {
  noShow: 'No-show',
  noShowHint: 'Nobody was there? Mark it a no-show: the appointment ends, and a paid deposit is kept, as the policy says.',
} as const;

/** "$25 (paid)", as the owner reads it. */
export function depositLine(b: StoredBooking): string | undefined {
  const m = b.money;
  if (m?.depositCents === undefined) return undefined;
  return `${formatCents(m.depositCents)}${m.deposit ? ` (${depositWords.stateOwner[m.deposit]})` : ''}`;
}

/** The rows of the booking's details: price and deposit, when it has them. */
export function MoneyRows({ booking: b }: { booking: StoredBooking }) {
  const price = b.money?.priceCents;
  const deposit = depositLine(b);
  return (
    <>
      {price !== undefined && (
        <>
          <dt>{depositWords.price}</dt>
          <dd>{formatCents(price)}</dd>
        </>
      )}
      {deposit && (
        <>
          <dt>{depositWords.deposit}</dt>
          <dd>{deposit}</dd>
        </>
      )}
    </>
  );
}

/** One line for the list: "Price $75 · Deposit $25 (paid)". */
export const moneyMeta = (b: StoredBooking): string | undefined => {
  const parts = [
    ...(b.money?.priceCents !== undefined ? [`${depositWords.price} ${formatCents(b.money.priceCents)}`] : []),
    ...(depositLine(b) ? [`${depositWords.deposit} ${depositLine(b)}`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : undefined;
};

/** No-show, for an appointment held or confirmed whose time has begun. */
export function NoShowForm({ ctx, booking: b, now }: { ctx: PageContext; booking: StoredBooking; now: number }) {
  const a = b.appointment;
  if (!a || (a.status !== 'held' && a.status !== 'confirmed') || Date.parse(a.start) > now) return null;
  return <HintForm ctx={ctx} booking={b} action={`${ctx.base}/bookings/${b.reference}/no-show`} hint={moneyText.noShowHint} label={moneyText.noShow} />;
}
