// Every table of the database is made here, and nowhere else. The bookings database grows by numbered migrations: each runs once, in one transaction with the row that
// records it in schema_migrations, so a database made by any earlier version of the site is brought up to
// date when the server (or `npm run bookings`) opens it. To change the tables, add a migration at the end;
// never edit one that has shipped.
import type { Client } from '@libsql/client';

export interface Migration {
  version: number;
  name: string;
  /** Or, where a database made by an earlier version may differ (a column added on the fly before), what it needs. */
  statements: string[] | ((db: Client) => Promise<string[]>);
}

/** The columns a visitor types into, read back as bytes so that no character (not even NUL) cuts them. */
export const TEXT_COLUMNS = ['name', 'email', 'service', 'date', 'message', 'phone', 'place', 'package', 'time_of_day'] as const;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    // The first tables, created before migrations were numbered: on such a database these change nothing.
    name: 'bookings and the email outbox',
    statements: [
      `CREATE TABLE IF NOT EXISTS bookings (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        idempotency_key TEXT UNIQUE,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        service TEXT NOT NULL,
        date TEXT NOT NULL,
        message TEXT NOT NULL,
        handled_at TEXT
      )`,
      `CREATE TABLE IF NOT EXISTS email_outbox (
        booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
        state TEXT NOT NULL CHECK (state IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        sent_at TEXT
      )`,
    ],
  },
  {
    version: 2,
    name: 'phone, place, number of guests and package',
    statements: [
      `ALTER TABLE bookings ADD COLUMN phone TEXT NOT NULL DEFAULT ''`,
      `ALTER TABLE bookings ADD COLUMN place TEXT NOT NULL DEFAULT ''`,
      'ALTER TABLE bookings ADD COLUMN guests INTEGER',
      `ALTER TABLE bookings ADD COLUMN package TEXT NOT NULL DEFAULT ''`,
    ],
  },
  {
    version: 3,
    // The owner's notification and the customer's confirmation are sent (and retried) each on its own.
    // `lease_until` keeps two servers on one database from sending the same email.
    name: 'one email job per booking and kind of email',
    statements: [
      `CREATE TABLE email_jobs (
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        kind TEXT NOT NULL CHECK (kind IN ('owner', 'customer')),
        state TEXT NOT NULL CHECK (state IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        sent_at TEXT,
        PRIMARY KEY (booking_id, kind)
      )`,
      `INSERT INTO email_jobs (booking_id, kind, state, attempts, next_attempt_at, lease_until, last_error, sent_at)
        SELECT booking_id, 'owner', state, attempts, next_attempt_at, lease_until, last_error, sent_at FROM email_outbox`,
      'DROP TABLE email_outbox',
      'CREATE INDEX email_jobs_due ON email_jobs (state, next_attempt_at)',
    ],
  },
  {
    version: 4,
    // A booking may hold a time (the free times of the form): when it starts and ends (ISO 8601, UTC), where
    // (the town's coordinates), and whether the time is `held` (waiting for the owner), `confirmed`, or
    // `released` (free again). A booking from before, or one that asks for a preferred date, has none of them.
    name: 'the time and place of an appointment, and its status',
    statements: [
      'ALTER TABLE bookings ADD COLUMN starts_at TEXT',
      'ALTER TABLE bookings ADD COLUMN ends_at TEXT',
      'ALTER TABLE bookings ADD COLUMN place_lat REAL',
      'ALTER TABLE bookings ADD COLUMN place_lng REAL',
      `ALTER TABLE bookings ADD COLUMN appointment_status TEXT CHECK (appointment_status IN ('held', 'confirmed', 'released'))`,
      'CREATE INDEX bookings_appointments ON bookings (starts_at, ends_at) WHERE starts_at IS NOT NULL',
    ],
  },
  {
    version: 5,
    // After the request, the appointment: each change the owner or the customer makes counts up its
    // SEQUENCE (the calendar files' version of it); a booking may get many emails (the confirmation with its
    // calendar file, a decline, another time proposed, the reminder, the owner told of the customer's change),
    // so an email job is named by its `key` within its booking (the first two keep theirs, 'owner' and
    // 'customer'), carries what it says beyond the booking (`data`, JSON), and may be `dropped` (a reminder of
    // a time that changed). The links emailed to customers work once (`appointment_links`); what changed,
    // and who changed it, is kept for the inbox (`appointment_changes`); the calendar subscription's secret
    // and the key that signs the links live in `appointment_secrets`.
    name: 'appointment emails, links, changes and the calendar subscription',
    statements: [
      'ALTER TABLE bookings ADD COLUMN appointment_sequence INTEGER NOT NULL DEFAULT 0',
      `CREATE TABLE email_jobs_v5 (
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        key TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL DEFAULT '{}',
        state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'dropped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        sent_at TEXT,
        PRIMARY KEY (booking_id, key)
      )`,
      `INSERT INTO email_jobs_v5 (booking_id, key, kind, state, attempts, next_attempt_at, lease_until, last_error, sent_at)
        SELECT booking_id, kind, kind, state, attempts, next_attempt_at, lease_until, last_error, sent_at FROM email_jobs`,
      'DROP TABLE email_jobs',
      'ALTER TABLE email_jobs_v5 RENAME TO email_jobs',
      'CREATE INDEX email_jobs_due ON email_jobs (state, next_attempt_at)',
      `CREATE TABLE appointment_links (
        id TEXT PRIMARY KEY,
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      )`,
      `CREATE TABLE appointment_changes (
        id INTEGER PRIMARY KEY,
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        at TEXT NOT NULL,
        who TEXT NOT NULL CHECK (who IN ('owner', 'customer')),
        what TEXT NOT NULL,
        starts_at TEXT,
        detail TEXT NOT NULL DEFAULT ''
      )`,
      'CREATE INDEX appointment_changes_booking ON appointment_changes (booking_id, id)',
      `CREATE TABLE appointment_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      )`,
    ],
  },
  {
    version: 6,
    // A request for a preferred date may say when in the day suits: morning, afternoon or evening (empty: any time).
    name: 'preferred time of day',
    statements: [`ALTER TABLE bookings ADD COLUMN time_of_day TEXT NOT NULL DEFAULT ''`],
  },
  {
    version: 7,
    // Who moved an appointment's time last (`owner`: a time proposed, waiting on the customer; `customer`:
    // a time they asked for, waiting on the owner); until when a held time waits for the owner before it is
    // freed (ms; null once confirmed or while it waits on the customer); and who holds it (a keyed hash of
    // the visitor's address, so one address cannot hold the calendar). A hold that runs out is a change
    // made by the site itself, so the changes' `who` gains 'site' (SQLite changes a CHECK by a new table).
    name: 'who moved a time, holds that run out, and who holds them',
    statements: [
      `ALTER TABLE bookings ADD COLUMN appointment_moved_by TEXT CHECK (appointment_moved_by IN ('owner', 'customer'))`,
      'ALTER TABLE bookings ADD COLUMN held_until INTEGER',
      'ALTER TABLE bookings ADD COLUMN held_by TEXT',
      'CREATE INDEX bookings_held_until ON bookings (held_until) WHERE held_until IS NOT NULL',
      'CREATE INDEX bookings_held_by ON bookings (held_by, held_until) WHERE held_by IS NOT NULL',
      `CREATE TABLE appointment_changes_v7 (
        id INTEGER PRIMARY KEY,
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        at TEXT NOT NULL,
        who TEXT NOT NULL CHECK (who IN ('owner', 'customer', 'site')),
        what TEXT NOT NULL,
        starts_at TEXT,
        detail TEXT NOT NULL DEFAULT ''
      )`,
      'INSERT INTO appointment_changes_v7 SELECT id, booking_id, at, who, what, starts_at, detail FROM appointment_changes',
      'DROP TABLE appointment_changes',
      'ALTER TABLE appointment_changes_v7 RENAME TO appointment_changes',
      'CREATE INDEX appointment_changes_booking ON appointment_changes (booking_id, id)',
    ],
  },
  {
    version: 8,
    // The owner's inbox kept its tables itself (created when it opened); they are here now, so that this
    // module is the one place that makes tables. On a database the inbox opened before, these change nothing
    // but the sign-in failures' address, which databases from before the limits per address lack.
    name: "the owner's inbox: statuses, notes, sessions, sign-in limits and links",
    statements: async (db) => {
      const failures = (await db.execute('PRAGMA table_info(owner_sign_in_failures)')).rows.map((row) => String(row.name));
      return [
        `CREATE TABLE IF NOT EXISTS booking_status (
          booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
          status TEXT NOT NULL CHECK (status IN ('new', 'confirmed', 'done', 'cancelled')),
          changed_at TEXT NOT NULL
        )`,
        `CREATE TABLE IF NOT EXISTS booking_status_log (
          id INTEGER PRIMARY KEY,
          booking_id INTEGER NOT NULL REFERENCES bookings(id),
          status TEXT NOT NULL,
          changed_at TEXT NOT NULL
        )`,
        `CREATE TABLE IF NOT EXISTS booking_notes (
          booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
          note TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`,
        // Only a hash of each session id is kept: a copy of the database does not sign anyone in.
        `CREATE TABLE IF NOT EXISTS owner_sessions (
          id_hash TEXT PRIMARY KEY,
          csrf TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        )`,
        // The services filter and its list read this index, not every booking.
        'CREATE INDEX IF NOT EXISTS bookings_service ON bookings (service)',
        // Wrong passwords per address (a keyed hash of it; tries from before the limits per address count for none).
        `CREATE TABLE IF NOT EXISTS owner_sign_in_failures (at INTEGER NOT NULL, address TEXT NOT NULL DEFAULT '')`,
        ...(failures.length > 0 && !failures.includes('address') ? [`ALTER TABLE owner_sign_in_failures ADD COLUMN address TEXT NOT NULL DEFAULT ''`] : []),
        'CREATE INDEX IF NOT EXISTS owner_sign_in_failures_address ON owner_sign_in_failures (address, at)',
        'CREATE INDEX IF NOT EXISTS owner_sign_in_failures_at ON owner_sign_in_failures (at)',
        'CREATE TABLE IF NOT EXISTS owner_sign_in_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
        `CREATE TABLE IF NOT EXISTS owner_sign_in_links (
          token_hash TEXT PRIMARY KEY,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          used_at INTEGER
        )`,
      ];
    },
  },
  {
    version: 9,
    // A customer may ask for texts about their appointment (`text_opt_in`, 1; their phone is then E.164).
    // When Twilio answers that the number replied STOP, `texts_stopped_at` turns the booking's texts off for
    // good. The texts themselves are jobs of email_jobs, the one outbox (kinds text-owner, text-confirmed,
    // text-reminder), so they are sent once across restarts and servers as the emails are.
    name: 'texts about an appointment: asked for, and stopped',
    statements: ['ALTER TABLE bookings ADD COLUMN text_opt_in INTEGER NOT NULL DEFAULT 0', 'ALTER TABLE bookings ADD COLUMN texts_stopped_at TEXT'],
  },
  {
    version: 10,
    // A deposit holds the time: a time waits `awaiting-deposit` (held for a short while) until Stripe says the
    // deposit is paid, so the status's CHECK gains it (a new column takes the old one's place: SQLite changes
    // a column's CHECK no other way). What the booking costs and holds is kept as it was when booked
    // (`price_cents`, `deposit_cents`, the policy's words and until when a cancellation is refunded, ms), with
    // where the deposit stands (`due` until paid, `paid`, `refund-due` until Stripe took the refund,
    // `refunded`, `kept`, `lapsed`: never paid) and Stripe's ids. Each webhook event is recorded once
    // (`payment_events`), so a replay changes nothing.
    name: 'deposits: a time awaiting its deposit, what was paid and refunded, and the payment events seen',
    statements: [
      `ALTER TABLE bookings ADD COLUMN appointment_status_v10 TEXT CHECK (appointment_status_v10 IN ('held', 'confirmed', 'released', 'awaiting-deposit'))`,
      'UPDATE bookings SET appointment_status_v10 = appointment_status',
      'ALTER TABLE bookings DROP COLUMN appointment_status',
      'ALTER TABLE bookings RENAME COLUMN appointment_status_v10 TO appointment_status',
      'ALTER TABLE bookings ADD COLUMN price_cents INTEGER',
      'ALTER TABLE bookings ADD COLUMN deposit_cents INTEGER',
      `ALTER TABLE bookings ADD COLUMN deposit_state TEXT CHECK (deposit_state IN ('due', 'paid', 'refund-due', 'refunded', 'kept', 'lapsed'))`,
      `ALTER TABLE bookings ADD COLUMN deposit_policy TEXT NOT NULL DEFAULT ''`,
      'ALTER TABLE bookings ADD COLUMN refund_until INTEGER',
      'ALTER TABLE bookings ADD COLUMN checkout_session TEXT',
      'ALTER TABLE bookings ADD COLUMN payment_intent TEXT',
      'CREATE UNIQUE INDEX bookings_checkout_session ON bookings (checkout_session) WHERE checkout_session IS NOT NULL',
      `CREATE INDEX bookings_refunds_due ON bookings (deposit_state) WHERE deposit_state = 'refund-due'`,
      `CREATE TABLE payment_events (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        received_at TEXT NOT NULL
      )`,
    ],
  },
  {
    version: 11,
    // Reviews after the visit: a customer is asked for a review once, whatever their bookings, so the ask is
    // kept by their email address (trimmed, lower case), with the booking whose Mark done asked it and when.
    // The email and the text themselves are jobs of email_jobs (kinds review, text-review), written in the
    // same transaction as the row here, so two servers or a restart never ask twice.
    name: 'reviews asked for, once per customer',
    statements: [
      `CREATE TABLE review_requests (
        email TEXT PRIMARY KEY,
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        asked_at TEXT NOT NULL
      )`,
      'CREATE INDEX review_requests_booking ON review_requests (booking_id)',
    ],
  },
  {
    version: 12,
    // The answers to a service's questions before the visit (`intake` in site.config.yaml), one row per
    // question and person: `guest_id` 0 is the customer who booked, a party's guests have their own ids. The
    // question is kept as it was asked, since the owner may reword it later; `alert` 1 marks an answer the
    // owner asked to be told of (e.g. pregnant: yes before whitening). Removed with their booking.
    name: 'answers to the questions before the visit',
    statements: [
      `CREATE TABLE intake_answers (
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        guest_id INTEGER NOT NULL DEFAULT 0,
        question_id TEXT NOT NULL,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,
        alert INTEGER NOT NULL DEFAULT 0 CHECK (alert IN (0, 1)),
        answered_at TEXT NOT NULL,
        PRIMARY KEY (booking_id, guest_id, question_id)
      )`,
    ],
  },
  {
    version: 13,
    // A party booked online gets a page the host shares with the guests (src/server/parties/): `parties` keeps
    // its link's id (signed with the appointments' key), how many guests its package took when booked (the
    // most and the fewest) and how many days before the party the fewest must have signed up, and when the host
    // and the owner were told whether they had (once, across restarts and servers). Each guest is a row of
    // `party_guests` with what they chose (names and prices per guest, as they were when they signed up); one
    // guest of a party may be its guest of honor. A guest's id is never given again (AUTOINCREMENT), so what is
    // keyed on it (their answers' alert email) never mistakes a new guest for one taken off the list; the key
    // of a repeated sign-up is one per party.
    name: "parties: the host's page and the guests who signed up",
    statements: [
      `CREATE TABLE parties (
        booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
        link_id TEXT NOT NULL UNIQUE,
        max_guests INTEGER NOT NULL,
        minimum_guests INTEGER,
        days_before INTEGER,
        deadline_told_at TEXT,
        created_at TEXT NOT NULL
      )`,
      'CREATE INDEX parties_deadline_due ON parties (booking_id) WHERE days_before IS NOT NULL AND deadline_told_at IS NULL',
      `CREATE TABLE party_guests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        booking_id INTEGER NOT NULL REFERENCES bookings(id),
        name TEXT NOT NULL,
        email TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '',
        choices TEXT NOT NULL DEFAULT '[]',
        guest_of_honor INTEGER NOT NULL DEFAULT 0,
        signed_at TEXT NOT NULL,
        repeat_key TEXT,
        UNIQUE (booking_id, repeat_key)
      )`,
      'CREATE INDEX party_guests_booking ON party_guests (booking_id, id)',
      'CREATE UNIQUE INDEX party_guests_honor ON party_guests (booking_id) WHERE guest_of_honor = 1',
    ],
  },
  {
    version: 14,
    // The travel fee as the customer was told it when booking (cents, and the line that said it), so a fee
    // changed in the content later does not change what a booking made before says in the emails and the inbox.
    name: 'the travel fee as it was when booked',
    statements: ['ALTER TABLE bookings ADD COLUMN travel_cents INTEGER', 'ALTER TABLE bookings ADD COLUMN travel_line TEXT'],
  },
];

async function applied(db: Client): Promise<Set<number>> {
  const rows = (await db.execute('SELECT version FROM schema_migrations')).rows;
  return new Set(rows.map((r) => Number(r.version)));
}

/** Brings the database up to the last migration; returns the versions it applied. */
export async function migrate(db: Client, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.execute(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = await applied(db);
  const ran: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    try {
      const statements = typeof migration.statements === 'function' ? await migration.statements(db) : migration.statements;
      await db.batch(
        [...statements, { sql: 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', args: [migration.version, migration.name, new Date().toISOString()] }],
        'write',
      );
      ran.push(migration.version);
    } catch (error) {
      // Another process opening the same database at the same moment may have applied it first.
      if ((await applied(db)).has(migration.version)) continue;
      throw new Error(`migration ${migration.version} (${migration.name}) failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return ran;
}
