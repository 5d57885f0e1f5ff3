// The free-time rules as properties: whatever the hours, days off, places and appointments already held,
// no time offered overlaps one of them or leaves less than the drive and the time between, every time lies
// within the day's hours, days off and closed days offer nothing, and daylight-saving days keep their
// wall-clock hours. The expectations read times with the platform's Intl, not with the engine's library.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilitySchema, weekdays, type Availability } from '../../schema/availability.ts';
import { straightMiles } from '../../schema/distance.ts';
import type { Coordinates } from '../../schema/structured-data.ts';
import { freeTimes, instantOf, type Appointment } from './free-times.ts';

const ZONE = 'America/Chicago';
const MINUTE = 60_000;
/** Long before every day tested: how soon and how far ahead never get in the way unless a test says so. */
const NOW = Date.parse('2025-12-31T00:00:00Z');

const wall = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
/** The date and minute of the day of an instant in Texas, read with Intl. */
function wallOf(ms: number): { date: string; minute: number } {
  const p = Object.fromEntries(wall.formatToParts(ms).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
}
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Towns in and around the three counties. */
const place: fc.Arbitrary<Coordinates> = fc.record({
  lat: fc.double({ min: 32.7, max: 33.5, noNaN: true }),
  lng: fc.double({ min: -96.4, max: -95.3, noNaN: true }),
});

/** Working hours between 5 AM and 11 PM, whole quarter hours, closing after opening. */
const dayHours = fc
  .tuple(fc.integer({ min: 20, max: 88 }), fc.integer({ min: 2, max: 48 }))
  .map(([q, len]) => [q * 15, Math.min(23 * 60, q * 15 + len * 15)] as const)
  .filter(([o, c]) => c > o);

const availabilityArb = fc
  .record({
    hours: fc.array(fc.option(dayHours, { nil: undefined }), { minLength: 7, maxLength: 7 }),
    minutesBetween: fc.integer({ min: 0, max: 60 }),
    drivingMph: fc.integer({ min: 20, max: 70 }),
    startEvery: fc.constantFrom(5, 10, 15, 20, 30, 60),
    daysOff: fc.array(fc.integer({ min: 0, max: 364 }), { maxLength: 20 }),
  })
  .map(({ hours, daysOff, ...rest }) =>
    availabilitySchema.parse({
      hours: Object.fromEntries(weekdays.flatMap((day, i) => (hours[i] ? [[day, `${hhmm(hours[i][0])}-${hhmm(hours[i][1])}`]] : []))),
      daysOff: daysOff.map((n) => ({ date: dayOfYear(n) })),
      durations: [{ service: 'any', minutes: 60 }],
      earliestDaysAhead: 0,
      latestDaysAhead: 730,
      ...rest,
    }),
  );

/** The n-th day of 2026, 'YYYY-MM-DD'. */
function dayOfYear(n: number): string {
  return new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
}
const dateArb = fc.oneof(fc.integer({ min: 1, max: 364 }).map(dayOfYear), fc.constantFrom('2026-03-08', '2026-11-01'));

/** Appointments already held that day: random times of the day, made not to overlap one another. */
const appointmentsArb = (date: string) =>
  fc.array(fc.tuple(fc.integer({ min: 0, max: 22 * 4 }), fc.integer({ min: 1, max: 16 }), place), { maxLength: 6 }).map((items) => {
    const held: Appointment[] = [];
    for (const [q, len, at] of items) {
      const start = instantOf(date, q * 15);
      const a = { start, end: start + len * 15 * MINUTE, place: at };
      if (held.every((h) => a.end <= h.start || a.start >= h.end)) held.push(a);
    }
    return held;
  });

const scenario = fc
  .tuple(availabilityArb, dateArb, fc.integer({ min: 5, max: 240 }), place)
  .chain(([availability, date, minutes, at]) => appointmentsArb(date).map((appointments) => ({ availability, date, minutes, place: at, appointments, now: NOW })));

/** The drive the rules must leave, computed here from the road factor and the speed. */
const driveMs = (a: Coordinates | undefined, b: Coordinates | undefined, mph: number) => (a && b ? ((straightMiles(a, b) * 1.25) / mph) * 60 * MINUTE : 0);

function hoursOf(availability: Availability, date: string) {
  const written = availability.hours[weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()]!];
  if (!written) return undefined;
  const [o, c] = written.split('-').map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))) as [number, number];
  return { opens: o, closes: c };
}

describe('free times', () => {
  it('never overlap an appointment already held, and leave the drive and the time between on both sides', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const time of freeTimes(input).times) {
          const start = Date.parse(time.start);
          const end = Date.parse(time.end);
          expect(end - start).toBe(input.minutes * MINUTE);
          for (const held of input.appointments) {
            const between = input.availability.minutesBetween * MINUTE;
            const after = held.end + between + driveMs(held.place, input.place, input.availability.drivingMph) <= start;
            const before = end + between + driveMs(input.place, held.place, input.availability.drivingMph) <= held.start;
            expect(after || before).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('booked one after another, the times offered never overlap and always leave the drive between them', () => {
    fc.assert(
      fc.property(availabilityArb, dateArb, fc.array(fc.tuple(fc.integer({ min: 5, max: 180 }), place, fc.nat()), { minLength: 1, maxLength: 8 }), (availability, date, asks) => {
        const booked: Appointment[] = [];
        for (const [minutes, at, pick] of asks) {
          const { times } = freeTimes({ availability, date, minutes, place: at, appointments: booked, now: NOW });
          const chosen = times[pick % Math.max(1, times.length)];
          if (chosen) booked.push({ start: Date.parse(chosen.start), end: Date.parse(chosen.end), place: at });
        }
        const sorted = [...booked].sort((a, b) => a.start - b.start);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(a.end + availability.minutesBetween * MINUTE + driveMs(a.place, b.place, availability.drivingMph)).toBeLessThanOrEqual(b.start);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('lie within the hours of the day, on that day, starting on the steps of the settings', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const hours = hoursOf(input.availability, input.date);
        for (const time of freeTimes(input).times) {
          const start = wallOf(Date.parse(time.start));
          const end = wallOf(Date.parse(time.end));
          expect(hours).toBeDefined();
          expect(start.date).toBe(input.date);
          expect(end.date).toBe(input.date);
          expect(start.minute).toBeGreaterThanOrEqual(hours!.opens);
          expect(end.minute).toBeLessThanOrEqual(hours!.closes);
          expect((start.minute - hours!.opens) % input.availability.startEvery).toBe(0);
          expect(time.label).toBe(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(Date.parse(time.start)).replace(/\s/g, ' '));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('offers nothing on a day off or on a day without hours, and says why', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const result = freeTimes(input);
        const off = input.availability.daysOff.some((d) => d.date === input.date);
        if (off) expect(result).toEqual({ times: [], reason: 'day-off' });
        else if (!hoursOf(input.availability, input.date)) expect(result).toEqual({ times: [], reason: 'closed' });
      }),
      { numRuns: 100 },
    );
  });

  it('offers a time only when the whole day is free of appointments where the day allows it (the first time is the opening)', () => {
    fc.assert(
      fc.property(availabilityArb, dateArb, place, (availability, date, at) => {
        const hours = hoursOf(availability, date);
        const result = freeTimes({ availability, date, minutes: 5, place: at, appointments: [], now: NOW });
        if (!hours || availability.daysOff.some((d) => d.date === date)) return;
        expect(wallOf(Date.parse(result.times[0]!.start)).minute).toBe(hours.opens);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps how soon and how far ahead a day may be booked, in Texas days', () => {
    const availability = availabilitySchema.parse({ hours: Object.fromEntries(weekdays.map((d) => [d, '9AM-5PM'])), durations: [{ service: 'any', minutes: 60 }], earliestDaysAhead: 1, latestDaysAhead: 60 });
    // 11 PM in Texas on Dec 1 is already Dec 2 in UTC: tomorrow is Dec 2 all the same.
    const now = Date.parse('2026-12-02T05:00:00Z');
    const ask = (date: string) => freeTimes({ availability, date, minutes: 60, place: { lat: 33.1, lng: -96.1 }, appointments: [], now });
    expect(ask('2026-12-01').reason).toBe('too-soon');
    expect(ask('2026-12-02').times[0]?.start).toBe('2026-12-02T09:00:00-06:00');
    expect(ask('2027-01-30').times.length).toBe(15); // 9:00 to 4:00, every half hour
    expect(ask('2027-01-31').reason).toBe('too-far');
  });

  describe('on daylight-saving days', () => {
    const allDays = (hours: string) =>
      availabilitySchema.parse({ hours: Object.fromEntries(weekdays.map((d) => [d, hours])), durations: [{ service: 'any', minutes: 60 }], earliestDaysAhead: 0, latestDaysAhead: 730, startEvery: 60 });
    const at = { lat: 33.1385, lng: -96.1108 };

    it('keep the wall-clock hours, with the offset of each side of the change', () => {
      fc.assert(
        fc.property(fc.constantFrom('2026-03-07', '2026-03-08', '2026-10-31', '2026-11-01'), dayHours, (date, [o, c]) => {
          const result = freeTimes({ availability: allDays(`${hhmm(o)}-${hhmm(c)}`), date, minutes: 15, place: at, appointments: [], now: NOW });
          const summer = date === '2026-03-08' || date === '2026-10-31';
          for (const time of result.times) {
            // 5 AM and later: the day before each change keeps the old offset, the day of it has the new one.
            expect(time.start.endsWith(summer ? '-05:00' : '-06:00')).toBe(true);
            expect(wallOf(Date.parse(time.start)).minute).toBe(Number(time.start.slice(11, 13)) * 60 + Number(time.start.slice(14, 16)));
          }
        }),
        { numRuns: 100 },
      );
    });

    it('count the hour skipped in March and the hour repeated in November', () => {
      const night = allDays('12AM-6AM');
      const ask = (date: string) => freeTimes({ availability: night, date, minutes: 60, place: at, appointments: [], now: NOW }).times;
      // 2:00 AM does not exist on March 8: five hours of work, five starts.
      expect(ask('2026-03-08').map((t) => t.label)).toEqual(['12:00 AM', '1:00 AM', '3:00 AM', '4:00 AM', '5:00 AM']);
      expect(ask('2026-03-08').map((t) => t.start.slice(-6))).toEqual(['-06:00', '-06:00', '-05:00', '-05:00', '-05:00']);
      // 1:00 AM comes twice on November 1: seven hours from midnight to 6 AM; a start each wall-clock hour.
      const november = ask('2026-11-01');
      expect(november.map((t) => t.label)).toEqual(['12:00 AM', '1:00 AM', '2:00 AM', '3:00 AM', '4:00 AM', '5:00 AM']);
      expect(november[0]!.start).toBe('2026-11-01T00:00:00-05:00');
      expect(november[2]!.start).toBe('2026-11-01T02:00:00-06:00');
      expect(Date.parse(november.at(-1)!.end) - Date.parse(november[0]!.start)).toBe(7 * 60 * MINUTE);
    });
  });
});
