// A day as visitors read it, "Fri, Dec 11" (with `year`, "Fri, Dec 11, 2026"), with Intl: no date library
// in the browser. The day is the 'YYYY-MM-DD' at the start of what is given: a date, or a start time in
// Texas time with its offset.
const formats = [false, true].map((year) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', ...(year && { year: 'numeric' }), timeZone: 'UTC' }));

export const dayLabel = (day: string, year = false): string => formats[Number(year)]!.format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
