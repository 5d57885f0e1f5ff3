// The business is in Texas: "today" for events is the date in Chicago, whatever the time zone of
// the visitor or of the build machine. Read with the platform's Intl (no date library in the islands'
// code: their pages' JavaScript budget has React's runtime in it).

const inChicago = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric', month: 'numeric', day: 'numeric' });

/** The calendar date of `now` in America/Chicago: its year, month (1-12) and day of the month. */
export function chicagoDate(now: Date): { year: number; month: number; day: number } {
  const parts = inChicago.formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The calendar date ('YYYY-MM-DD') of `now` in America/Chicago. */
export function chicagoToday(now: Date = new Date()): string {
  const { year, month, day } = chicagoDate(now);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
