// What a visitor sends with the booking form, as the server checks it on arrival: one zod schema per field.
// The limits, messages, shapes and the checks against the offer are booking-fields.ts's, shared with the
// form, which checks the same fields with plain rules (no schema library in its download);
// booking-fields.test.ts runs one table of inputs through both and expects the same verdicts.
import * as z from 'zod/mini';
import {
  anyControl,
  bookingFieldMessages,
  bookingLimits,
  checkBookingWith,
  controlButBreaks,
  emailShape,
  isCalendarDate,
  isGuests,
  isPhone,
  isTimeOfDay,
  isVisibleName,
  type BookingCheck,
  type BookingField,
  type BookingRules,
  type FieldCheck,
} from './booking-fields.ts';

export * from './booking-fields.ts';

const noControls = z.refine<string>((v) => !anyControl.test(v), bookingFieldMessages.oneLine);

/** A one-line field; `required`: its message when empty. */
const line = (max: number, tooLong: string, required?: string) =>
  z.string().check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, tooLong), noControls);

/** One schema per field, each checked on its own; a missing field counts as empty. */
export const bookingFields = {
  name: z.string().check(
    z.trim(),
    z.minLength(1, bookingFieldMessages.name),
    z.maxLength(bookingLimits.name, bookingFieldMessages.nameTooLong),
    noControls,
    z.refine(isVisibleName, bookingFieldMessages.nameInvisible),
  ),
  email: z.string().check(z.trim(), z.maxLength(bookingLimits.email, bookingFieldMessages.email), z.regex(emailShape, bookingFieldMessages.email)),
  phone: z.string().check(
    z.trim(),
    z.maxLength(bookingLimits.phone, bookingFieldMessages.phone),
    z.refine((v) => v === '' || isPhone(v), bookingFieldMessages.phone),
  ),
  service: line(bookingLimits.service, bookingFieldMessages.service, bookingFieldMessages.service),
  package: line(bookingLimits.package, bookingFieldMessages.package),
  guests: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isGuests(v), bookingFieldMessages.guests),
  ),
  place: line(bookingLimits.place, bookingFieldMessages.place),
  date: z.string().check(z.trim(), z.refine((v) => v === '' || isCalendarDate(v), bookingFieldMessages.date)),
  timeOfDay: z.string().check(z.trim(), z.refine((v) => v === '' || isTimeOfDay(v), bookingFieldMessages.timeOfDay)),
  message: z.string().check(
    z.trim(),
    z.maxLength(bookingLimits.message, bookingFieldMessages.message),
    z.refine((v) => !controlButBreaks.test(v), bookingFieldMessages.controls),
  ),
  textOptIn: z.string().check(z.refine((v) => v === '' || v === 'true', bookingFieldMessages.textOptIn)),
} satisfies Record<BookingField, z.ZodMiniType<string, unknown>>;

/** The server's check of one field, with its schema. A value that is not text gets the field's own message, not zod's wording. */
const checkFieldWithSchema: FieldCheck = (field, value) => {
  const result = z.safeParse(bookingFields[field], value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: issue?.code === 'invalid_type' ? bookingFieldMessages[field] : (issue?.message ?? bookingFieldMessages[field]) };
};

/** Checks the fields of a booking on the server: the cleaned booking (values trimmed), or one message per wrong field. */
export const checkBooking = (input: object, rules: BookingRules): BookingCheck => checkBookingWith(checkFieldWithSchema, input, rules);
