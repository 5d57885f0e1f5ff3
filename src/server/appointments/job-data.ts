// What an outbox job about an appointment carries (an email or a text): the appointment as the change that
// queued it left it. A module of its own, imported by the emails, the texts and the bookings store alike.
/** What a job about an appointment carries (see book.ts). */
export interface AppointmentJobData {
  sequence: number;
  start: string;
  end: string;
  location: string;
  link?: string;
  expires?: number;
  reason?: string;
  message?: string;
  /** owner-change: what the customer did (or that their hold ran out); asked: whether they chose a time or only wrote. */
  what?: 'cancelled' | 'asked' | 'accepted' | 'message' | 'expired';
  /** declined: the time was confirmed, so the customer's calendar has it: a CANCEL goes with it. */
  wasConfirmed?: boolean;
  /** asked: the start of the time the customer asked for (the appointment, `start`, stands until the owner answers). */
  asked?: string;
  /** From before asks stood: the time before the customer moved to `start`. */
  previous?: string;
  /** cancelled, declined, no-show: what became of the deposit paid (refunded, or kept under the policy). */
  deposit?: 'refunded' | 'kept';
  /** confirmed, reminder, intake-reminder: the customer has answered the questions before the visit (set when they save them). */
  intakeAnswered?: boolean;
}
