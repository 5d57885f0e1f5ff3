// No time is held twice, whatever the order: two servers (two stores on one database file) run random
// interleavings of every change of a time (new bookings, Propose, the customer's ask and accept, Confirm,
// Cancel and its Undo, Decline, the owner's move to a time the customer asked for; a time held while its
// deposit is paid, its payment, even late, and its lapse), each decided on what it
// read before the others ran; afterwards no two appointments that hold a time overlap, counting the time
// between and the drive, as the free times do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySchema, weekdays } from '../../schema/availability.ts';
import { openBookingStore, type BookingStore, type StoredBooking } from '../bookings/store.ts';
import { appointmentBook, type AppointmentBook } from './book.ts';
import { dayWindow, fitsBetween, instantOf } from './free-times.ts';
import { appointmentLinks } from './links.ts';

const availability = availabilitySchema.parse({
  hours: Object.fromEntries(weekdays.map((d) => [d, '9AM-6PM'])),
  durations: [{ service: 'teethWhitening', minutes: 60 }],
  earliestDaysAhead: 0,
  latestDaysAhead: 730,
});
const NOW = Date.parse('2027-01-04T12:00:00Z');
const DAY = '2027-03-10';
/** Two towns about 15 road miles apart: a drive of some 25 minutes between them. */
const PLACES = [{ lat: 33.1385, lng: -96.1108 }, { lat: 33.2471, lng: -95.9 }];
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

interface Server {
  store: BookingStore;
  book: AppointmentBook;
}

type Op =
  | { kind: 'book'; server: number; slot: number; place: number; hours: number; deposit: boolean }
  | { kind: 'propose' | 'ask'; server: number; target: number; slot: number; place: number }
  | { kind: 'accept' | 'confirm' | 'cancel' | 'decline' | 'customerCancel' | 'moveToAsked' | 'undoCancel' | 'paid' | 'lapsed'; server: number; target: number };

const slot = fc.integer({ min: 0, max: 4 });
const server = fc.integer({ min: 0, max: 1 });
const target = fc.integer({ min: 0, max: 2 });
// Few slots and few bookings, so that the changes meet on the same times and the same bookings.
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('book' as const), server, slot, place: fc.integer({ min: 0, max: 1 }), hours: fc.integer({ min: 1, max: 2 }), deposit: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('propose' as const, 'ask' as const), server, target, slot, place: fc.integer({ min: 0, max: 1 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constantFrom('accept' as const, 'confirm' as const, 'cancel' as const, 'decline' as const, 'customerCancel' as const, 'moveToAsked' as const, 'undoCancel' as const, 'paid' as const, 'lapsed' as const), server, target }),
  },
);

/** A start on DAY: 9:00, 9:30, ... */
const startOf = (s: number) => instantOf(DAY, 9 * 60 + s * 30);

async function act(s: Server, o: Op, seen: StoredBooking | undefined, n: number): Promise<void> {
  const link = async (b: StoredBooking) => {
    const made = appointmentLinks(s.store.client, SECRET).create(b.id, NOW, NOW + 365 * 86_400_000);
    await s.store.client.execute(made.statement);
    return made.id;
  };
  if (o.kind === 'book') {
    const time = { start: startOf(o.slot), end: startOf(o.slot) + o.hours * 3_600_000, place: PLACES[o.place]! };
    const booking = { name: `Guest ${n}`, email: `g${n}@example.com`, service: 'Teeth Whitening', date: DAY, message: '', phone: '', place: 'Greenville', guests: '', package: '' };
    const request = { time, window: dayWindow(DAY), fits: (held: Parameters<typeof fitsBetween>[1]) => fitsBetween(time, held, availability) };
    if (o.deposit) await s.store.addWithTime(booking, { email: false, now: NOW, money: { depositCents: 2500 } }, { ...request, status: 'awaiting-deposit', hold: { until: NOW + 1_800_000 } });
    else await s.store.addWithTime(booking, { email: true, now: NOW }, { ...request, status: 'held' });
    return;
  }
  if (!seen) return;
  switch (o.kind) {
    case 'propose':
    case 'ask': {
      const length = seen.appointment ? Date.parse(seen.appointment.end) - Date.parse(seen.appointment.start) : 3_600_000;
      const time = { start: startOf(o.slot), end: startOf(o.slot) + length, place: PLACES[o.place]! };
      if (o.kind === 'propose') await s.book.propose(seen, time, '', NOW);
      else await s.book.customerAsk(seen, await link(seen), { time, message: '' }, NOW);
      return;
    }
    case 'accept':
      await s.book.customerAccept(seen, await link(seen), NOW);
      return;
    case 'customerCancel':
      await s.book.customerCancel(seen, await link(seen), NOW);
      return;
    case 'confirm':
      await s.book.confirm(seen, NOW);
      return;
    case 'cancel':
      await s.book.cancel(seen, NOW);
      return;
    case 'moveToAsked':
      await s.book.moveToAsked(seen, NOW);
      return;
    case 'undoCancel':
      await s.book.undoCancel(seen, NOW);
      return;
    case 'paid':
      await s.book.depositPaid(seen, { session: `cs_${seen.id}`, paymentIntent: `pi_${seen.id}` }, 'held', NOW);
      return;
    case 'lapsed':
      await s.book.depositLapsed(seen, NOW);
      return;
    case 'decline':
      await s.book.decline(seen, 'Sorry', NOW);
  }
}

const servers: Server[] = [];
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'no-double-hold-'));
  for (let i = 0; i < 2; i++) {
    const store = await openBookingStore({ url: join(dir, 'bookings.db') });
    servers.push({ store, book: appointmentBook({ db: store.client, links: appointmentLinks(store.client, SECRET), email: () => true, availability: () => availability }) });
  }
});
afterAll(() => {
  for (const s of servers) s.store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each run starts from an empty book (one database for all runs: opening one is the slow part). */
const emptied = () =>
  servers[0]!.store.client.batch(['email_jobs', 'appointment_links', 'appointment_changes', 'booking_status_log', 'booking_status', 'bookings'].map((table) => `DELETE FROM ${table}`), 'write');

describe('two servers on one database', () => {
  it('never hold one time twice, in any order of new bookings, moves, answers and cancellations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 3, maxLength: 5 }), { minLength: 2, maxLength: 4 }), async (rounds) => {
        await emptied();
        let n = 0;
        for (const round of rounds) {
          // Each change is decided on what its server read before any of the round ran: the races of a busy day.
          const all = await servers[0]!.store.list();
          const seen = round.map((o) => ('target' in o ? all[o.target % Math.max(1, all.length)] : undefined));
          // Half the rounds run at once, half one after another in the order drawn: either way on stale reads.
          if (round.length % 2 === 0) await Promise.all(round.map((o, i) => act(servers[o.server]!, o, seen[i], n++)));
          else for (const [i, o] of round.entries()) await act(servers[o.server]!, o, seen[i], n++);
        }
        const holding = (await servers[1]!.store.list()).filter((b) => b.appointment && b.appointment.status !== 'released');
        const times = holding.map((b) => ({ start: Date.parse(b.appointment!.start), end: Date.parse(b.appointment!.end), place: b.appointment!.place }));
        times.forEach((time, i) => expect(fitsBetween(time, times.filter((_, j) => j !== i), availability), `${holding[i]!.reference} keeps its distance`).toBe(true));
      }),
      { numRuns: 150 },
    );
  });
});
