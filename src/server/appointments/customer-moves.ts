// The customer's changes of their appointment, through the link in their emails (one change per link): accept
// a time the owner proposed, cancel, or ask for another time (or only write), which leaves the appointment as
// it stands until the owner answers and gives them a fresh link. Each is one guarded transaction (moves.ts).
import type { StoredBooking } from '../bookings/store.ts';
import { waitsOnCustomer, type Kit, type NewTime } from './book-kit.ts';
import type { MoveResult } from './moves.ts';
import { change, iso, job, setStatus } from './moves.ts';
import { cancelledInTime, keepDeposit, refundDeposit } from './deposit-moves.ts';

export interface CustomerMoves {
  customerAccept(b: StoredBooking, linkId: string, now: number): Promise<MoveResult>;
  customerCancel(b: StoredBooking, linkId: string, now: number): Promise<MoveResult>;
  /** Another time the customer would like (free now, not held), or only a message: the appointment stands until the owner answers; a fresh link. */
  customerAsk(b: StoredBooking, linkId: string, ask: { time?: NewTime; message: string }, now: number): Promise<MoveResult>;
}

export function customerMoves(kit: Kit): CustomerMoves {
  const { opts, base, refuse, confirmation, ownerTold, byLink } = kit;
  const { links } = opts;
  return {
    customerAccept(b, linkId, now) {
      const a = b.appointment;
      if (a && !waitsOnCustomer(b)) return refuse(a.status === 'confirmed' ? 'unchanged' : 'closed');
      return byLink(b, linkId, now, true, async (_tx, sequence) => [
        ...setStatus(b, 'confirmed', 'confirmed', now),
        ...confirmation(b, a!.start, a!.end, sequence, now),
        ...ownerTold(b, String(sequence), { ...base(b, sequence, a!.start, a!.end), what: 'accepted' }, now),
        change(b, 'customer', 'accepted', a!.start, '', now),
      ]);
    },
    customerCancel(b, linkId, now) {
      const a = b.appointment;
      return byLink(b, linkId, now, true, async (_tx, sequence) => {
        // A paid deposit: refunded inside the policy's hours, kept after them (the email quotes the policy).
        const paid = b.money?.deposit === 'paid';
        const inTime = cancelledInTime(b, now);
        const data = { ...base(b, sequence, a!.start, a!.end), ...(paid && { deposit: inTime ? ('refunded' as const) : ('kept' as const) }) };
        return [
          ...setStatus(b, 'released', 'cancelled', now),
          ...(inTime ? refundDeposit(b) : keepDeposit(b)),
          ...(opts.email() ? [job(b, 'cancelled', `cancelled#${sequence}`, data, now)] : []),
          ...ownerTold(b, String(sequence), { ...data, what: 'cancelled' }, now),
          change(b, 'customer', 'cancelled', a!.start, '', now),
        ];
      });
    },
    customerAsk(b, linkId, ask, now) {
      const a = b.appointment;
      const time = ask.time;
      // The appointment stands as it is until the owner answers (moveToAsked, Propose, Decline): an ask
      // changes nothing but the link, so the SEQUENCE stays, and with it the reminder. A time asked for
      // must be free now; it is not held (the owner moves the appointment to it only if it still is).
      return byLink(b, linkId, now, false, async (tx, sequence) => {
        if (time && !(await kit.fits(tx, b, time))) return 'taken';
        // The used link is replaced by a fresh one, in the customer's copy of what they asked.
        const link = links.create(b.id, now, Date.parse(a!.start));
        const key = `${sequence}#${link.id}`;
        const what = time ? 'asked' : 'message';
        const data = { ...base(b, sequence, a!.start, a!.end), ...(ask.message && { message: ask.message }), ...(time && { asked: iso(time.start) }) };
        return [
          link.statement,
          ...(opts.email() ? [job(b, 'asked', `asked#${key}`, { ...data, link: link.id, expires: Date.parse(a!.start), what }, now)] : []),
          ...ownerTold(b, key, { ...data, what }, now),
          change(b, 'customer', what, time ? iso(time.start) : a!.start, ask.message, now),
        ];
      });
    },
  };
}
