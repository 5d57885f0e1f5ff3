// `npm run bookings`: the owner reads the bookings in the terminal, exports them as CSV, and marks the
// ones taken care of. It reads the same database as the server (DATABASE_URL, default data/bookings.db).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { csvRecords } from './csv.ts';
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { formatPreferred, formatSortable, formatTime } from './format.ts';
import { normalizeReference } from './reference.ts';
import { databaseMissing, databaseUrl, describeDatabase, emailKinds, openBookingStore, type BookingStore, type EmailKind, type EmailState, type StoredBooking } from './store.ts';

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

/**
 * Text as it is safe to print: control characters (C0, DEL, C1) are shown as symbols or code points, and
 * so are bidi overrides and other invisible format characters, so no booking can clear, recolour or retitle
 * the owner's terminal, nor hide or reorder what it shows. Line breaks are kept where `breaks` says so.
 */
export function visible(value: string, breaks = false): string {
  const text = breaks ? value.replace(/\r\n?/g, '\n') : value;
  return text.replace(/[\u0000-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/gu, (c) => {
    const code = c.codePointAt(0)!;
    if (breaks && c === '\n') return c;
    if (code < 0x20) return String.fromCodePoint(0x2400 + code); // ␀ ... ␟, e.g. ␛ for ESC
    if (code === 0x7f) return '\u2421'; // ␡
    return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
  });
}

const kindNames = { owner: 'Email to you', customer: 'Confirmation to the customer' } as const;

function emailLine(b: StoredBooking, kind: EmailKind): string {
  const mail = b.mail[kind];
  const name = kindNames[kind];
  if (mail.state === 'sent') return `${name}: sent ${formatTime(mail.sentAt)}`;
  if (mail.state === 'none') return `${name}: none (${kind === 'owner' ? 'SMTP_URL was not set when it came in' : 'not sent for this booking'})`;
  if (mail.attempts === 0) return `${name}: waiting to be sent`;
  return `${name}: not sent yet, ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'} failed (${visible(mail.lastError ?? 'no reason given')}); next try ${formatTime(mail.nextAttemptAt)}`;
}

function describe(b: StoredBooking): string {
  const state = b.handledAt ? `handled ${formatTime(b.handledAt)}` : 'open';
  const v = (value: string) => visible(value);
  const party = [b.package && `package ${v(b.package)}`, b.guests && `${b.guests} guests`].filter(Boolean).join(', ');
  const lines = [
    `${b.reference}  ${state}`,
    `  Received ${formatTime(b.receivedAt)}`,
    `  ${v(b.name)} <${v(b.email)}>${b.phone ? `, phone ${v(b.phone)}` : ''}`,
    `  ${v(b.service)}${party ? ` (${party})` : ''}${b.date ? `, preferred date ${formatPreferred(b.date, b.timeOfDay)}` : `, no preferred date${b.timeOfDay ? `, ${b.timeOfDay} preferred` : ''}`}`,
  ];
  if (b.place) lines.push(`  Place: ${v(b.place)}`);
  if (b.message) lines.push(`  Message: ${visible(b.message, true).replace(/\n/g, '\n           ')}`);
  // Bookings stored before email was set up have no jobs: one line says so.
  if (b.mail.owner.state === 'none' && b.mail.customer.state === 'none') lines.push(`  ${emailLine(b, 'owner').replace(kindNames.owner, 'Email')}`);
  else for (const kind of emailKinds) lines.push(`  ${emailLine(b, kind)}`);
  return lines.join('\n');
}

const mailCell = (mail: EmailState) => (mail.state === 'sent' ? 'sent' : mail.state === 'pending' ? 'not sent yet' : 'none');

function toCsv(bookings: StoredBooking[]): string {
  const fields = ['reference', 'received', 'name', 'email', 'phone', 'service', 'package', 'guests', 'place', 'preferred date', 'time of day', 'message', 'status', 'handled', 'email to you', 'confirmation', 'price', 'deposit', 'deposit status'];
  const dollars = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));
  const rows = bookings.map((b) => [
    b.reference,
    formatSortable(b.receivedAt),
    visible(b.name),
    visible(b.email),
    visible(b.phone),
    visible(b.service),
    visible(b.package),
    b.guests,
    visible(b.place),
    b.date,
    b.timeOfDay ?? '',
    visible(b.message, true),
    b.handledAt ? 'handled' : 'open',
    b.handledAt ? formatSortable(b.handledAt) : '',
    mailCell(b.mail.owner),
    mailCell(b.mail.customer),
    dollars(b.money?.priceCents),
    dollars(b.money?.depositCents),
    b.money?.deposit ? depositWords.stateOwner[b.money.deposit] : '',
  ]);
  // csvRecords: a cell a visitor starts with "=", "+", "-" or "@" stays text in a spreadsheet.
  return csvRecords([fields, ...rows]);
}

async function markDone(store: BookingStore, input: string, io: CommandIo): Promise<number> {
  const reference = normalizeReference(input);
  if (!reference) {
    io.err(`"${visible(input)}" is not a booking reference. References look like K7QM-3XPA; \`npm run bookings\` lists them.`);
    return 1;
  }
  const before = await store.find(reference);
  if (!before) {
    io.err(`No booking has the reference ${reference}. \`npm run bookings\` lists the recent ones.`);
    return 1;
  }
  if (before.handledAt) {
    io.out(`${reference} (${visible(before.name)}, ${visible(before.service)}) was already marked as handled on ${formatTime(before.handledAt)}.`);
    return 0;
  }
  await store.markHandled(reference, (io.now ?? Date.now)());
  io.out(`${reference} (${visible(before.name)}, ${visible(before.service)}) is marked as handled.`);
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
  const csv = toCsv(all);
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
      io.err(`No booking has the reference ${visible(options.done)}: there is no database at ${where} yet.`);
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
