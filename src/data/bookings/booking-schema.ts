// What a visitor sends with the booking form. The form checks it before sending and the server checks it
// again on arrival: one schema, so the two never disagree. It is built with zod/mini, whose functions are
// imported one by one, so the form's download stays small.
import * as z from 'zod/mini';

/** The longest value each field takes, in characters. */
export const bookingLimits = { name: 100, email: 254, service: 100, message: 2000 } as const;

/** What a visitor reads when a field is not right (the browser shows it at the field). */
export const bookingFieldMessages = {
  name: 'Please enter your name.',
  nameTooLong: `Please shorten your name to ${bookingLimits.name} characters or fewer.`,
  email: 'Please enter an email address like name@example.com.',
  service: 'Please choose a service.',
  date: 'Please pick a date from the calendar, or leave it empty.',
  message: `Please shorten your message to ${bookingLimits.message.toLocaleString('en-US')} characters or fewer.`,
} as const;

export type BookingField = 'name' | 'email' | 'service' | 'date' | 'message';

// No line breaks or other control characters in one-line fields (they would also end up in email headers).
const oneLine = /^[^\u0000-\u001f\u007f]*$/;
// The HTML standard's rule for type="email", with a dot required in the domain: "ava@example" is a valid
// address for a browser but never reaches anyone.
const emailShape = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** 'YYYY-MM-DD' that names a day of the calendar (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const line = (max: number, message: string, tooLong = message) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong), z.regex(oneLine, message));

/**
 * One schema per field. Each field is checked on its own rather than through z.object, whose machinery
 * would double the code the form downloads; a missing field counts as empty.
 */
export const bookingFields = {
  name: line(bookingLimits.name, bookingFieldMessages.name, bookingFieldMessages.nameTooLong),
  email: z.string().check(z.trim(), z.maxLength(bookingLimits.email, bookingFieldMessages.email), z.regex(emailShape, bookingFieldMessages.email)),
  service: line(bookingLimits.service, bookingFieldMessages.service),
  date: z.string().check(z.trim(), z.refine((v) => v === '' || isCalendarDate(v), bookingFieldMessages.date)),
  message: z.string().check(z.trim(), z.maxLength(bookingLimits.message, bookingFieldMessages.message)),
} satisfies Record<BookingField, z.ZodMiniType<string, unknown>>;

export type Booking = Record<BookingField, string>;
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

export type BookingCheck = { ok: true; booking: Booking } | { ok: false; fields: BookingFieldErrors };

/** Checks the fields of a booking: the cleaned booking (values trimmed), or one message per wrong field. */
export function checkBooking(input: object): BookingCheck {
  const booking: Partial<Booking> = {};
  const fields: BookingFieldErrors = {};
  for (const [field, schema] of Object.entries(bookingFields) as [BookingField, (typeof bookingFields)[BookingField]][]) {
    const result = z.safeParse(schema, (input as Partial<Record<string, unknown>>)[field] ?? '');
    if (result.success) booking[field] = result.data;
    // A field that is not text gets the field's own message, not zod's wording.
    else fields[field] = result.error.issues[0]?.code === 'invalid_type' ? bookingFieldMessages[field] : (result.error.issues[0]?.message ?? bookingFieldMessages[field]);
  }
  return Object.keys(fields).length === 0 ? { ok: true, booking: booking as Booking } : { ok: false, fields };
}

/**
 * One key per filled-in form, sent with it: the server stores a booking once however often the same form
 * is sent (a double tap, a retry after a lost answer). Letters and digits, 16 to 64 of them.
 */
export const idempotencyKeyShape = /^[A-Za-z0-9_-]{16,64}$/;
