// The shape of one event after validation. The schema uses `zod/mini` so that code which only
// imports the type (the page, the parser) pulls nothing into the browser bundle; tests use the
// schema to check every event the parser emits.
import * as z from 'zod/mini';

export const eventItemSchema = z.object({
  /** The sheet's MM-DD-YYYY, zero-padded (an owner may type 5-3-2027). */
  date: z.string().check(z.regex(/^\d{2}-\d{2}-\d{4}$/)),
  /** The same day as YYYY-MM-DD: sortable and comparable as text. */
  isoDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  eventName: z.string(),
  time: z.string(),
  price: z.string(),
  location: z.string(),
  address: z.string(),
});

export type EventItem = z.infer<typeof eventItemSchema>;
