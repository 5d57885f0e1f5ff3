// The owner's changes of an appointment, from the inbox: Confirm (twice does nothing), Cancel (undone within
// UNDO_SECONDS, its email waiting that long), Decline with a reason, Propose another time, and the move to the
// time the customer asked for. Each is one guarded transaction (moves.ts) with the emails it causes.
import { statusStatements } from '../inbox/inbox-store.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { lastAsked, UNDO_SECONDS, type Kit, type NewTime } from './book-kit.ts';
import type { MoveResult } from './moves.ts';
import { change, iso, job, setStatus } from './moves.ts';
import { refundDeposit } from './deposit-moves.ts';

export interface OwnerMoves {
  /** Confirm twice and the second does nothing (`unchanged`). */
  confirm(b: StoredBooking, now: number): Promise<MoveResult>;
  cancel(b: StoredBooking, now: number): Promise<MoveResult>;
  /** Takes back the owner's Cancel made less than UNDO_SECONDS ago, while the time is still free: as it was, nothing sent. */
  undoCancel(b: StoredBooking, now: number): Promise<MoveResult>;
  decline(b: StoredBooking, reason: string, now: number): Promise<MoveResult>;
  /** `taken` when the time overlaps another appointment (with the time between and the drive). */
  propose(b: StoredBooking, time: NewTime, message: string, now: number): Promise<MoveResult>;
  /** The owner's yes to the time the customer asked for last: moved there and confirmed, while it is still free. */
  moveToAsked(b: StoredBooking, now: number): Promise<MoveResult>;
  /**
   * The time made `minutes` long from the same start (a party whose guests need longer), while it still fits
   * beside the others; a confirmed time is confirmed again, so the customer's calendar follows.
   */
  resize(b: StoredBooking, minutes: number, now: number): Promise<MoveResult>;
}

export function ownerMoves(kit: Kit): OwnerMoves {
  const { opts, base, run, refuse, confirmation, holdUntil } = kit;
  const { links } = opts;
  return {
    confirm(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return refuse('closed');
      if (a.status === 'confirmed') return refuse('unchanged');
      // A time whose deposit is being paid is not a booking yet.
      if (a.status === 'awaiting-deposit') return refuse('stale');
      return run(b, opts.email(), { bump: true }, async (_tx, sequence) => [
        ...setStatus(b, 'confirmed', 'confirmed', now),
        ...confirmation(b, a.start, a.end, sequence, now),
        change(b, 'owner', 'confirmed', a.start, '', now),
      ]);
    },
    cancel(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return refuse('closed');
      // A confirmed time is in the customer's calendar: the cancellation takes it out. A held one was never promised.
      const emailed = a.status === 'confirmed' && opts.email();
      return run(b, emailed, { bump: true }, async (_tx, sequence) => [
        ...setStatus(b, 'released', 'cancelled', now),
        // Cancelled by the business: a paid deposit goes back (after the undo's seconds, with the email).
        ...refundDeposit(b),
        ...(emailed ? [job(b, 'cancelled', `cancelled#${sequence}`, { ...base(b, sequence, a.start, a.end), ...(b.money?.deposit === 'paid' && { deposit: 'refunded' as const }) }, now + UNDO_SECONDS * 1000)] : []),
        change(b, 'owner', 'cancelled', a.start, '', now),
      ]);
    },
    undoCancel(b, now) {
      const a = b.appointment;
      if (!a || a.status !== 'released') return refuse('closed');
      return run(b, false, { bump: false }, async (tx, sequence) => {
        const last = (await tx.execute({ sql: 'SELECT who, what, at FROM appointment_changes WHERE booking_id = ? ORDER BY id DESC LIMIT 1', args: [b.id] })).rows[0];
        if (last?.who !== 'owner' || last.what !== 'cancelled' || Date.parse(String(last.at)) < now - UNDO_SECONDS * 1000) return 'closed';
        // Its email, not sent yet, goes (deleted, so a later Cancel's email of the same SEQUENCE is queued).
        const mail = await tx.execute({ sql: `DELETE FROM email_jobs WHERE booking_id = ? AND key = ? AND state = 'pending'`, args: [b.id, `cancelled#${sequence}`] });
        const sent = (await tx.execute({ sql: 'SELECT 1 FROM email_jobs WHERE booking_id = ? AND key = ?', args: [b.id, `cancelled#${sequence}`] })).rows.length > 0;
        if (sent && mail.rowsAffected === 0) return 'closed';
        if (!(await kit.fits(tx, b, { start: Date.parse(a.start), end: Date.parse(a.end), ...(a.place && { place: a.place }) }))) return 'taken';
        // What the inbox said before the Cancel: confirmed, or new (a held time).
        const before = (await tx.execute({ sql: 'SELECT status FROM booking_status_log WHERE booking_id = ? ORDER BY id DESC LIMIT 1 OFFSET 1', args: [b.id] })).rows[0];
        const confirmed = before?.status === 'confirmed';
        return [
          // The SEQUENCE the customer's calendar and the reminder know, as if the Cancel had not been.
          { sql: 'UPDATE bookings SET appointment_sequence = ? WHERE id = ?', args: [sequence - 1, b.id] },
          // A refund the Cancel owed is not owed any more (refunds wait out the undo's seconds).
          { sql: `UPDATE bookings SET deposit_state = 'paid' WHERE id = ? AND deposit_state = 'refund-due'`, args: [b.id] },
          ...setStatus(b, confirmed ? 'confirmed' : 'held', confirmed ? 'confirmed' : 'new', now, confirmed || a.movedBy === 'owner' ? null : holdUntil(now)),
          change(b, 'owner', 'undone', a.start, '', now),
        ];
      });
    },
    decline(b, reason, now) {
      const a = b.appointment;
      if (a?.status === 'released') return refuse('closed');
      const emailed = opts.email() && a !== null;
      return run(b, emailed, { bump: true }, async (_tx, sequence) => [
        ...(a ? setStatus(b, 'released', 'cancelled', now) : statusStatements(b.id, 'cancelled', iso(now))),
        // Declined: a paid deposit always goes back.
        ...refundDeposit(b),
        ...(emailed && a ? [job(b, 'declined', `declined#${sequence}`, { ...base(b, sequence, a.start, a.end), reason, wasConfirmed: a.status === 'confirmed', ...(b.money?.deposit === 'paid' && { deposit: 'refunded' as const }) }, now)] : []),
        change(b, 'owner', 'declined', a?.start ?? null, reason, now),
      ]);
    },
    propose(b, time, message, now) {
      const email = opts.email();
      return run(b, email, { bump: true }, async (tx, sequence) => {
        if (!(await kit.fits(tx, b, time))) return 'taken';
        const [start, end] = [iso(time.start), iso(time.end)];
        const link = links.create(b.id, now, time.start);
        return [
          { sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, place_lat = ?, place_lng = ?, appointment_moved_by = 'owner' WHERE id = ?`, args: [start, end, time.place?.lat ?? null, time.place?.lng ?? null, b.id] },
          // It waits on the customer now, not on the owner: it does not run out.
          ...setStatus(b, 'held', 'new', now),
          link.statement,
          ...(email ? [job(b, 'proposed', `proposed#${sequence}`, { ...base(b, sequence, start, end), link: link.id, expires: time.start, ...(message && { message }) }, now)] : []),
          change(b, 'owner', 'proposed', start, message, now),
        ];
      });
    },
    resize(b, minutes, now) {
      const a = b.appointment;
      if (!a || a.status === 'released' || a.status === 'awaiting-deposit') return refuse('closed');
      const start = Date.parse(a.start);
      const end = start + minutes * 60_000;
      if (end === Date.parse(a.end)) return refuse('unchanged');
      const confirmed = a.status === 'confirmed';
      return run(b, confirmed && opts.email(), { bump: true }, async (tx, sequence) => {
        if (!(await kit.fits(tx, b, { start, end, ...(a.place && { place: a.place }) }))) return 'taken';
        return [
          { sql: 'UPDATE bookings SET ends_at = ? WHERE id = ?', args: [iso(end), b.id] },
          ...(confirmed ? confirmation(b, a.start, iso(end), sequence, now) : []),
          change(b, 'owner', 'resized', a.start, String(minutes), now),
        ];
      });
    },
    moveToAsked(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return refuse('closed');
      return run(b, opts.email(), { bump: true }, async (tx, sequence) => {
        const asked = await lastAsked(tx, b.id);
        if (!asked) return 'stale';
        const time = { start: asked, end: asked + (Date.parse(a.end) - Date.parse(a.start)), ...(a.place && { place: a.place }) };
        if (!(await kit.fits(tx, b, time))) return 'taken';
        const [start, end] = [iso(time.start), iso(time.end)];
        return [
          { sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, appointment_moved_by = 'customer' WHERE id = ?`, args: [start, end, b.id] },
          ...setStatus(b, 'confirmed', 'confirmed', now),
          ...confirmation(b, start, end, sequence, now),
          change(b, 'owner', 'moved', start, '', now),
        ];
      });
    },
  };
}
