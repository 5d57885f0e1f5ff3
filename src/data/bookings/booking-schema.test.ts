// The booking schema the form and the server share: what passes, how it is cleaned, what each refusal says.
import { describe, expect, it } from 'vitest';
import { bookingFieldMessages as m, bookingLimits, checkBooking } from './booking-schema.ts';

const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '2030-06-14', message: 'Two gems.' };

describe('checkBooking', () => {
  it('passes a filled-in form, trimmed, and fills the optional fields in as empty', () => {
    expect(checkBooking({ ...ava, name: '  Ava Brooks ', message: ' Two gems. \n' })).toEqual({ ok: true, booking: ava });
    expect(checkBooking({ name: 'Ava', email: 'a.b+c@mail.example.co', service: 'Teeth Whitening' })).toEqual({
      ok: true,
      booking: { name: 'Ava', email: 'a.b+c@mail.example.co', service: 'Teeth Whitening', date: '', message: '' },
    });
  });

  it('gives one message per wrong field', () => {
    expect(checkBooking({ name: '   ', email: 'ava@example', service: '', date: '2030-02-30', message: 'x'.repeat(bookingLimits.message + 1) })).toEqual({
      ok: false,
      fields: { name: m.name, email: m.email, service: m.service, date: m.date, message: m.message },
    });
    expect(checkBooking({ ...ava, name: 'x'.repeat(bookingLimits.name + 1) })).toEqual({ ok: false, fields: { name: m.nameTooLong } });
    expect(checkBooking({ ...ava, name: 'Ava\r\nBcc: all@example.com' })).toEqual({ ok: false, fields: { name: m.name } });
    expect(checkBooking({ ...ava, date: '06/14/2030' })).toEqual({ ok: false, fields: { date: m.date } });
  });

  it('answers fields that are missing or not text with the field\'s own message', () => {
    expect(checkBooking({ name: 7, email: null, date: 5 })).toEqual({ ok: false, fields: { name: m.name, email: m.email, service: m.service, date: m.date } });
  });

  it('ignores fields it does not know', () => {
    expect(checkBooking({ ...ava, website: '', extra: 'x' })).toEqual({ ok: true, booking: ava });
  });
});
