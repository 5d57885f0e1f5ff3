// The reminder to answer the questions before the visit goes only to a customer who has not answered: queued
// with the confirmation two days before the appointment (none when that has passed: the confirmation and the
// reminder the day before ask instead), dropped when the answers are saved, and not sent for a time that
// changed. The confirmation and the day-before reminder ask for the answers only while they are missing.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_HOUR } from '../../schema/availability.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { appointmentBook } from '../appointments/book.ts';
import { appointmentEmail } from '../appointments/emails.ts';
import { dayWindow, instantOf } from '../appointments/free-times.ts';
import { appointmentLinks } from '../appointments/links.ts';
import { mailContext } from '../bookings/index.ts';
import type { MailContext } from '../bookings/emails.ts';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';
import { loadBookingFixture } from '../../../tests/support/booking-fixture.ts';
import { saveIntakeStatements } from './answers.ts';
import { intakeSourceOfMail, questionsOfBooking } from './questions.ts';
import { intakeReminderAt } from './reminders.ts';

let site: SiteConfig;
const stores: BookingStore[] = [];
beforeAll(async () => {
  ({ site } = await loadBookingFixture());
});
afterEach(() => stores.splice(0).forEach((s) => s.close()));

const NOW = Date.parse('2027-03-01T15:00:00Z');
const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ASK = 'Before your visit, please answer a few short questions about Teeth Whitening';

async function setup() {
  const store = await openBookingStore({ url: ':memory:' });
  stores.push(store);
  const links = appointmentLinks(store.client, SECRET);
  const ctx: MailContext = { ...mailContext(site), appointments: { ...mailContext(site).appointments!, linkUrl: (id) => `https://www.shinevan.example/appointment/${id}` } };
  const book = appointmentBook({ db: store.client, links, email: () => true, availability: () => site.availability, intake: (b) => questionsOfBooking(intakeSourceOfMail(ctx), b).length > 0 });
  /** A held booking of `service` on `day` at 11 AM, confirmed at NOW. */
  const confirmed = async (day: string, service = 'Teeth Whitening', before?: (id: number) => Promise<void>) => {
    const start = instantOf(day, 11 * 60);
    const added = await store.addWithTime(
      { name: 'Ava Brooks', email: 'ava@example.com', service, date: day, message: '', phone: '', place: 'Greenville', guests: '', package: '' },
      { email: false, now: NOW },
      { time: { start, end: start + 3_600_000 }, status: 'held', window: dayWindow(day), fits: () => true },
    );
    const reference = (added as { reference: string }).reference;
    await before?.((await store.find(reference))!.id);
    expect((await book.confirm((await store.find(reference))!, NOW)).ok).toBe(true);
    return (await store.find(reference))!;
  };
  const jobs = async (bookingId: number) =>
    (await store.client.execute({ sql: 'SELECT key, kind, data, state, next_attempt_at FROM email_jobs WHERE booking_id = ? ORDER BY rowid', args: [bookingId] })).rows.map((r) => ({
      key: String(r.key),
      kind: String(r.kind),
      data: JSON.parse(String(r.data)) as Record<string, unknown>,
      state: String(r.state),
      due: Number(r.next_attempt_at),
    }));
  const answer = (bookingId: number) =>
    store.client.batch(saveIntakeStatements(bookingId, 0, [{ questionId: 'pregnant', question: 'Are you pregnant or nursing?', answer: 'No', alert: false }], NOW + 1000), 'write');
  return { store, book, ctx, confirmed, jobs, answer };
}

describe('the reminder to answer the questions before the visit', () => {
  it('is queued two days before for an unanswered whitening, sent while unanswered, dropped once answered', async () => {
    const { ctx, confirmed, jobs, answer, store } = await setup();
    const b = await confirmed('2027-03-10');
    const reminder = (await jobs(b.id)).find((j) => j.kind === 'intake-reminder');
    expect(reminder).toMatchObject({ state: 'pending', due: intakeReminderAt(b.appointment!.start, site.availability?.reminderHour) });
    expect(reminder!.due).toBe(instantOf('2027-03-08', (site.availability?.reminderHour ?? DEFAULT_REMINDER_HOUR) * 60));
    const email = appointmentEmail({ booking: b, kind: 'intake-reminder', data: reminder!.data }, ctx);
    expect(email?.subject).toBe('Before your visit: a few questions about Teeth Whitening');
    expect(email?.text).toContain(ASK);
    expect(email?.text).toContain('https://www.shinevan.example/appointment/');
    // The confirmation and the day before ask too, while unanswered.
    const confirmation = (await jobs(b.id)).find((j) => j.kind === 'confirmed')!;
    expect(appointmentEmail({ booking: b, kind: 'confirmed', data: confirmation.data }, ctx)?.text).toContain(ASK);

    await answer(b.id);
    const after = await jobs(b.id);
    expect(after.find((j) => j.kind === 'intake-reminder')?.state).toBe('dropped');
    const dayBefore = after.find((j) => j.kind === 'reminder')!;
    expect(dayBefore.data.intakeAnswered).toBe(true);
    expect(appointmentEmail({ booking: (await store.find(b.reference))!, kind: 'reminder', data: dayBefore.data }, ctx)?.text).not.toContain(ASK);
  });

  it('is not queued when two days before has passed, for a service without questions, or when already answered', async () => {
    const { confirmed, jobs, answer, ctx } = await setup();
    const soon = await confirmed('2027-03-02');
    expect((await jobs(soon.id)).map((j) => j.kind)).toEqual(['confirmed', 'reminder']);
    const gems = await confirmed('2027-03-10', 'Tooth Gems');
    expect((await jobs(gems.id)).map((j) => j.kind)).toEqual(['confirmed', 'reminder']);
    // Answered before the confirmation (through the link of a time proposed, say).
    const early = await confirmed('2027-03-12', 'Teeth Whitening', (id) => answer(id).then(() => undefined));
    const queued = await jobs(early.id);
    expect(queued.map((j) => j.kind)).toEqual(['confirmed', 'reminder']);
    expect(queued.every((j) => j.data.intakeAnswered === true)).toBe(true);
    expect(appointmentEmail({ booking: early, kind: 'confirmed', data: queued[0]!.data }, ctx)?.text).not.toContain(ASK);
  });

  it('is not sent for a time that changed since it was queued', async () => {
    const { ctx, book, confirmed, jobs, store } = await setup();
    const b = await confirmed('2027-03-10');
    const reminder = (await jobs(b.id)).find((j) => j.kind === 'intake-reminder')!;
    expect((await book.cancel(b, NOW + 1000)).ok).toBe(true);
    expect(appointmentEmail({ booking: (await store.find(b.reference))!, kind: 'intake-reminder', data: reminder.data }, ctx)).toBeUndefined();
  });
});
