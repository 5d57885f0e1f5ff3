import { afterEach, describe, expect, it } from 'vitest';
import { chicagoToday } from './today.ts';

describe('chicagoToday', () => {
  it.each([
    // Central Standard Time, UTC-6
    ['2026-03-01T04:30:00Z', '2026-02-28'],
    ['2026-03-01T05:59:59Z', '2026-02-28'],
    ['2026-03-01T06:00:00Z', '2026-03-01'],
    // Central Daylight Time, UTC-5
    ['2026-07-01T04:59:59Z', '2026-06-30'],
    ['2026-07-01T05:00:00Z', '2026-07-01'],
    // New Year in UTC is still New Year's Eve in Texas
    ['2027-01-01T03:00:00Z', '2026-12-31'],
    // Leap day
    ['2028-03-01T02:00:00Z', '2028-02-29'],
  ])('%s is %s in Chicago', (instant, expected) => {
    expect(chicagoToday(new Date(instant))).toBe(expected);
  });

  const originalTz = process.env.TZ;
  afterEach(() => {
    // Assigning undefined to process.env stores the string "undefined".
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(['Asia/Tokyo', 'Pacific/Kiritimati', 'UTC', 'America/Los_Angeles'])(
    'ignores the machine time zone (%s)',
    (tz) => {
      process.env.TZ = tz;
      expect(chicagoToday(new Date('2026-03-01T04:30:00Z'))).toBe('2026-02-28');
    },
  );

  it('defaults to now', () => {
    expect(chicagoToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
