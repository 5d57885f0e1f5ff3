// Texts sent once: with two servers on one database file, across a restart, for a time confirmed at once
// (no Confirm in the inbox), and for a booking that waited on its deposit (texts.test.ts: what they say).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, businessDate, instantOf } from '../appointments/free-times.ts';
import { openBookingStore, type StoredBooking } from '../bookings/store.ts';
import { AVA, eventually, OWNER, textDesks } from '../../../tests/support/text-desks.ts';

const d = textDesks();

describe('texts sent once', () => {
  it('texts a time confirmed at once (a service booked without the owner) when it is booked', async () => {
    const desk = await d.openDesk(d.keys());
    let start: string | undefined;
    for (let days = 3; !start && days < 14; days++) {
      const date = addCalendarDays(businessDate(Date.now()), days);
      const res = await desk.api.request(`/free-times?${new URLSearchParams({ service: 'Tooth Gems', date, town: 'Commerce' })}`);
      start = ((await res.json()) as { times?: { start: string }[] }).times?.[0]?.start;
    }
    const res = await desk.api.request('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: start!.slice(0, 10), message: '', phone: '903 555 0123', place: 'Commerce', start, textOptIn: true }),
    });
    expect(await res.json()).toMatchObject({ status: 'confirmed', texted: true });
    await eventually(() => expect(d.twilio.texts).toHaveLength(1));
    expect(d.twilio.texts[0]).toMatchObject({ to: AVA });
    expect(d.twilio.texts[0]!.body).toMatch(/your Tooth Gems is confirmed for .* in Commerce\. To change or cancel: \S+\/appointment\//);
    // The link opens the customer's page of the appointment.
    const link = new URL(/https?:\/\/\S+$/.exec(d.twilio.texts[0]!.body)![0]);
    expect((await desk.appointments.routes.request(link.pathname)).status).toBe(200);
  });

  it('sends a text that failed before a restart once, after it', async () => {
    const file = join(d.tempDir(), 'restart.db');
    const first = await d.openDesk(d.keys(), file);
    d.twilio.failNext(1_000);
    const b = await d.confirmed(first, await d.held(first, true));
    await eventually(async () => expect(Number((await d.textJobsOf(first, b.id))[0]?.attempts)).toBeGreaterThan(0));
    await first.close();
    d.twilio.failNext(0);
    const second = await d.openDesk(d.keys(), file);
    await eventually(async () => expect((await d.textJobsOf(second, b.id))[0]?.state).toBe('sent'));
    expect(d.twilio.texts.map((t) => t.to)).toEqual([AVA]);
  });

  it("texts the owner (and the customer of a time confirmed at once) of a booking that takes a deposit once it is paid, not while it waits", async () => {
    const desk = await d.openDesk({ ...d.keys(), OWNER_TEXT_TO: OWNER });
    const start = instantOf(addCalendarDays(businessDate(Date.now()), 4), 11 * 60);
    const booking = { name: 'Ava Brooks', email: 'ava@example.com', service: d.offered()[0]!.label, date: '', message: '', phone: AVA, place: 'Greenville', guests: '', package: '', textOptIn: 'true' };
    const window = { from: start - 86_400_000, to: start + 86_400_000 };
    const added = await desk.store.addWithTime(booking, { now: Date.now(), email: false, money: { depositCents: 2500 } }, { time: { start, end: start + 3_600_000 }, status: 'awaiting-deposit', hold: { until: Date.now() + 1_200_000 }, window, fits: () => true });
    if (!('reference' in added)) throw new Error('not held');
    const b = (await desk.store.find(added.reference))!;
    expect(await d.textJobsOf(desk, b.id)).toEqual([]);
    // Paid for a service confirmed at once: the owner is told, and the customer who asked gets the confirmation.
    expect((await desk.appointments.book.depositPaid(b, { session: 'cs_test_1', paymentIntent: 'pi_1' }, 'confirmed', Date.now())).ok).toBe(true);
    desk.appointments.kick();
    await eventually(() => expect(d.twilio.texts.map((t) => t.to).sort()).toEqual([AVA, OWNER]));
    expect(d.twilio.texts.find((t) => t.to === OWNER)!.body).toContain(`New booking ${b.reference}`);
    expect(d.twilio.texts.find((t) => t.to === AVA)!.body).toMatch(/is confirmed for .* in Greenville\. To change or cancel: /);
  });

  it('sends each text once with two servers on one database file', async () => {
    const file = join(d.tempDir(), 'shared.db');
    const one = await d.openDesk(d.keys(), file);
    const bookings: StoredBooking[] = [];
    for (let i = 0; i < 6; i++) bookings.push(await d.held(one, true, 3 + i, `(903) 555-01${String(i).padStart(2, '0')}`));
    // The second server's outbox, on its own connection to the same file, runs while the first one sends.
    const store = await openBookingStore({ url: file });
    d.closeLater(() => store.close());
    d.outbox(one, store, { pollMs: 10 });
    for (const b of bookings) await d.confirmed(one, b);
    // Once every job is marked sent, no server can claim one again: what the stand-in holds is final.
    await eventually(async () => {
      const states = await Promise.all(bookings.map(async (b) => (await d.textJobsOf(one, b.id))[0]?.state));
      expect(states).toEqual(bookings.map(() => 'sent'));
    });
    expect(d.twilio.texts).toHaveLength(6);
    expect(new Set(d.twilio.texts.map((t) => t.to)).size).toBe(6);
  });
});
