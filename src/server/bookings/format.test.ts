import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { formatSortable } from './format.ts';

describe('formatSortable', () => {
  it('writes Central time as a spreadsheet sorts it, across the changes to and from summer time', () => {
    expect(formatSortable('2026-03-02T15:10:00.000Z')).toBe('2026-03-02 09:10');
    expect(formatSortable('2026-03-08T07:59:59.999Z')).toBe('2026-03-08 01:59');
    expect(formatSortable('2026-03-08T08:00:00.000Z')).toBe('2026-03-08 03:00');
    expect(formatSortable('2026-11-01T06:30:00.000Z')).toBe('2026-11-01 01:30');
    expect(formatSortable('2026-11-01T07:30:00.000Z')).toBe('2026-11-01 01:30');
    expect(() => formatSortable('not a time')).toThrow(RangeError);
  });

  it('agrees with date-fns in the zone through several years', () => {
    const central = tz('America/Chicago');
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2030, 0, 1); time += 11 * 3_600_000 + 7 * 60_000 + 7_000) {
      const iso = new Date(time).toISOString();
      const expected = format(new Date(time), 'yyyy-MM-dd HH:mm', { in: central });
      if (formatSortable(iso) !== expected) expect(`${iso}: ${formatSortable(iso)}`).toBe(`${iso}: ${expected}`);
    }
  });
});
