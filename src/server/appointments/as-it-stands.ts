// An appointment as it stands, in the words of whoever reads it (the owner in the inbox and their emails, or
// the customer in theirs): the day and start time chosen, or the preferred date when no time was chosen;
// who moved it last; and who it waits on. One place, so the emails and the inbox never say it differently.
import { formatPreferred, formatTime } from '../bookings/format.ts';
import type { StoredBooking } from '../bookings/store.ts';

export type Reader = 'owner' | 'customer';

export const standingText = {
  moved: {
    owner: { owner: 'moved by you', customer: 'moved by the customer' },
    customer: { owner: 'moved by us', customer: 'moved by you' },
  },
  /** In a summary's row (emails, the inbox's list). */
  state: {
    owner: { proposed: "waiting for the customer's answer", held: 'waiting for your confirmation', confirmed: 'confirmed', released: 'cancelled, free again', 'awaiting-deposit': 'held while the customer pays the deposit' },
    customer: { proposed: 'waiting for your answer', held: 'held for you, waiting for our confirmation', confirmed: 'confirmed', released: 'cancelled', 'awaiting-deposit': 'held for you while you pay the deposit' },
  },
  /** On its own (the booking's page, the customer's page, the held times, Today). */
  status: {
    owner: { proposed: "Proposed: waiting for the customer's answer", held: 'Held: waiting for your confirmation', confirmed: 'Confirmed', released: 'Released (free again)', 'awaiting-deposit': 'Held a few minutes: waiting for the deposit' },
    customer: { proposed: 'We proposed this time: waiting for your answer', held: 'Held for you: waiting for our confirmation', confirmed: 'Confirmed', released: 'Cancelled', 'awaiting-deposit': 'Held for you while you pay the deposit' },
  },
} as const;

/** Where an appointment stands: a proposal waits on the customer, a held time on the owner. */
export type Standing = keyof (typeof standingText)['state']['owner'];

export function standingOf(b: Pick<StoredBooking, 'appointment'>): Standing | undefined {
  const a = b.appointment;
  if (!a) return undefined;
  return a.status === 'held' && a.movedBy === 'owner' ? 'proposed' : a.status;
}

/** "Thursday, December 10, 2026 at 2:00 PM (moved by the customer)"; the preferred date for a request without a time; '' when neither. */
export function whenText(b: Pick<StoredBooking, 'appointment' | 'date' | 'timeOfDay'>, reader: Reader): string {
  const a = b.appointment;
  if (!a) return formatPreferred(b.date, b.timeOfDay ?? '');
  return a.movedBy ? `${formatTime(a.start)} (${standingText.moved[reader][a.movedBy]})` : formatTime(a.start);
}

/** Where the appointment stands, as a line of its own in the reader's words; undefined for a request without a time. */
export function statusLine(b: Pick<StoredBooking, 'appointment'>, reader: Reader): string | undefined {
  const standing = standingOf(b);
  return standing && standingText.status[reader][standing];
}

/** Who the appointment waits on, in the reader's words; undefined for a request without a time. */
export function stateText(b: Pick<StoredBooking, 'appointment'>, reader: Reader): string | undefined {
  const standing = standingOf(b);
  return standing && standingText.state[reader][standing];
}
