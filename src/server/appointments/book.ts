// What happens to an appointment after the request, in the database: the owner confirms it, declines it
// (with a reason), proposes another time or cancels it; the customer, with their link, accepts a proposed
// time, cancels, or asks for another time (or only writes); a held time the owner has not confirmed runs
// out after availability.holdHours. Each change is one guarded write transaction (moves.ts) with the emails
// it causes and a line in appointment_changes, which the inbox shows: the owner's in owner-moves.ts, the
// customer's in customer-moves.ts. The reminder is a job due the day before at availability.reminderHour;
// it is dropped when sent if the time changed since.
import type { Transaction } from '@libsql/client';
import { toBooking, SELECT } from '../bookings/store.ts';
import { bookKit, type BookOptions } from './book-kit.ts';
export type { BookOptions, NewTime } from './book-kit.ts';
import { customerMoves, type CustomerMoves } from './customer-moves.ts';
import { change, job, setStatus, type Who } from './moves.ts';
import { ownerMoves, type OwnerMoves } from './owner-moves.ts';
import { depositMoves, type DepositMoves } from './deposit-moves.ts';

export { lastAsked, reminderAt, UNDO_SECONDS, waitsOnCustomer } from './book-kit.ts';
export type { MoveResult, Refusal } from './moves.ts';

export type ChangeWhat = 'confirmed' | 'declined' | 'proposed' | 'cancelled' | 'accepted' | 'asked' | 'message' | 'expired' | 'undone' | 'moved' | 'paid' | 'refunded' | 'no-show' | 'resized';

export interface AppointmentChange {
  at: string;
  who: Who;
  what: ChangeWhat;
  /** The appointment's start after the change. */
  start: string | null;
  detail: string;
}

export interface AppointmentBook extends OwnerMoves, CustomerMoves, DepositMoves {
  /** Frees the held times whose hold ran out, telling the customer and the owner; how many. */
  expireHolds(now: number): Promise<number>;
  changes(bookingId: number): Promise<AppointmentChange[]>;
}

export function appointmentBook(opts: BookOptions): AppointmentBook {
  const kit = bookKit(opts);
  const { db } = opts;
  const { base, run, ownerTold } = kit;
  const deposits = depositMoves(kit);
  return {
    ...ownerMoves(kit),
    ...customerMoves(kit),
    ...deposits,
    async expireHolds(now) {
      // A time held while its deposit is paid is freed at the hold's end, without an email: nothing was booked yet.
      const waiting = (await db.execute({ sql: `${SELECT} WHERE b.appointment_status = 'awaiting-deposit' AND b.held_until <= ?`, args: [now] })).rows;
      let lapsed = 0;
      for (const b of waiting.map(toBooking)) if ((await deposits.depositLapsed(b, now)).ok) lapsed++;
      const rows = (await db.execute({ sql: `${SELECT} WHERE b.appointment_status = 'held' AND b.held_until <= ?`, args: [now] })).rows;
      let freed = 0;
      for (const b of rows.map(toBooking)) {
        const a = b.appointment!;
        const email = opts.email();
        const done = await run(b, email, { bump: true }, async (_tx: Transaction, sequence: number) => {
          const data = base(b, sequence, a.start, a.end);
          return [
            ...setStatus(b, 'released', 'cancelled', now),
            ...(email ? [job(b, 'expired', `expired#${sequence}`, data, now)] : []),
            ...ownerTold(b, String(sequence), { ...data, what: 'expired' }, now),
            change(b, 'site', 'expired', a.start, '', now),
          ];
        });
        if (done.ok) freed++;
      }
      return freed + lapsed;
    },
    async changes(bookingId) {
      const rows = (await db.execute({ sql: 'SELECT at, who, what, starts_at, detail FROM appointment_changes WHERE booking_id = ? ORDER BY id', args: [bookingId] })).rows;
      return rows.map((row) => ({
        at: String(row.at),
        who: row.who === 'customer' || row.who === 'site' ? row.who : 'owner',
        what: String(row.what) as ChangeWhat,
        start: row.starts_at == null ? null : String(row.starts_at),
        detail: String(row.detail ?? ''),
      }));
    },
  };
}
