// The server's booking check (booking-schema.ts; the form's gives the same verdicts, booking-fields.test.ts): what passes, how it is cleaned, what each refusal says.
import { describe, expect, it } from 'vitest';
import { bookingDateRange } from './booking-dates.ts';
import { bookingFieldMessages as m, bookingLimits, checkBooking, type Booking, type BookingRules } from './booking-schema.ts';

const rules: BookingRules = {
  today: '2030-03-10',
  services: [
    { label: 'Tooth Gems' },
    { label: 'Teeth Whitening' },
    { label: 'Birthday', packages: [{ title: 'Sparkle' }, { title: 'Deluxe' }] },
    { label: 'Bachelorette', packages: [{ title: 'Bride Tribe' }] },
  ],
};
const empty = { phone: '', package: '', guests: '', place: '', date: '', timeOfDay: '', message: '', textOptIn: '' };
const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '2030-06-14', message: 'Two gems.' };
const avaBooking: Booking = { ...empty, ...ava };
const check = (input: object) => checkBooking(input, rules);

describe('checkBooking', () => {
  it('passes a filled-in form, trimmed, and fills the optional fields in as empty', () => {
    expect(check({ ...ava, name: '  Ava Brooks ', message: ' Two gems. \n' })).toEqual({ ok: true, booking: avaBooking });
    expect(check({ name: 'Ava', email: 'a.b+c@mail.example.co', service: 'Teeth Whitening' })).toEqual({
      ok: true,
      booking: { ...empty, name: 'Ava', email: 'a.b+c@mail.example.co', service: 'Teeth Whitening' },
    });
  });

  it('passes the optional fields of a party booking', () => {
    const party = { ...ava, service: 'Birthday', package: 'Deluxe', guests: 12, phone: ' (903) 555-0123 ', place: 'Commerce' };
    expect(check(party)).toEqual({ ok: true, booking: { ...avaBooking, service: 'Birthday', package: 'Deluxe', guests: '12', phone: '(903) 555-0123', place: 'Commerce' } });
  });

  it('gives one message per wrong field', () => {
    expect(check({ name: '   ', email: 'ava@example', service: '', date: '2030-02-30', message: 'x'.repeat(bookingLimits.message + 1) })).toEqual({
      ok: false,
      fields: { name: m.name, email: m.email, service: m.service, date: m.date, message: m.message },
    });
    expect(check({ ...ava, name: 'x'.repeat(bookingLimits.name + 1) })).toEqual({ ok: false, fields: { name: m.nameTooLong } });
    expect(check({ ...ava, name: 'Ava\r\nBcc: all@example.com' })).toEqual({ ok: false, fields: { name: m.oneLine } });
    expect(check({ ...ava, date: '06/14/2030' })).toEqual({ ok: false, fields: { date: m.date } });
    expect(check({ ...ava, phone: 'call me', guests: '0', place: 'x'.repeat(bookingLimits.place + 1) })).toEqual({
      ok: false,
      fields: { phone: m.phone, guests: m.guests, place: m.place },
    });
    expect(check({ ...ava, phone: '12345', guests: '2.5' })).toEqual({ ok: false, fields: { phone: m.phone, guests: m.guests } });
  });

  it('refuses control characters other than line breaks and tabs, in every field', () => {
    const attack = '\u001b[2J\u001b]0;pwned\u0007';
    expect(check({ ...ava, message: `Hi ${attack}` })).toEqual({ ok: false, fields: { message: m.controls } });
    expect(check({ ...ava, message: 'a\u0000b' })).toEqual({ ok: false, fields: { message: m.controls } });
    expect(check({ ...ava, message: 'DEL\u007f' })).toEqual({ ok: false, fields: { message: m.controls } });
    expect(check({ ...ava, message: 'C1 \u009b31m' })).toEqual({ ok: false, fields: { message: m.controls } });
    expect(check({ ...ava, name: 'Ava \u009b2J' })).toEqual({ ok: false, fields: { name: m.oneLine } });
    expect(check({ ...ava, place: 'Commerce\u0085' })).toEqual({ ok: false, fields: { place: m.oneLine } });
    expect(check({ ...ava, message: 'Line one\r\n\tLine two' })).toMatchObject({ ok: true });
  });

  it('refuses a name made only of invisible characters', () => {
    for (const name of ['\u200b\u200b', '\u200e\u200f', '\u202e\u2066\u2069', '\ufeff \u00ad', '\u3164', '\u2800\u200d']) {
      expect(check({ ...ava, name }), JSON.stringify(name)).toEqual({ ok: false, fields: { name: m.nameInvisible } });
    }
    expect(check({ ...ava, name: '\u200bZoë\u200b' })).toMatchObject({ ok: true });
    expect(check({ ...ava, name: '李娜' })).toMatchObject({ ok: true });
  });

  it('takes only a service the site offers, and a package of the chosen party', () => {
    expect(check({ ...ava, service: 'Tattoos' })).toEqual({ ok: false, fields: { service: m.serviceUnknown } });
    expect(check({ ...ava, service: 'Birthday', package: 'Bride Tribe' })).toEqual({ ok: false, fields: { package: m.package } });
    expect(check({ ...ava, service: 'Tooth Gems', package: 'Deluxe' })).toEqual({ ok: false, fields: { package: m.package } });
    expect(check({ ...ava, service: 'Bachelorette', package: 'Bride Tribe' })).toMatchObject({ ok: true });
  });

  it('takes a preferred date from today in Texas to 18 months ahead', () => {
    const { min, max } = bookingDateRange(rules.today);
    expect([min, max]).toEqual(['2030-03-10', '2031-09-10']);
    expect(check({ ...ava, date: '2030-03-09' })).toEqual({ ok: false, fields: { date: m.dateInPast } });
    expect(check({ ...ava, date: '1999-01-01' })).toEqual({ ok: false, fields: { date: m.dateInPast } });
    expect(check({ ...ava, date: '2031-09-11' })).toEqual({ ok: false, fields: { date: m.dateTooFar } });
    expect(check({ ...ava, date: '9999-12-31' })).toEqual({ ok: false, fields: { date: m.dateTooFar } });
    expect(check({ ...ava, date: min })).toMatchObject({ ok: true });
    expect(check({ ...ava, date: max })).toMatchObject({ ok: true });
    // The 31st of a month 18 months before a shorter month ends on that month's last day.
    expect(bookingDateRange('2030-08-31').max).toBe('2032-02-29');
  });

  it('answers fields that are missing or not text with the field\'s own message', () => {
    expect(check({ name: 7, email: null, date: 5 })).toEqual({ ok: false, fields: { name: m.name, email: m.email, service: m.service, date: m.date } });
    expect(check({ ...ava, guests: [3] })).toEqual({ ok: false, fields: { guests: m.guests } });
  });

  it('ignores fields it does not know', () => {
    expect(check({ ...ava, website: '', extra: 'x' })).toEqual({ ok: true, booking: avaBooking });
  });
});

describe('the preferred time of day', () => {
  it('is one of the times of day, or empty for any time', () => {
    expect(check({ ...ava, timeOfDay: 'morning' })).toMatchObject({ ok: true, booking: { timeOfDay: 'morning' } });
    expect(check({ ...ava, timeOfDay: 'midnight' })).toEqual({ ok: false, fields: { timeOfDay: m.timeOfDay } });
  });
});
