// What a visitor sends with the booking form, and how it is checked: the limits, the messages, the shapes of
// the values and the checks that depend on what the site offers. No schema library here: the form checks each
// field with the plain rules below (a few hundred bytes), the server with the schema of booking-schema.ts,
// and booking-fields.test.ts runs one table of inputs through both and expects the same verdicts. The order
// of the fields, the checks against the offer and the texts' number are this module's, for both.
import { bookingDateRange, type BookingDateRange } from './booking-dates.ts';

/** The longest value each field takes, in characters (guests: the largest number). */
export const bookingLimits = { name: 100, email: 254, service: 100, message: 2000, phone: 30, place: 200, package: 100, guests: 500 } as const;

/** What a visitor reads when a field is not right (the browser shows it at the field). */
export const bookingFieldMessages = {
  name: 'Please enter your name.',
  nameTooLong: `Please shorten your name to ${bookingLimits.name} characters or fewer.`,
  nameInvisible: 'Please enter your name in letters we can read.',
  email: 'Please enter an email address like name@example.com.',
  service: 'Please choose a service.',
  serviceUnknown: 'Please choose one of the services in the list.',
  package: 'Please choose one of the packages of the party you chose, or leave it empty.',
  date: 'Please pick a date from the calendar, or leave it empty.',
  dateInPast: 'Please pick a date from today on, or leave it empty.',
  dateTooFar: 'Please pick a date within the next 18 months, or leave it empty and tell us in the message.',
  timeOfDay: 'Please choose a time of day from the list, or leave it empty.',
  phone: 'Please enter a phone number like (903) 555-0123, or leave it empty.',
  place: `Please shorten the town or address to ${bookingLimits.place} characters or fewer.`,
  guests: `Please enter the number of guests as a whole number from 1 to ${bookingLimits.guests}, or leave it empty.`,
  message: `Please shorten your message to ${bookingLimits.message.toLocaleString('en-US')} characters or fewer.`,
  controls: 'Please remove the special (control) characters from this field.',
  oneLine: 'Please keep this field on one line, without special (control) characters.',
  textOptIn: 'Please tick the box for texts, or leave it empty.',
  /** Texts go to US mobile numbers only (the server checks the number fully, the form its shape). */
  textPhone: 'Please give a US mobile number for texts, or untick "Text me".',
} as const;

/** A party larger than its package takes. */
export const guestsOverMax = (max: number, what: string): string =>
  `For ${what}, we can take up to ${max} guests. For a larger party, please call or email us and we will plan it with you.`;

export const bookingFieldNames = ['name', 'email', 'phone', 'service', 'package', 'guests', 'place', 'date', 'timeOfDay', 'message', 'textOptIn'] as const;

/** The preferred times of day a visitor may choose; empty is any time. Their words are the block's. */
export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];
export type BookingField = (typeof bookingFieldNames)[number];

// C0 controls, DEL and C1 controls: they can clear or recolour a terminal, cut text or hide in headers.
// Line breaks and tabs are allowed in the message alone.
export const anyControl = /[\u0000-\u001f\u007f-\u009f]/;
export const controlButBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Characters that draw nothing: format characters (zero-width spaces and joiners, bidi marks, BOM, soft
// hyphen), spaces, and the fillers and blanks that are letters or marks by category.
export const invisible = /[\p{Cf}\p{Z}\s\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0\ufe00-\ufe0f]/gu;
// The HTML standard's rule for type="email", with a dot required in the domain: "ava@example" is a valid
// address for a browser but never reaches anyone.
export const emailShape = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// Digits with the usual separators, an optional leading +, and 7 to 15 digits in all (E.164's longest).
export const phoneShape = /^\+?[\d\s().-]+$/;
export const phoneDigits = (v: string) => v.replace(/\D/g, '').length;
// The shape of a US number: ten digits whose area code and exchange start with 2 to 9, maybe after +1 or 1.
export const usShape = (v: string) => /^(?:\+?1)?[2-9]\d{2}[2-9]\d{6}$/.test(v.replace(/[\s().-]/g, ''));
/**
 * "Text me about this appointment" as text: the API takes true, the form without JavaScript sends "true"
 * ("on" from a bare checkbox); false (or "false") is unticked. Anything else is left for the schema to refuse. Done
 * before the fields are checked.
 */
export const asTick = (value: unknown): unknown => (value === true || value === 'on' ? 'true' : value === false || value === 'false' ? '' : value);

/** 'YYYY-MM-DD' that names a day of the calendar (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A booking's fields as text; the time of day is newer than most stored bookings and tests, so it may be missing (any time). */
export type Booking = Record<Exclude<BookingField, 'timeOfDay' | 'textOptIn'>, string> & {
  timeOfDay?: string;
  /** 'true' when the visitor asked for texts about the appointment (then `phone` is a US number, E.164 once the server checked it). */
  textOptIn?: string;
};
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

export type BookingCheck = { ok: true; booking: Required<Booking> } | { ok: false; fields: BookingFieldErrors };

/** What the site offers, as the form shows it: each service's label and, for a party, its packages. */
export interface OfferedService {
  label: string;
  /** A package's price (dollars), deposit (dollars or "50%") and what to prepare: the server takes a deposit from these, never from the request. */
  packages?: readonly { title: string; maxGuests?: number; priceAmount?: number; deposit?: number | string; prepare?: string }[];
  /** Its `?service=` slug, and the service (by name) a party type is booked under: for the free times. */
  slug?: string;
  group?: string;
}

export interface BookingRules {
  /** The services and party types the form offers; any other is refused. */
  services: readonly OfferedService[];
  /** Today in Texas ('YYYY-MM-DD'): a preferred date is from today to 18 months ahead. */
  today: string;
  /**
   * The server's full check of a number texts go to (libphonenumber-js, too large for the form's download):
   * its E.164 form, or undefined when it is not a US number. Without it (the form), the number's shape is checked.
   */
  textNumber?: (phone: string) => string | undefined;
}

/** The number of guests may come as a JSON number; the form sends text. */
export const asText = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/**
 * A party is as large as its package allows (without a package, its largest), so no booking fills the
 * calendar: the message when `guests` is more, for the booking and the free times alike.
 */
export function guestsOver(service: OfferedService, pkg: string | undefined, guests: number): string | undefined {
  if (!service.packages) return undefined;
  const limits = service.packages.filter((p) => !pkg || p.title === pkg).map((p) => p.maxGuests);
  const max = limits.includes(undefined) ? undefined : Math.max(...(limits as number[]));
  return max !== undefined && guests > max ? guestsOverMax(max, pkg || service.label) : undefined;
}

/** What the site offers and when, for the fields that depend on it (service, package, date). */
function checkOffer(booking: Partial<Booking>, rules: BookingRules, range: BookingDateRange): BookingFieldErrors {
  const fields: BookingFieldErrors = {};
  const service = rules.services.find((s) => s.label === booking.service);
  if (!service) fields.service = bookingFieldMessages.serviceUnknown;
  else if (booking.package && !service.packages?.some((p) => p.title === booking.package)) fields.package = bookingFieldMessages.package;
  else if (booking.guests) {
    const over = guestsOver(service, booking.package, Number(booking.guests));
    if (over) fields.guests = over;
  }
  if (booking.date && booking.date < range.min) fields.date = bookingFieldMessages.dateInPast;
  else if (booking.date && booking.date > range.max) fields.date = bookingFieldMessages.dateTooFar;
  return fields;
}

/** One check of a field's value (after trimming): whether it passes, and what the visitor reads when not. */
type Rule = readonly [passes: (value: string) => boolean, message: string];

const m = bookingFieldMessages;
const filled = (message: string): Rule => [(v) => v !== '', message];
const within = (max: number, message: string): Rule => [(v) => v.length <= max, message];
const emptyOr = (passes: (value: string) => boolean, message: string): Rule => [(v) => v === '' || passes(v), message];
const oneLine: Rule = [(v) => !anyControl.test(v), m.oneLine];
const line = (max: number, tooLong: string, required?: string): Rule[] => [...(required ? [filled(required)] : []), within(max, tooLong), oneLine];

/** A phone number's shape: digits with the usual separators, 7 to 15 digits. */
export const isPhone = (v: string): boolean => phoneShape.test(v) && phoneDigits(v) >= 7 && phoneDigits(v) <= 15;
/** A whole number of guests from 1 to the limit. */
export const isGuests = (v: string): boolean => /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= bookingLimits.guests;
/** A name with something visible in it (a name with control characters is refused for those first). */
export const isVisibleName = (v: string): boolean => anyControl.test(v) || v.replace(invisible, '') !== '';
export const isTimeOfDay = (v: string): boolean => (timesOfDay as readonly string[]).includes(v);

/**
 * The form's check of each field, in the order of booking-schema.ts's: the first that fails gives the
 * field's message. Every field but the texts box is trimmed first.
 */
export const bookingFieldRules: Record<BookingField, readonly Rule[]> = {
  name: [filled(m.name), within(bookingLimits.name, m.nameTooLong), oneLine, [isVisibleName, m.nameInvisible]],
  email: [within(bookingLimits.email, m.email), [(v) => emailShape.test(v), m.email]],
  phone: [within(bookingLimits.phone, m.phone), emptyOr(isPhone, m.phone)],
  service: line(bookingLimits.service, m.service, m.service),
  package: line(bookingLimits.package, m.package),
  guests: [emptyOr(isGuests, m.guests)],
  place: line(bookingLimits.place, m.place),
  date: [emptyOr(isCalendarDate, m.date)],
  timeOfDay: [emptyOr(isTimeOfDay, m.timeOfDay)],
  message: [within(bookingLimits.message, m.message), [(v) => !controlButBreaks.test(v), m.controls]],
  textOptIn: [emptyOr((v) => v === 'true', m.textOptIn)],
};

/** One field's check: its cleaned value, or its message. */
export type FieldCheck = (field: BookingField, value: unknown) => { ok: true; value: string } | { ok: false; message: string };

/** The form's check of one field, with the rules above. A value that is not text gets the field's own message. */
export const checkFieldInForm: FieldCheck = (field, value) => {
  if (typeof value !== 'string') return { ok: false, message: m[field] };
  const cleaned = field === 'textOptIn' ? value : value.trim();
  const failed = bookingFieldRules[field].find(([passes]) => !passes(cleaned));
  return failed ? { ok: false, message: failed[1] } : { ok: true, value: cleaned };
};

/** Checks the fields of a booking, each with `checkField`: the cleaned booking (values trimmed), or one message per wrong field. */
export function checkBookingWith(checkField: FieldCheck, input: object, rules: BookingRules): BookingCheck {
  const booking: Partial<Booking> = {};
  const fields: BookingFieldErrors = {};
  for (const field of bookingFieldNames) {
    const raw = (input as Partial<Record<string, unknown>>)[field];
    const result = checkField(field, (field === 'guests' ? asText(raw) : field === 'textOptIn' ? asTick(raw) : raw) ?? '');
    if (result.ok) booking[field] = result.value;
    else fields[field] = result.message;
  }
  // A field already refused for its form keeps that message.
  const offer = checkOffer(booking, rules, bookingDateRange(rules.today));
  for (const [field, message] of Object.entries(offer) as [BookingField, string][]) fields[field] ??= message;
  if (booking.textOptIn === 'true' && !fields.phone) {
    const e164 = rules.textNumber ? rules.textNumber(booking.phone ?? '') : usShape(booking.phone ?? '') ? booking.phone : undefined;
    if (e164) booking.phone = e164;
    else fields.phone = bookingFieldMessages.textPhone;
  }
  return Object.keys(fields).length === 0 ? { ok: true, booking: booking as Required<Booking> } : { ok: false, fields };
}

/** The form's check of a booking, before it is sent (the server checks it again with booking-schema.ts). */
export const checkBookingInForm = (input: object, rules: BookingRules): BookingCheck => checkBookingWith(checkFieldInForm, input, rules);

/**
 * One key per filled-in form, sent with it: the server stores a booking once however often the same form
 * is sent (a double tap, a retry after a lost answer). Letters and digits, 16 to 64 of them.
 */
export const idempotencyKeyShape = /^[A-Za-z0-9_-]{16,64}$/;
