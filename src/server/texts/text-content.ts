// What a text job says and to whom, from the booking as it stands when it is sent: the customer's
// confirmation and day-before reminder (with the rules of the reminder email: dropped when the appointment is
// no longer confirmed at the time it was queued for), and the owner's text for a new booking. Undefined:
// the text no longer applies, and nothing is sent.
import { fill } from '../../schema/fill.ts';
import type { AppointmentJobData } from '../appointments/emails.ts';
import { findPlace } from '../appointments/schedule.ts';
import type { MailContext } from '../bookings/emails.ts';
import { formatDay, formatTime } from '../bookings/format.ts';
import type { EmailJob, StoredBooking } from '../bookings/store.ts';
import { textWords as w } from './messages.ts';
import { usTextNumber } from './phone.ts';
import { reviewText } from '../reviews/review-email.ts';

export interface TextMessage {
  to: string;
  body: string;
}

/** The longest name a text carries. */
const NAME_MAX = 40;

/** The visitor's name on one line (the schema refuses control characters; spaces are folded), cut short. */
const oneLine = (name: string): string => {
  const line = name.replace(/\s+/g, ' ').trim();
  return line.length > NAME_MAX ? `${line.slice(0, NAME_MAX - 1)}…` : line;
};

/** "Fri, Dec 11 at 10:00 AM" (Texas time): a text is read on a phone's lock screen. */
const shortWhen = (start: string) => formatTime(start).replace(/^(\w{3})\w*, (\w{3})\w* (\d+), \d{4}/, '$1, $2 $3');

const isData = (data: Record<string, unknown>): data is Record<string, unknown> & AppointmentJobData =>
  typeof data.start === 'string' && typeof data.end === 'string' && typeof data.sequence === 'number';

/**
 * The town of the appointment, from the content's list of places (never the address as typed, which a text
 * does not carry); nothing when the place is not one of them.
 */
function townOf(b: StoredBooking, ctx: MailContext): string {
  const schedule = ctx.appointments?.schedule;
  const town = schedule ? findPlace(schedule, b.place)?.name : undefined;
  return town ? fill(w.where, { town }) : '';
}

export function textFor(job: Pick<EmailJob, 'booking' | 'kind' | 'data'>, ctx: MailContext, ownerTo: string | undefined): TextMessage | undefined {
  const { booking: b, data } = job;
  if (job.kind === 'text-owner') {
    if (!ownerTo) return undefined;
    const when = b.appointment ? shortWhen(b.appointment.start) : b.date ? formatDay(b.date) : '';
    const vars = { reference: b.reference, service: b.service, name: oneLine(b.name), when };
    const url = ctx.inboxUrl ? fill(w.ownerInbox, { url: `${ctx.inboxUrl}/bookings/${b.reference}` }) : '';
    return { to: ownerTo, body: fill(when ? w.owner : w.ownerNoTime, vars) + url };
  }
  if (b.textOptIn !== 'true' || b.textsStoppedAt) return undefined;
  if (job.kind === 'text-review') {
    const to = usTextNumber(b.phone);
    const body = reviewText(data, ctx);
    return to && body ? { to, body } : undefined;
  }
  if (!isData(data)) return undefined;
  if (job.kind === 'text-reminder' && (b.appointment?.status !== 'confirmed' || b.appointment.sequence !== data.sequence)) return undefined;
  if (job.kind !== 'text-reminder' && job.kind !== 'text-confirmed') return undefined;
  // Stored as E.164 when the API took it; written again here, so a number stored any other way still works.
  const to = usTextNumber(b.phone);
  if (!to) return undefined;
  const linkUrl = ctx.appointments?.linkUrl;
  const link = data.link && data.expires !== undefined && linkUrl ? linkUrl(data.link, data.expires) : undefined;
  const vars = { business: ctx.businessName, service: b.service, when: shortWhen(data.start), where: townOf(b, ctx) };
  const body = fill(job.kind === 'text-reminder' ? w.reminder : w.confirmed, vars) + (link ? fill(w.link, { link }) : fill(w.noLink, { phone: ctx.phone }));
  return { to, body };
}
