// What the customer and the owner read when the customer asks for another time (or only writes) and when a
// held time runs out: the appointment as it stands, whether the current time stands, and a fresh link.
import { describe, expect, it } from 'vitest';
import { appointmentEmailSchema } from '../../schema/appointment-email-schema.ts';
import { bookingEmailSchema } from '../../schema/booking-email-schema.ts';
import type { MailContext } from '../bookings/emails.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { appointmentEmail } from './emails.ts';
import { scheduleOf } from './schedule.ts';
import { loadBookingFixture } from '../../../tests/support/booking-fixture.ts';

const ctx: MailContext = {
  to: 'hello@shinevan.example',
  businessName: 'Shine Van',
  phone: '(903) 555-0177',
  confirmation: bookingEmailSchema.parse({}),
  appointments: { siteUrl: 'https://www.shinevan.example', words: appointmentEmailSchema.parse({}), linkUrl: (id) => `https://www.shinevan.example/appointment/${id}` },
};
const booking = {
  id: 1,
  reference: 'K7QM-3XPA',
  name: 'Ava Brooks',
  email: 'ava@example.com',
  service: 'Teeth Whitening',
  package: '',
  guests: '',
  place: '400 Lee St, Greenville',
  appointment: { start: '2026-12-10T20:00:00.000Z', end: '2026-12-10T21:00:00.000Z', status: 'held', sequence: 2, movedBy: 'customer' },
} as unknown as StoredBooking;
const data = { sequence: 2, start: '2026-12-10T20:00:00.000Z', end: '2026-12-10T21:00:00.000Z', location: '400 Lee St, Greenville', link: 'fresh-link', expires: 1 };

describe('the emails of a customer’s ask and of a hold that ran out', () => {
  it('a time asked for: the appointment stands until we answer, with a fresh link', () => {
    const mail = appointmentEmail({ booking, kind: 'asked', data: { ...data, what: 'asked', asked: '2026-12-11T16:00:00.000Z' } }, ctx)!;
    expect(mail.subject).toBe('We have your request for Friday, December 11, 2026 at 10:00 AM');
    expect(mail.text).toContain('you asked for Friday, December 11, 2026 at 10:00 AM instead of Thursday, December 10, 2026 at 2:00 PM');
    expect(mail.text).toContain('Your appointment on Thursday, December 10, 2026 at 2:00 PM stands until we answer');
    expect(mail.text).toContain('https://www.shinevan.example/appointment/fresh-link');
    expect(mail.calendar).toBeUndefined();
  });

  it('a message alone: the appointment stands as it is, a copy of the message and a fresh link', () => {
    const mail = appointmentEmail({ booking, kind: 'asked', data: { ...data, what: 'message', message: 'Can we start later?' } }, ctx)!;
    expect(mail.text).toContain('stands as it is until we answer');
    expect(mail.text).toContain('Can we start later?');
    expect(mail.text).toContain('https://www.shinevan.example/appointment/fresh-link');
  });

  it("the owner reads what the customer asked for, and that the appointment stands until they answer", () => {
    const owner = appointmentEmail({ booking, kind: 'owner-change', data: { ...data, what: 'asked', asked: '2026-12-11T16:00:00.000Z' } }, ctx)!;
    expect(owner.subject).toBe('Ava Brooks asked for Friday, December 11, 2026 at 10:00 AM instead: K7QM-3XPA');
    expect(owner.text).toContain('The appointment stands on Thursday, December 10, 2026 at 2:00 PM until you answer');
  });

  it('a hold that ran out: the customer is told the time is no longer held, the owner that it is free again', () => {
    expect(appointmentEmail({ booking, kind: 'expired', data }, ctx)!.text).toContain('no longer held for you');
    const owner = appointmentEmail({ booking, kind: 'owner-change', data: { ...data, what: 'expired' } }, ctx)!;
    expect(owner.to).toBe('owner');
    expect(owner.text).toContain('free again for others');
  });
});

describe('the travel fee in the emails about an appointment', () => {
  it("says the fixture's fee to Emory when the time is confirmed and in the reminder, and none for Greenville or a cancellation", async () => {
    const { site, offered, places } = await loadBookingFixture();
    const withFee: MailContext = { ...ctx, appointments: { ...ctx.appointments!, schedule: scheduleOf(site, offered, places)! } };
    const emory = { ...booking, place: '200 Main St, Emory, TX', appointment: { ...booking.appointment!, status: 'confirmed' } } as StoredBooking;
    expect(appointmentEmail({ booking: emory, kind: 'confirmed', data }, withFee)!.text).toMatch(/Travel fee:\s+\$19/);
    expect(appointmentEmail({ booking: emory, kind: 'reminder', data }, withFee)!.text).toMatch(/Travel fee:\s+\$19/);
    expect(appointmentEmail({ booking: emory, kind: 'cancelled', data }, withFee)!.text).not.toContain('Travel fee');
    expect(appointmentEmail({ booking: { ...emory, place: 'Greenville' } as StoredBooking, kind: 'confirmed', data }, withFee)!.text).not.toContain('Travel fee');
  });
});
