// When appointments can be booked: the `availability` section of site.config.yaml. Working hours per
// weekday, days off, how soon and how far ahead, how long each service takes, the time kept free between
// two appointments and the driving speed that turns miles into minutes. Left out, the booking form asks
// for a preferred date, as it always has. The free times themselves are worked out on the server
// (src/server/appointments/free-times.ts) from these settings.
import { z } from 'zod';
import { text } from './fields.ts';
import { policySchema } from './deposit.ts';

/** The business's time zone: every time of day in the settings is a time in Texas. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** How long a time stays held for a visitor while it waits for the owner's confirmation, without `holdHours`. */
export const DEFAULT_HOLD_HOURS = 48;
/** How many hours of held times one visitor's address may hold at once, without `heldHoursPerAddress`. */
export const DEFAULT_HELD_HOURS_PER_ADDRESS = 16;

/** When the reminder of an appointment goes out, the day before, without `reminderHour` (5 PM). */
export const DEFAULT_REMINDER_HOUR = 17;

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof weekdays)[number];

/** One working day: from and to, in minutes after midnight. */
export interface DayHours {
  opens: number;
  closes: number;
}

const CLOSED = /^(closed|off|-)$/i;
const TIME = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?`;
const HOURS = new RegExp(String.raw`^${TIME}\s*(?:-|–|—|to)\s*${TIME}$`, 'i');

/** "9:30" + "AM" -> minutes after midnight, or undefined for a time no clock shows (13PM, 9:75). */
function minutesOf(hour: string, minute: string | undefined, half: string | undefined): number | undefined {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (m > 59) return undefined;
  if (half === undefined) return h <= 24 && (h < 24 || m === 0) ? h * 60 + m : undefined;
  if (h < 1 || h > 12) return undefined;
  const pm = half.toLowerCase().startsWith('p');
  return ((h % 12) + (pm ? 12 : 0)) * 60 + m;
}

/**
 * A day's hours as the owner writes them: "9AM-6PM", "9:30 AM - 5:30 PM", "09:00-17:30", or "Closed".
 * `undefined` when closed; a sentence saying what is wrong when it cannot be read.
 */
export function parseDayHours(value: string): { ok: true; hours: DayHours | undefined } | { ok: false; error: string } {
  const written = value.trim();
  if (CLOSED.test(written)) return { ok: true, hours: undefined };
  const match = HOURS.exec(written);
  if (!match) return { ok: false, error: 'must be the hours like 9AM-6PM (or 9:30 AM - 5:30 PM), or Closed' };
  // "9-5PM": the first time takes the second's AM or PM.
  const opens = minutesOf(match[1]!, match[2], match[3] ?? match[6]);
  const closes = minutesOf(match[4]!, match[5], match[6]);
  if (opens === undefined || closes === undefined) return { ok: false, error: 'has a time no clock shows; write it like 9AM-6PM or 9:30 AM - 5:30 PM' };
  if (closes <= opens) return { ok: false, error: `ends before it starts (${written}); write the opening time first, like 9AM-6PM` };
  return { ok: true, hours: { opens, closes } };
}

/** 'YYYY-MM-DD' that names a day of the calendar (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** A calendar date as the owner writes it in the settings. */
const day = z
  .string({ error: 'must be a date written YYYY-MM-DD, like 2026-12-25' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD, like 2026-12-25' })
  .refine(isCalendarDay, { error: 'is not a day of the calendar' });

const dayHours = z
  .string({ error: 'must be the hours like 9AM-6PM, or Closed' })
  .check((ctx) => {
    const parsed = parseDayHours(ctx.value);
    if (!parsed.ok) ctx.issues.push({ code: 'custom', input: ctx.value, message: parsed.error });
  });

const minutes = (max: number, least = 0) =>
  z
    .number({ error: 'must be a number of minutes, like 60' })
    .int({ error: 'must be a whole number of minutes' })
    .min(least, { error: `must be at least ${least} minutes` })
    .max(max, { error: `must be at most ${max} minutes` });

const serviceKey = z.string().min(1).describe('The service, by its one-word name from Services (e.g. teethWhitening).');

const packageDuration = z.strictObject({
  package: text.describe('The package, by its title as the party page shows it, e.g. "Ultimate Bridal Glow".'),
  minutes: minutes(12 * 60, 5).describe('How long this package takes, in minutes (for the guests it includes).'),
});

const duration = z
  .strictObject({
    service: serviceKey,
    minutes: minutes(12 * 60, 5).describe('How long one appointment takes, in minutes, e.g. 60.'),
    packages: z.array(packageDuration).optional().describe('For parties: packages that take longer or shorter than the minutes above, each with its own minutes.'),
    guestsIncluded: z.number().int().min(0).max(500).optional().describe('For parties: how many guests the minutes above include, e.g. 6.'),
    minutesPerExtraGuest: minutes(120).optional().describe('For parties: the minutes each guest beyond those adds, e.g. 10.'),
    price: text.optional().describe('The price the confirmation email gives for this service, as customers should read it, e.g. "$99" or "From $149". Left out, the email gives no price.'),
    prepare: text.optional().describe('What the customer should prepare, for the confirmation and reminder emails, e.g. "Brush your teeth and skip coffee for two hours before." Left out, the emails say nothing about it.'),
  })
  .describe('How long a service takes.');

const weeklyHours = z
  .strictObject(Object.fromEntries(weekdays.map((d) => [d, dayHours.optional().describe(`The hours on ${d[0]!.toUpperCase()}${d.slice(1)}s, e.g. 9AM-6PM, or Closed. Left out, that day is closed.`)])) as Record<Weekday, z.ZodOptional<typeof dayHours>>)
  .describe('The hours appointments can be booked on each day of the week, e.g. Monday: 9AM-6PM. A day left out, or Closed, takes no appointments.');

const dayOff = z
  .strictObject({
    date: day.describe('The day off, written YYYY-MM-DD, e.g. 2026-12-25.'),
    until: day.optional().describe('For several days in a row: the last day off, written YYYY-MM-DD. Left out, only the one day.'),
    note: z.string().optional().describe('For you: why, e.g. "Christmas" or "Vacation". Visitors do not see it.'),
  })
  .check((ctx) => {
    const { date, until } = ctx.value;
    if (until !== undefined && until < date) {
      ctx.issues.push({ code: 'custom', input: until, path: ['until'], message: `is before the first day off (${date}); write the last day off here, or leave it out` });
    }
  });

export const availabilitySchema = z
  .strictObject({
    hours: weeklyHours,
    daysOff: z.array(dayOff).default([]).describe('Holidays and other days without appointments, each a date (and, for several days in a row, the last one).'),
    earliestDaysAhead: z.number().int().min(0).max(365).default(1).describe('How soon a booking can be made: 0 lets visitors book later today, 1 from tomorrow on, 2 from the day after, and so on.'),
    latestDaysAhead: z.number().int().min(1).max(730).default(60).describe('How far ahead a booking can be made, in days, e.g. 60 for about two months.'),
    durations: z.array(duration).min(1).describe('How long each service takes. A service not listed here is still booked as a request for a preferred date.'),
    minutesBetween: minutes(240).default(30).describe('The time kept free after each appointment to pack up and set up again, in minutes, on top of the drive, e.g. 30.'),
    drivingMph: z.number().min(5, { error: 'must be at least 5 miles per hour' }).max(80, { error: 'must be at most 80 miles per hour' }).default(40).describe('The average driving speed between appointments, in miles per hour, e.g. 40: it turns the miles between two places into the minutes kept free for the drive.'),
    startEvery: z.literal([5, 10, 15, 20, 30, 60], { error: 'must be 5, 10, 15, 20, 30 or 60 (minutes)' }).default(30).describe('How often in the day an appointment can start, in minutes: 30 offers 9:00, 9:30, 10:00, ...'),
    reminderHour: z
      .number({ error: 'must be an hour of the day from 0 to 23, like 17 for 5 PM' })
      .int({ error: 'must be a whole hour from 0 to 23, like 17 for 5 PM' })
      .min(0, { error: 'must be an hour of the day from 0 to 23, like 17 for 5 PM' })
      .max(23, { error: 'must be an hour of the day from 0 to 23, like 17 for 5 PM' })
      .optional()
      .describe(`The hour of the day before an appointment when the customer is emailed a reminder, from 0 to 23 (Texas time), e.g. 17 for 5 PM. Left out, reminders go at ${DEFAULT_REMINDER_HOUR} (5 PM).`),
    holdHours: z
      .number({ error: 'must be a number of hours, like 48' })
      .int({ error: 'must be a whole number of hours, like 48' })
      .min(1, { error: 'must be at least 1 hour' })
      .max(24 * 14, { error: 'must be at most 336 hours (two weeks)' })
      .default(DEFAULT_HOLD_HOURS)
      .describe(`How long a booked time stays held for the customer while it waits for your confirmation, in hours, e.g. 48. Not confirmed by then, it is freed for others and you and the customer are emailed. Left out, ${DEFAULT_HOLD_HOURS} hours.`),
    heldHoursPerAddress: z
      .number({ error: 'must be a number of hours, like 16' })
      .min(1, { error: 'must be at least 1 hour' })
      .max(200, { error: 'must be at most 200 hours' })
      .default(DEFAULT_HELD_HOURS_PER_ADDRESS)
      .describe(`How many hours of appointments one visitor (one internet connection) may hold at once while they wait for your confirmation, e.g. 16: about three long parties. More is refused with your phone number. Left out, ${DEFAULT_HELD_HOURS_PER_ADDRESS} hours.`),
    policy: policySchema.optional(),
    confirmAtOnce: z.array(serviceKey).default([]).describe('Services booked at once, without your confirmation, by their one-word names (e.g. toothGems). Other bookings hold their time until you confirm them.'),
  })
  .check((ctx) => {
    const { earliestDaysAhead, latestDaysAhead } = ctx.value;
    if (latestDaysAhead < earliestDaysAhead) {
      ctx.issues.push({
        code: 'custom',
        input: latestDaysAhead,
        path: ['latestDaysAhead'],
        message: `is sooner than earliestDaysAhead (${earliestDaysAhead}); no day could be booked. Raise it, or lower earliestDaysAhead`,
      });
    }
  })
  .describe('When appointments can be booked online: working hours, days off, how long each service takes, and the drive between places. Left out, the booking form asks for a preferred date and you agree on the time with each customer.');

export type Availability = z.infer<typeof availabilitySchema>;
export type ServiceDuration = z.infer<typeof duration>;

/** The hours of a weekday, or undefined when it is closed (the settings are valid, so they parse). */
export function hoursOn(availability: Availability, weekday: Weekday): DayHours | undefined {
  const written = availability.hours[weekday];
  if (written === undefined) return undefined;
  const parsed = parseDayHours(written);
  return parsed.ok ? parsed.hours : undefined;
}

/** Whether `date` ('YYYY-MM-DD') is one of the days off. */
export function isDayOff(availability: Availability, date: string): boolean {
  return availability.daysOff.some((off) => date >= off.date && date <= (off.until ?? off.date));
}

/**
 * How long an appointment takes: the service's minutes (its package's, when the package has its own), and
 * the extra guests'. Undefined when the service has no duration (it is booked as a request).
 */
export function appointmentMinutes(availability: Availability, serviceKey: string, choice: { package?: string; guests?: number } = {}): number | undefined {
  const entry = availability.durations.find((d) => d.service === serviceKey);
  if (!entry) return undefined;
  const base = entry.packages?.find((p) => p.package === choice.package)?.minutes ?? entry.minutes;
  const extraGuests = entry.guestsIncluded === undefined ? 0 : Math.max(0, (choice.guests ?? 0) - entry.guestsIncluded);
  return base + extraGuests * (entry.minutesPerExtraGuest ?? 0);
}
