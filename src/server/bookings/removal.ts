// Deleting a booking for good, with everything kept with it: its emails and texts (sent or not), its links,
// its changes, its status and note, the review asked with it, the answers before the visit, and a party's page
// and guests. One list of
// the tables that keep rows of a booking, so that a table added later (a party's, say) is deleted with it:
// add it here. The statements run in one write transaction (removeBooking).
import type { Client, InStatement } from '@libsql/client';

/** Every table that keeps rows of a booking, by its column naming the booking; the booking itself comes last. */
export const BOOKING_TABLES: readonly string[] = [
  'intake_answers',
  'email_jobs',
  'appointment_links',
  'appointment_changes',
  'booking_status_log',
  'booking_status',
  'booking_notes',
  'review_requests',
  'party_guests',
  'parties',
];

/** The statements that delete a booking and every row kept with it (to run in one write transaction). */
export function bookingRemovalStatements(bookingId: number): InStatement[] {
  return [...BOOKING_TABLES.map((table) => ({ sql: `DELETE FROM ${table} WHERE booking_id = ?`, args: [bookingId] })), { sql: 'DELETE FROM bookings WHERE id = ?', args: [bookingId] }];
}

/** Deletes a booking and what is kept with it, in one write transaction; whether there was such a booking. */
export async function removeBooking(db: Client, bookingId: number): Promise<boolean> {
  const results = await db.batch(bookingRemovalStatements(bookingId), 'write');
  return (results.at(-1)?.rowsAffected ?? 0) === 1;
}
