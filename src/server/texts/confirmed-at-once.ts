// A service booked at once (availability.confirmAtOnce) is confirmed when it is stored, with no Confirm in
// the inbox to queue its texts: they are written here, in the booking's own transaction, as a confirmation
// writes them (appointments/book-kit.ts): a link to change or cancel (until the start), the text now, and
// the reminder the day before. SEQUENCE 0 is the new booking's, so the reminder is dropped if it changes.
import { randomBytes } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { AppointmentJobData } from '../appointments/job-data.ts';

export interface ConfirmedAtOnce {
  start: number;
  end: number;
  /** Where, as the booking says it (the texts name the town from the content, never this). */
  location: string;
  /** When the reminder is due (the day before at the reminder's hour); none when that has passed. */
  remindAt: number;
}

/** The statements, run after the booking's insert (they find it by its reference). */
export function confirmedAtOnceTexts(reference: string, c: ConfirmedAtOnce, now: number): InStatement[] {
  const link = randomBytes(16).toString('base64url');
  const data: AppointmentJobData = { sequence: 0, start: new Date(c.start).toISOString(), end: new Date(c.end).toISOString(), location: c.location, link, expires: c.start };
  const job = (kind: string, key: string, due: number): InStatement => ({
    sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) SELECT id, ?, ?, ?, 'pending', ? FROM bookings WHERE reference = ?`,
    args: [key, kind, JSON.stringify(data), due, reference],
  });
  return [
    { sql: 'INSERT INTO appointment_links (id, booking_id, created_at, expires_at) SELECT ?, id, ?, ? FROM bookings WHERE reference = ?', args: [link, now, c.start, reference] },
    job('text-confirmed', 'text-confirmed#0', now),
    ...(c.remindAt > now ? [job('text-reminder', 'text-reminder#0', c.remindAt)] : []),
  ];
}
