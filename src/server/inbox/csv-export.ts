// The inbox's "Download as CSV": every booking that matches the filters, oldest first (as a sheet grows),
// streamed a thousand rows at a time from the database, so a large inbox never sits in memory whole.
import { csvRecords } from '../bookings/csv.ts';
import { formatSortable } from '../bookings/format.ts';
import type { ExportedBooking, InboxFilter, InboxStore } from './inbox-store.ts';
import { statusLabels } from './messages.ts';
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { answersText } from '../intake/answers.ts';

export const CSV_FIELDS = ['reference', 'received', 'status', 'status changed', 'name', 'email', 'phone', 'service', 'package', 'guests', 'place', 'time', 'preferred date', 'time of day', 'message', 'note', 'price', 'deposit', 'deposit status', 'answers before the visit'];

/** Dollars as a sheet sums them: "25.00"; empty when none. */
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

const rowOf = (b: ExportedBooking) => [
  b.reference,
  formatSortable(b.receivedAt),
  statusLabels[b.status],
  b.statusAt ? formatSortable(b.statusAt) : '',
  b.name,
  b.email,
  b.phone,
  b.service,
  b.package,
  b.guests,
  b.place,
  b.startsAt ? formatSortable(b.startsAt) : '',
  b.date,
  b.timeOfDay,
  b.message,
  b.note,
  dollars(b.priceCents),
  dollars(b.depositCents),
  b.depositState in depositWords.stateOwner ? depositWords.stateOwner[b.depositState as keyof typeof depositWords.stateOwner] : '',
  answersText(b.answers, b.guestNames),
];

/** The CSV as a stream of UTF-8 chunks: the header, then one chunk of records per read from the database. */
export function bookingsCsv(store: Pick<InboxStore, 'chunks'>, filter: InboxFilter, chunkSize?: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = store.chunks(filter, chunkSize);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRecords([CSV_FIELDS])));
    },
    // Asked for the next chunk only when the last one was taken: a slow download reads the database slowly.
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvRecords(next.value.map(rowOf))));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
