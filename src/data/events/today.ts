// The business is in Texas: "today" for events is the date in Chicago, whatever the time zone of
// the visitor or of the build machine.
const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date ('YYYY-MM-DD') of `now` in America/Chicago. */
export function chicagoToday(now: Date = new Date()): string {
  // formatToParts rather than format(): the order and separators of a formatted date depend on the
  // ICU build, the parts do not.
  const parts = chicago.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}
