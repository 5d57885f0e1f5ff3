// `npm run bookings`: the owner reads the bookings in the terminal, exports them as CSV, and marks the
// ones taken care of. It reads the same database as the server (DATABASE_URL, default data/bookings.db).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Papa from 'papaparse';
import { formatDay, formatSortable, formatTime } from './format.ts';
import { normalizeReference } from './reference.ts';
import { databaseMissing, databaseUrl, describeDatabase, openBookingStore, type BookingStore, type StoredBooking } from './store.ts';

const DEFAULT_LIMIT = 20;

export const USAGE = `Usage:
  npm run bookings                    the ${DEFAULT_LIMIT} most recent bookings, newest first
  npm run bookings -- --all           every booking
  npm run bookings -- --limit 50      the 50 most recent
  npm run bookings -- --csv           every booking into bookings.csv, for a spreadsheet
  npm run bookings -- --csv --out FILE  into FILE instead ("--out -" prints it)
  npm run bookings -- --done K7QM-3XPA  marks that booking as handled

It reads the database the server writes: DATABASE_URL (and DATABASE_AUTH_TOKEN), default data/bookings.db.`;

export interface CommandIo {
  env: { DATABASE_URL?: string; DATABASE_AUTH_TOKEN?: string };
  root: string;
  /** The working directory: `--out` files are written here. */
  cwd?: string;
  out: (text: string) => void;
  err: (text: string) => void;
  now?: () => number;
}

function emailLine(b: StoredBooking): string {
  const mail = b.mail;
  if (mail.state === 'sent') return `Email: sent ${formatTime(mail.sentAt)}`;
  if (mail.state === 'none') return 'Email: none (SMTP_URL was not set when it came in)';
  if (mail.attempts === 0) return 'Email: waiting to be sent';
  return `Email: not sent yet, ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'} failed (${mail.lastError ?? 'no reason given'}); next try ${formatTime(mail.nextAttemptAt)}`;
}

function describe(b: StoredBooking): string {
  const state = b.handledAt ? `handled ${formatTime(b.handledAt)}` : 'open';
  const lines = [
    `${b.reference}  ${state}`,
    `  Received ${formatTime(b.receivedAt)}`,
    `  ${b.name} <${b.email}>`,
    `  ${b.service}${b.date ? `, preferred date ${formatDay(b.date)}` : ', no preferred date'}`,
  ];
  if (b.message) lines.push(`  Message: ${b.message.replace(/\r?\n/g, '\n           ')}`);
  lines.push(`  ${emailLine(b)}`);
  return lines.join('\n');
}

export function toCsv(bookings: StoredBooking[]): string {
  const fields = ['reference', 'received', 'name', 'email', 'service', 'preferred date', 'message', 'status', 'handled', 'email'];
  const rows = bookings.map((b) => [
    b.reference,
    formatSortable(b.receivedAt),
    b.name,
    b.email,
    b.service,
    b.date,
    b.message,
    b.handledAt ? 'handled' : 'open',
    b.handledAt ? formatSortable(b.handledAt) : '',
    b.mail.state === 'sent' ? 'sent' : b.mail.state === 'pending' ? 'not sent yet' : 'none',
  ]);
  // escapeFormulae: a cell a visitor starts with "=" or "+" stays text in a spreadsheet.
  return Papa.unparse({ fields, data: rows }, { escapeFormulae: true });
}

async function markDone(store: BookingStore, input: string, io: CommandIo): Promise<number> {
  const reference = normalizeReference(input);
  if (!reference) {
    io.err(`"${input}" is not a booking reference. References look like K7QM-3XPA; \`npm run bookings\` lists them.`);
    return 1;
  }
  const before = await store.find(reference);
  if (!before) {
    io.err(`No booking has the reference ${reference}. \`npm run bookings\` lists the recent ones.`);
    return 1;
  }
  if (before.handledAt) {
    io.out(`${reference} (${before.name}, ${before.service}) was already marked as handled on ${formatTime(before.handledAt)}.`);
    return 0;
  }
  await store.markHandled(reference, (io.now ?? Date.now)());
  io.out(`${reference} (${before.name}, ${before.service}) is marked as handled.`);
  return 0;
}

async function list(store: BookingStore, limit: number | undefined, io: CommandIo): Promise<number> {
  const [bookings, total] = await Promise.all([store.list(limit), store.count()]);
  if (bookings.length === 0) {
    io.out(`No bookings yet (${store.location}).`);
    return 0;
  }
  const open = bookings.filter((b) => !b.handledAt);
  const shown = bookings.length === total ? `all ${total}` : `the ${bookings.length} most recent of ${total}`;
  io.out(`Bookings in ${store.location}, newest first (${shown}; times are Central time):\n`);
  io.out(bookings.map(describe).join('\n\n'));
  io.out('');
  if (open[0]) io.out(`Mark one as handled: npm run bookings -- --done ${open[0].reference}`);
  if (bookings.length < total) io.out('See them all:        npm run bookings -- --all');
  io.out('Export as CSV:       npm run bookings -- --csv');
  return 0;
}

async function exportCsv(store: BookingStore, out: string, io: CommandIo): Promise<number> {
  const all = (await store.list()).reverse(); // oldest first, as a sheet grows
  if (all.length === 0) {
    io.out(`No bookings yet (${store.location}); nothing was written.`);
    return 0;
  }
  const csv = `${toCsv(all)}\r\n`;
  if (out === '-') {
    io.out(csv);
    return 0;
  }
  const file = resolve(io.cwd ?? process.cwd(), out);
  writeFileSync(file, csv);
  io.out(`${all.length} ${all.length === 1 ? 'booking' : 'bookings'} written to ${out}.`);
  return 0;
}

/** Runs the command; the exit code is returned, never thrown. */
export async function runBookingsCommand(args: string[], io: CommandIo): Promise<number> {
  let options: { csv?: boolean; out?: string; all?: boolean; limit?: string; done?: string; help?: boolean };
  try {
    options = parseArgs({
      args,
      options: { csv: { type: 'boolean' }, out: { type: 'string' }, all: { type: 'boolean' }, limit: { type: 'string' }, done: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 1;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }
  if (options.out !== undefined && !options.csv) {
    io.err('--out goes with --csv: npm run bookings -- --csv --out bookings.csv');
    return 1;
  }
  const limit = options.all || options.csv ? undefined : options.limit === undefined ? DEFAULT_LIMIT : Number(options.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    io.err(`--limit takes a whole number above 0; got "${options.limit}".`);
    return 1;
  }

  const url = databaseUrl(io.env.DATABASE_URL, io.root);
  if (databaseMissing(url)) {
    const where = describeDatabase(url);
    if (options.done !== undefined) {
      io.err(`No booking has the reference ${options.done}: there is no database at ${where} yet.`);
      return 1;
    }
    io.out(`No bookings yet: there is no database at ${where}. The server creates it when it starts (npm start).`);
    return 0;
  }

  let store: BookingStore;
  try {
    store = await openBookingStore({ url, authToken: io.env.DATABASE_AUTH_TOKEN, root: io.root });
  } catch (error) {
    io.err(`The bookings database (${describeDatabase(url)}) could not be opened: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    if (options.done !== undefined) return await markDone(store, options.done, io);
    if (options.csv) return await exportCsv(store, options.out ?? 'bookings.csv', io);
    return await list(store, limit, io);
  } catch (error) {
    io.err(`The bookings could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    store.close();
  }
}
