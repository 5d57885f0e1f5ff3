// `npm run bookings` as the owner uses it: the list, the CSV export, marking one handled, and what it says
// when there is nothing to show or the reference is wrong.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScript } from '../../../tests/support/run-script.ts';
import { runBookingsCommand, visible } from './cli.ts';
import { openBookingStore } from './store.ts';

const none = { phone: '', place: '', guests: '', package: '' };

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glow-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBookingsCommand(args, { env: {}, root: dir, cwd: dir, out: (t) => out.push(t), err: (t) => err.push(t), now: () => Date.UTC(2026, 2, 3, 16) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function seed() {
  const store = await openBookingStore({ url: '', root: dir });
  const ava = await store.add(
    { name: 'Ava Brooks', email: 'ava@example.com', service: 'Birthday', date: '2026-04-18', message: 'Two gems.\nOne for my sister.', phone: '903-555-0123', place: 'Commerce', guests: '8', package: 'Sparkle', timeOfDay: 'evening' },
    { email: true, now: Date.UTC(2026, 2, 2, 15, 10) },
  );
  const mia = await store.add({ name: '=HYPERLINK("x")', email: 'mia@example.com', service: 'Teeth Whitening', date: '', message: '', ...none }, { email: false, now: Date.UTC(2026, 2, 2, 18) });
  store.close();
  return { ava: ava.reference, mia: mia.reference };
}

describe('npm run bookings', () => {
  it('says there are no bookings yet when the server never stored one, without creating the database', async () => {
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toBe(`No bookings yet: there is no database at ${join(dir, 'data/bookings.db')}. The server creates it when it starts (npm start).`);
    expect((await run('--csv')).out).toContain('No bookings yet');
    const empty = await openBookingStore({ url: '', root: dir });
    empty.close();
    expect((await run()).out).toBe(`No bookings yet (${join(dir, 'data/bookings.db')}).`);
  });

  it('lists the newest first with everything the visitor sent, in Central time, and how to mark one handled', async () => {
    const { ava, mia } = await seed();
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toBe(
      [
        `Bookings in ${join(dir, 'data/bookings.db')}, newest first (all 2; times are Central time):`,
        '',
        `${mia}  open`,
        '  Received Monday, March 2, 2026 at 12:00 PM',
        '  =HYPERLINK("x") <mia@example.com>',
        '  Teeth Whitening, no preferred date',
        '  Email: none (SMTP_URL was not set when it came in)',
        '',
        `${ava}  open`,
        '  Received Monday, March 2, 2026 at 9:10 AM',
        '  Ava Brooks <ava@example.com>, phone 903-555-0123',
        '  Birthday (package Sparkle, 8 guests), preferred date Saturday, April 18, 2026, evening',
        '  Place: Commerce',
        '  Message: Two gems.',
        '           One for my sister.',
        '  Email to you: waiting to be sent',
        '  Confirmation to the customer: waiting to be sent',
        '',
        `Mark one as handled: npm run bookings -- --done ${mia}`,
        'Export as CSV:       npm run bookings -- --csv',
      ].join('\n'),
    );
    const recent = await run('--limit', '1');
    expect(recent.out).toContain('(the 1 most recent of 2; times are Central time)');
    expect(recent.out).not.toContain(ava);
    expect(recent.out).toContain('See them all:        npm run bookings -- --all');
  });

  it('marks one handled, however its reference is typed, and says so when it already was', async () => {
    const { ava } = await seed();
    const done = await run('--done', ava.toLowerCase().replace('-', ''));
    expect(done).toEqual({ code: 0, out: `${ava} (Ava Brooks, Birthday) is marked as handled.`, err: '' });
    expect((await run()).out).toContain(`${ava}  handled Tuesday, March 3, 2026 at 10:00 AM`);
    expect((await run('--done', ava)).out).toBe(`${ava} (Ava Brooks, Birthday) was already marked as handled on Tuesday, March 3, 2026 at 10:00 AM.`);
  });

  it('says clearly when a reference is unknown or not a reference', async () => {
    await seed();
    expect(await run('--done', 'ZZZZ-ZZZZ')).toEqual({ code: 1, out: '', err: 'No booking has the reference ZZZZ-ZZZZ. `npm run bookings` lists the recent ones.' });
    expect(await run('--done', 'order 12')).toEqual({ code: 1, out: '', err: '"order 12" is not a booking reference. References look like K7QM-3XPA; `npm run bookings` lists them.' });
  });

  it('exports every booking, oldest first, to bookings.csv that a spreadsheet reads as text', async () => {
    const { ava, mia } = await seed();
    const { code, out } = await run('--csv');
    expect(code).toBe(0);
    expect(out).toBe('2 bookings written to bookings.csv.');
    const rows = Papa.parse<string[]>(readFileSync(join(dir, 'bookings.csv'), 'utf8').trim()).data;
    expect(rows).toEqual([
      ['reference', 'received', 'name', 'email', 'phone', 'service', 'package', 'guests', 'place', 'preferred date', 'time of day', 'message', 'status', 'handled', 'email to you', 'confirmation', 'price', 'deposit', 'deposit status'],
      [ava, '2026-03-02 09:10', 'Ava Brooks', 'ava@example.com', '903-555-0123', 'Birthday', 'Sparkle', '8', 'Commerce', '2026-04-18', 'evening', 'Two gems.\nOne for my sister.', 'open', '', 'not sent yet', 'not sent yet', '', '', ''],
      // A formula typed by a visitor stays text.
      [mia, '2026-03-02 12:00', `'=HYPERLINK("x")`, 'mia@example.com', '', 'Teeth Whitening', '', '', '', '', '', '', 'open', '', 'none', 'none', '', '', ''],
    ]);
    expect((await run('--csv', '--out', '-')).out).toContain(`${ava},2026-03-02 09:10,Ava Brooks`);
  });

  it('keeps a formula as text in the CSV even when a line break follows it', async () => {
    const store = await openBookingStore({ url: '', root: dir });
    await store.add({ name: '-1+1', email: 'eve@example.com', service: 'Tooth Gems', date: '', message: '=HYPERLINK("http://x.example","a")\r\nsecond line', ...none }, { email: false, now: 0 });
    store.close();
    const rows = Papa.parse<string[]>((await run('--csv', '--out', '-')).out.trim()).data;
    expect(rows[1]?.[2]).toBe("'-1+1");
    expect(rows[1]?.[11]).toBe(`'=HYPERLINK("http://x.example","a")\nsecond line`);
  });

  it('never prints control characters raw: a booking cannot clear, recolour or retitle the terminal', async () => {
    // Stored before the API refused them (or written into the database by other means).
    const store = await openBookingStore({ url: '', root: dir });
    const attack = '\u001b[2J\u001b]0;pwned\u0007';
    await store.add({ name: `Eve\u009b31m ${attack}`, email: 'eve@example.com', service: 'Tooth Gems', date: '', message: `Hi\u0000 there ${attack}\u202e\nbye\r\n\u007f`, ...none }, { email: false, now: 0 });
    store.close();
    for (const out of [(await run()).out, (await run('--csv', '--out', '-')).out]) {
      // Line breaks only (the CSV's records end in CRLF).
      expect(out).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202e]|\r(?!\n)/);
      expect(out).toContain('Eve<U+009B>31m ␛[2J␛]0;pwned␇');
      expect(out).toContain('Hi␀ there'); // the NUL no longer cuts the message
    }
    expect((await run()).out).toContain('Message: Hi␀ there ␛[2J␛]0;pwned␇<U+202E>\n           bye\n           ␡');
    expect(visible('tab\tstays\u0085')).toBe('tab␉stays<U+0085>');
  });

  it('explains wrong options with the usage', async () => {
    const unknown = await run('--delete', 'x');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^Unknown option '--delete'/);
    expect(unknown.err).toContain('npm run bookings -- --done K7QM-3XPA');
    expect((await run('--limit', 'ten')).err).toBe('--limit takes a whole number above 0; got "ten".');
    expect((await run('--out', 'x.csv')).err).toBe('--out goes with --csv: npm run bookings -- --csv --out bookings.csv');
  });

  it('runs as `npm run bookings` reads it: the script prints the list and exits 0', async () => {
    const { ava } = await seed();
    // The database in the project's data/, as the server keeps it.
    const result = await runScript('bookings.ts', [], { cwd: dir, env: { DATABASE_URL: '' } });
    expect(result.stdout, result.stderr).toContain(`${ava}  open`);
    expect(result.code).toBe(0);
  });
});
