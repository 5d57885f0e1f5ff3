// A large inbox in one statement: `count` bookings written straight into the database (not through the
// API), a minute apart and newest last, the services taken in turn and every seventh one confirmed, for the
// tests and measurements of the inbox at tens of thousands of bookings. Call it once the inbox has made its
// tables. Booking i (from 1) is named "Guest i", with the reference "BULK-i" and the message "Note i".
import type { Client } from '@libsql/client';

export const BULK_SERVICES = ['Tooth Gems', 'Teeth Whitening', 'Birthday'] as const;

export async function addManyBookings(db: Client, count: number, start = Date.UTC(2024, 0, 1)): Promise<void> {
  const numbers = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)';
  await db.batch(
    [
      {
        sql: `${numbers}
              INSERT INTO bookings (reference, received_at, name, email, service, date, message)
              SELECT 'BULK-' || i, strftime('%Y-%m-%dT%H:%M:%fZ', ? / 1000.0 + i * 60, 'unixepoch'), 'Guest ' || i, 'guest' || i || '@example.com',
                CASE i % 3 WHEN 0 THEN ? WHEN 1 THEN ? ELSE ? END, '', 'Note ' || i
              FROM n`,
        args: [count, start, ...BULK_SERVICES],
      },
      {
        sql: `INSERT INTO booking_status (booking_id, status, changed_at)
              SELECT id, 'confirmed', received_at FROM bookings WHERE reference LIKE 'BULK-%' AND CAST(substr(reference, 6) AS INTEGER) % 7 = 0`,
        args: [],
      },
    ],
    'write',
  );
}
