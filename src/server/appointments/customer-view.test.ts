// The customer's page as it reads in each state: the proposal said once, what an ask for another time leaves
// as it is (true for a held time as for a confirmed one), and Cancel's hint with its button.
import { describe, expect, it } from 'vitest';
import type { StoredBooking } from '../bookings/store.ts';
import { appointmentView, customerText as t } from './customer-view.tsx';

const business = { name: 'Shine Van', phone: '(903) 555-0177' };
const booking = (status: 'held' | 'confirmed', movedBy?: 'owner') =>
  // What the page reads of a booking.
  ({ reference: 'K7QM-3XPA', service: 'Teeth Whitening', package: '', place: '400 Lee St, Greenville', appointment: { start: '2026-12-10T20:00:00.000Z', end: '2026-12-10T21:00:00.000Z', status, sequence: 2, ...(movedBy && { movedBy }) } }) as unknown as StoredBooking;
const page = (b: StoredBooking) => appointmentView(business, { booking: b, action: '/appointment/x', form: 'f' });
const count = (text: string, part: string) => text.split(part).length - 1;

describe("the customer's page of an appointment", () => {
  it('says once that we proposed the time', () => {
    const html = page(booking('held', 'owner'));
    expect(count(html, 'We proposed this time')).toBe(1);
    expect(html).toContain(t.acceptHint);
    expect(html).toContain(t.stands.proposed);
  });

  it('promises only what stays: a held time stays held, a confirmed appointment stands', () => {
    const held = page(booking('held'));
    expect(held).toContain('Your time stays held for you until we answer.');
    expect(held).not.toContain('Your appointment stands as it is');
    expect(page(booking('confirmed'))).toContain('Your appointment stands as it is until we answer.');
  });

  it('says the message is optional once a time is chosen, and puts the hint of Cancel with its button', () => {
    const html = page(booking('confirmed'));
    expect(html).toContain('Message (optional if you chose a time)');
    const cancel = /<section aria-labelledby="cancel">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(cancel).toContain(`<h2 id="cancel">${t.cancelHeading.replace("'", '&#x27;')}</h2>`);
    expect(cancel).toMatch(new RegExp(`<p id="cancel-hint">${t.cancelHint}</p><button[^>]*aria-describedby="cancel-hint"[^>]*>${t.cancel}</button>`));
  });
});
