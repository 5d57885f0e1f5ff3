import { afterEach, describe, expect, it } from 'vitest';
import { chicagoToday } from '../../data/events/today.ts';
import type { EventItem } from '../../data/events/types.ts';
import {
  addDays, dayOfMonth, fullDateLabel, groupByMonth, monthLabel, shownWeekStart, weekDays, weekRangeLabel,
  weekStart, weekdayLabel,
} from './week.ts';

describe('weekStart', () => {
  it.each([
    ['2026-11-22', '2026-11-22'], // a Sunday is its own week start
    ['2026-11-25', '2026-11-22'],
    ['2026-11-28', '2026-11-22'], // Saturday ends the week
    ['2026-11-29', '2026-11-29'],
    ['2026-03-01', '2026-03-01'],
    ['2026-03-04', '2026-03-01'],
    ['2027-01-02', '2026-12-27'], // across New Year
    ['2028-03-01', '2028-02-27'], // across a leap day
  ])('%s -> %s', (day, sunday) => {
    expect(weekStart(day)).toBe(sunday);
  });

  it('rejects anything but YYYY-MM-DD', () => {
    expect(() => weekStart('11-22-2026')).toThrow(RangeError);
  });
});

describe('shownWeekStart moves 7 days per step, without bound', () => {
  it.each([
    [0, '2026-11-22'],
    [1, '2026-11-29'],
    [2, '2026-12-06'],
    [3, '2026-12-13'],
    [-1, '2026-11-15'],
    [-3, '2026-11-01'],
    [6, '2027-01-03'], // into the next year
    [-52, '2025-11-23'],
    [520, '2036-11-09'],
  ])('offset %i', (offset, sunday) => {
    expect(shownWeekStart('2026-11-25', offset)).toBe(sunday);
  });
});

describe('weekDays', () => {
  it('lists Sunday..Saturday across a month and a year boundary', () => {
    expect(weekDays('2026-12-27')).toEqual([
      '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02',
    ]);
    expect(weekDays('2028-02-27').slice(2, 4)).toEqual(['2028-02-29', '2028-03-01']);
    expect(weekDays('2027-02-28')[1]).toBe('2027-03-01');
  });

  it.each(['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'])(
    'DST change week from %s has seven distinct days, one apart',
    (sunday) => {
      const days = weekDays(sunday);
      expect(new Set(days).size).toBe(7);
      days.slice(1).forEach((d, i) => expect(addDays(days[i] ?? '', 1)).toBe(d));
      expect(days.map(weekdayLabel)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    },
  );
});

describe('the current week, read in Chicago', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each([
    // DST begins Sun 2026-03-08 at 2 AM: late Saturday night in Chicago is still the old week.
    ['2026-03-08T05:30:00Z', '2026-03-01'],
    ['2026-03-08T06:00:00Z', '2026-03-08'],
    ['2026-03-08T09:00:00Z', '2026-03-08'],
    // DST ends Sun 2026-11-01 at 2 AM.
    ['2026-11-01T04:59:00Z', '2026-10-25'],
    ['2026-11-01T05:00:00Z', '2026-11-01'],
    ['2026-11-01T08:30:00Z', '2026-11-01'],
    // Sunday morning in UTC is still Saturday evening in Texas.
    ['2026-11-29T03:00:00Z', '2026-11-22'],
  ])('at %s the week starts %s', (instant, sunday) => {
    expect(weekStart(chicagoToday(new Date(instant)))).toBe(sunday);
  });

  it.each(['Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles'])('does not depend on the machine zone (%s)', (tz) => {
    process.env.TZ = tz;
    expect(shownWeekStart(chicagoToday(new Date('2026-11-01T05:00:00Z')), 1)).toBe('2026-11-08');
    expect(weekRangeLabel('2026-03-08')).toBe('Mar 8 – Mar 14, 2026');
  });
});

describe('labels', () => {
  it('names the week range', () => {
    expect(weekRangeLabel('2026-11-22')).toBe('Nov 22 – Nov 28, 2026');
    expect(weekRangeLabel('2026-11-29')).toBe('Nov 29 – Dec 5, 2026');
    expect(weekRangeLabel('2026-12-27')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });

  it('names days and months', () => {
    expect(weekdayLabel('2026-11-28')).toBe('Sat');
    expect(dayOfMonth('2026-11-28')).toBe(28);
    expect(fullDateLabel('2026-11-28')).toBe('Saturday, November 28, 2026');
    expect(monthLabel('2027-01-05')).toBe('January 2027');
  });
});

describe('groupByMonth', () => {
  const ev = (isoDate: string, eventName: string): EventItem => {
    const [y, m, d] = isoDate.split('-');
    return { isoDate, date: `${m}-${d}-${y}`, eventName, time: '', price: '', location: '', address: '' };
  };

  it('groups ascending by month and day, keeping same-day order', () => {
    const groups = groupByMonth([
      ev('2027-01-03', 'Jan'),
      ev('2026-11-28', 'Nov late'),
      ev('2026-12-01', 'Dec first'),
      ev('2026-11-22', 'Nov early A'),
      ev('2026-11-22', 'Nov early B'),
    ]);
    expect(groups.map((g) => [g.key, g.label, g.events.map((e) => e.eventName)])).toEqual([
      ['2026-11', 'November 2026', ['Nov early A', 'Nov early B', 'Nov late']],
      ['2026-12', 'December 2026', ['Dec first']],
      ['2027-01', 'January 2027', ['Jan']],
    ]);
  });

  it('keeps the same month of different years apart', () => {
    const groups = groupByMonth([ev('2027-11-02', 'next'), ev('2026-11-02', 'this')]);
    expect(groups.map((g) => g.label)).toEqual(['November 2026', 'November 2027']);
  });

  it('is empty for no events', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});
