// "Text me about this appointment" as the booking API takes it: `textOptIn: true` with a US number is stored
// with the number as E.164; with a number that is not a US one it is refused at the phone field, in words;
// without the box the phone is kept as typed. The form's own check (no libphonenumber) refuses the same shapes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { bookingFieldMessages, checkBooking } from '../../data/bookings/booking-schema.ts';
import { bookingEmailText, bookingSummary } from '../bookings/emails.ts';
import { createBookingsApi } from '../bookings/handler.ts';
import { bookingPage } from '../inbox/booking-page.tsx';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';

let store: BookingStore;
beforeEach(async () => {
  store = await openBookingStore({ url: ':memory:' });
});
afterEach(() => store.close());

const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '2030-06-14', message: '' };
const offered = [{ label: 'Tooth Gems' }];
const post = (body: unknown, texts = false) =>
  new Hono()
    .route('/api', createBookingsApi({ store, email: false, texts, log: () => {}, offered, today: () => '2030-03-10' }))
    .request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('texts asked for with a booking', () => {
  it('stores the opt-in with the number as E.164', async () => {
    const res = await post({ ...ava, phone: '(903) 555-0123', textOptIn: true });
    expect(res.status).toBe(201);
    const [stored] = await store.list();
    expect(stored).toMatchObject({ phone: '+19035550123', textOptIn: 'true' });
    // The owner reads it with the booking (its email, the inbox), and later whether the number replied STOP.
    expect(bookingSummary(stored!, 'owner')).toContainEqual([bookingEmailText.texts, bookingEmailText.textsAsked]);
    expect(bookingSummary({ ...stored!, textsStoppedAt: '2030-03-11T10:00:00Z' }, 'owner')).toContainEqual([bookingEmailText.texts, bookingEmailText.textsStopped]);
    const page = bookingPage({ base: '/owner', businessName: 'Glow' }, { ...stored!, status: 'new', statusAt: null, note: '', noteAt: null }, []);
    expect(page).toContain(`<dt>${bookingEmailText.texts}</dt><dd>${bookingEmailText.textsAsked}</dd>`);
  });

  it('answers texted only when the box was ticked and the server texts, so the thank-you promises no text that will not come', async () => {
    const answer = async (textOptIn: boolean, texts: boolean) => (await (await post({ ...ava, phone: '903 555 0123', textOptIn }, texts)).json()) as Record<string, unknown>;
    expect(await answer(true, true)).toMatchObject({ texted: true });
    expect(await answer(true, false)).not.toHaveProperty('texted');
    expect(await answer(false, true)).not.toHaveProperty('texted');
  });

  it('refuses a number that is not a US one, at the phone field, in words', async () => {
    for (const phone of ['+44 20 7946 0958', '416-555-0199', '']) {
      const res = await post({ ...ava, phone, textOptIn: true });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ phone: bookingFieldMessages.textPhone });
    }
    expect(bookingFieldMessages.textPhone).toMatch(/^Please give a US mobile number for texts/);
    expect(await store.count()).toBe(0);
  });

  it('keeps the phone as typed and asks for nothing without the box', async () => {
    await post({ ...ava, phone: '+44 20 7946 0958', textOptIn: false });
    const [stored] = await store.list();
    expect(stored?.phone).toBe('+44 20 7946 0958');
    expect(stored?.textOptIn).toBeUndefined();
    expect(bookingSummary(stored!, 'owner').map(([label]) => label)).not.toContain(bookingEmailText.texts);
  });

  it('is checked by the form too, by the shape of a US number', () => {
    const rules = { services: offered, today: '2030-03-10' };
    expect(checkBooking({ ...ava, phone: '903 555 0123', textOptIn: 'true' }, rules).ok).toBe(true);
    expect(checkBooking({ ...ava, phone: '+44 20 7946 0958', textOptIn: 'true' }, rules)).toEqual({ ok: false, fields: { phone: bookingFieldMessages.textPhone } });
    expect(checkBooking({ ...ava, textOptIn: 'yes please' }, rules)).toEqual({ ok: false, fields: { textOptIn: bookingFieldMessages.textOptIn } });
  });
});
