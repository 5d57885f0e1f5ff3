// The owner's notification leads to the booking in the inbox once the inbox is on, and to the command
// line tool while it is off.
import { describe, expect, it } from 'vitest';
import { customerEmail, ownerEmail, type MailContext } from './emails.ts';
import { scheduleOf } from '../appointments/schedule.ts';
import { loadBookingFixture } from '../../../tests/support/booking-fixture.ts';
import type { StoredBooking } from './store.ts';

const booking = {
  id: 1,
  reference: 'K7QM-3XPA',
  receivedAt: '2026-11-25T18:00:00.000Z',
  name: 'Ava Brooks',
  email: 'ava@example.com',
  service: 'Tooth Gems',
  date: '',
  message: '',
} as unknown as StoredBooking;

describe("the owner's notification", () => {
  it('links to the booking in the inbox when the inbox is on', () => {
    const { text } = ownerEmail(booking, { inboxUrl: 'https://glow.example/owner' });
    expect(text).toContain('https://glow.example/owner/bookings/K7QM-3XPA');
    expect(text).not.toContain('npm run bookings');
  });

  it('says what to do from a phone while the inbox is off, in the owner\'s words', () => {
    const { text } = ownerEmail(booking, {});
    expect(text).toContain('Reply to this email to answer');
    expect(text).toContain('Your bookings inbox is not turned on yet');
    expect(text).not.toMatch(/npm|--done|terminal/);
  });
});

describe('the travel fee in the emails', () => {
  it("says the fixture's fee to a town beyond the free miles in the customer's and the owner's email, and none within them", async () => {
    const { site, offered, places } = await loadBookingFixture();
    const ctx: MailContext = {
      to: 'owner@glow.example',
      businessName: site.business.name,
      phone: site.business.phone,
      confirmation: site.contactForm.confirmation,
      appointments: { siteUrl: site.siteUrl, words: site.contactForm.appointmentEmails, schedule: scheduleOf(site, offered, places)! },
    };
    const emory = { ...booking, place: '200 Main St, Emory, TX' } as StoredBooking;
    const customer = customerEmail(emory, ctx);
    expect(customer.text).toMatch(/Travel fee:\s+\$19/);
    expect(customer.html).toContain('$19');
    expect(ownerEmail(emory, ctx).text).toMatch(/Travel fee:\s+\$19/);
    const greenville = { ...booking, place: 'Greenville' } as StoredBooking;
    expect(customerEmail(greenville, ctx).text).not.toContain('Travel fee');
    expect(ownerEmail(greenville, ctx).text).not.toContain('Travel fee');
    // Without a travel fee in the content, no line.
    expect(customerEmail(emory, { ...ctx, appointments: { ...ctx.appointments!, schedule: scheduleOf({ ...site, travelFee: undefined }, offered, places)! } }).text).not.toContain('Travel fee');
  });
});
