// The form's check (plain rules, booking-fields.ts) and the server's (the zod schema, booking-schema.ts) give
// the same verdict, with the same message, for one table of inputs: every field, hostile values included.
import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { describe, expect, it } from 'vitest';
import { bookingDateRange } from './booking-dates.ts';
import { bookingFieldNames, bookingLimits, checkBookingInForm, type BookingRules } from './booking-fields.ts';
import { checkBooking } from './booking-schema.ts';

const rules: BookingRules = {
  today: '2030-03-10',
  services: [{ label: 'Tooth Gems' }, { label: 'Birthday', packages: [{ title: 'Sparkle', maxGuests: 12 }, { title: 'Deluxe' }] }],
};
const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '2030-06-14', message: 'Two gems.' };

const long = (n: number, c = 'x') => c.repeat(n);
const controls = ['\u0000', '\u0007', '\t', '\n', '\r\n', '\u000b', '\u001b[2J', '\u007f', '\u0085', '\u009b'];
const invisibles = ['\u200b', '\u200e\u200f', '\u202e\u2066\u2069', '\ufeff \u00ad', '\u3164', '\u2800\u200d', '\ufe0f', '\u00a0'];
/** Values tried in every field: empty, blank, too long, control and invisible characters, wrong types. */
const everyField: unknown[] = [
  '', ' ', '   ', 'a', ' a ', 'true', 'on', 'false', true, false, 0, 12, 2.5, NaN, Infinity, null, undefined, [], ['3'], {}, 'null',
  ...controls.flatMap((c) => [c, `a${c}b`, ` ${c} `]),
  ...invisibles.flatMap((c) => [c, `${c}Zoë${c}`]),
  ...[30, 100, 101, 200, 201, 254, 255, 2000, 2001].flatMap((n) => [long(n), ` ${long(n)} `, long(n, 'é')]),
  '李娜', '😀', '\ud800', 'Ava\r\nBcc: all@example.com',
];
/** Values that matter to one field. */
const byField: Record<string, unknown[]> = {
  email: ['ava@example.com', 'ava@example', 'a.b+c@mail.example.co', '@example.com', 'ava@-x.com', 'ava@x-.com', `${long(64)}@${long(63)}.${long(63)}.${long(60)}.com`, 'ava @example.com', 'ava@exa_mple.com', ' AVA@EXAMPLE.COM '],
  phone: ['(903) 555-0123', '+1 903 555 0123', '12345', '1234567', '123456789012345', '1234567890123456', 'call me', '+', '++1 903 555 0123', '903.555.0123', '903-555-0123 x12'],
  service: ['Tooth Gems', 'Birthday', 'Tattoos', ' Tooth Gems ', 'tooth gems'],
  package: ['Sparkle', 'Deluxe', 'Bride Tribe'],
  guests: ['1', '0', '01', '12', '13', '500', '501', '9999', '10000', '2.5', '-1', '+3', '1e2', ' 7 ', 3, 500, 501, 0, -1],
  date: ['2030-03-10', '2030-03-09', '2031-09-10', '2031-09-11', '2030-02-30', '2032-02-29', '2031-02-29', '06/14/2030', '2030-6-14', '20300-06-14', '9999-12-31', '1999-01-01'],
  timeOfDay: ['morning', 'afternoon', 'evening', 'midnight', 'Morning', ' evening '],
  textOptIn: ['true', 'on', true, false, 'false', '', 'yes', ' true', 1],
  message: ['Line one\r\n\tLine two', long(2000, '\n')],
};

describe('the form and the server check a booking alike', () => {
  it('gives the same verdict and message for every value of every field', () => {
    let compared = 0;
    for (const field of bookingFieldNames) {
      for (const value of [...everyField, ...(byField[field] ?? [])]) {
        const input = { ...ava, service: field === 'package' || field === 'guests' ? 'Birthday' : ava.service, [field]: value };
        expect(checkBookingInForm(input, rules), `${field}: ${JSON.stringify(value)}`).toEqual(checkBooking(input, rules));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(bookingFieldNames.length * everyField.length);
  });

  it('agrees on whole bookings: several wrong fields, missing fields, texts to a US number', () => {
    const inputs: object[] = [
      {},
      { name: 7, email: null, date: 5 },
      { name: '   ', email: 'ava@example', service: '', date: '2030-02-30', message: long(bookingLimits.message + 1) },
      { ...ava, service: 'Birthday', package: 'Sparkle', guests: 13 },
      { ...ava, service: 'Birthday', guests: '500' },
      { ...ava, textOptIn: true, phone: '(903) 555-0123' },
      { ...ava, textOptIn: 'on', phone: '+1 (903) 555-0123' },
      { ...ava, textOptIn: true, phone: '' },
      { ...ava, textOptIn: true, phone: '+44 20 7946 0958' },
      { ...ava, textOptIn: true, phone: 'call me' },
      { ...ava, website: 'x', extra: [1] },
    ];
    for (const input of inputs) expect(checkBookingInForm(input, rules), JSON.stringify(input)).toEqual(checkBooking(input, rules));
  });
});

describe('bookingDateRange', () => {
  it('ends 18 months ahead as date-fns counts months, on every day of four years', () => {
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      expect(bookingDateRange(today)).toEqual({ min: today, max: lightFormat(addMonths(new Date(y, m - 1, d), 18), 'yyyy-MM-dd') });
    }
  });
});
