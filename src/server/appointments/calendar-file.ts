// Calendar files (RFC 5545) of appointments, made by ical-generator: the one attached to the customer's
// confirmation (METHOD:REQUEST) or cancellation (METHOD:CANCEL), and the owner's subscription feed (every
// confirmed appointment). Times are UTC (DTSTART:20261211T160000Z), which every calendar shows in its own
// zone, so no VTIMEZONE is needed. An appointment keeps one UID (its reference at the site's host) for its
// whole life, and its SEQUENCE counts each change, so a phone's calendar replaces or removes the copy it has.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';

export interface CalendarAppointment {
  reference: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  sequence: number;
  summary: string;
  /** The address (or town) where it takes place. */
  location: string;
  description: string;
  /** The customer's page for this appointment, when the file goes to the customer. */
  url?: string;
  /** The customer (the attendee), for an invitation. */
  attendee?: { name: string; email: string };
}

export interface CalendarOwner {
  businessName: string;
  /** The business address: the organizer. */
  email: string;
  /** The site's address: its host names the UIDs. */
  siteUrl: string;
}

/** The appointment's UID: the same in every file about it. */
export function appointmentUid(reference: string, siteUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // a site address that is not a URL still gives UIDs that are unique to the reference
  }
  return `${reference}@${host}`;
}

const calendar = (owner: CalendarOwner, extra: { method?: ICalCalendarMethod; name?: string } = {}) =>
  ical({
    prodId: { company: owner.businessName, product: 'Appointments', language: 'EN' },
    ...(extra.method && { method: extra.method }),
    ...(extra.name && { name: extra.name }),
  });

/**
 * A name as the value of a quoted parameter (CN="..."): RFC 5545 allows no double quote or control character
 * there, and ical-generator writes them as they are (a backslash before a quote ends nothing for a calendar),
 * so a customer named `Ann "AJ";ROLE=CHAIR` would end the name and add parameters of their own. A double
 * quote becomes a single one, a control character a space.
 */
export const paramText = (value: string): string => value.replace(/["\u0000-\u001f\u007f]/g, (c) => (c === '"' ? "'" : ' '));

function event(owner: CalendarOwner, a: CalendarAppointment, status: ICalEventStatus, stamp: Date): ICalEventData {
  return {
    id: appointmentUid(a.reference, owner.siteUrl),
    sequence: a.sequence,
    stamp,
    start: new Date(a.start),
    end: new Date(a.end),
    summary: a.summary,
    location: a.location,
    description: a.description,
    status,
    organizer: { name: paramText(owner.businessName), email: owner.email },
    ...(a.url && { url: a.url }),
    ...(a.attendee && {
      attendees: [{ name: paramText(a.attendee.name), email: a.attendee.email, role: ICalAttendeeRole.REQ, status: status === ICalEventStatus.CANCELLED ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED }],
    }),
  };
}

/** Every content line ends with CRLF, the last one too (RFC 5545 3.1). */
const withFinalBreak = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`);

/** The file sent with a confirmation (REQUEST) or a cancellation (CANCEL) of one appointment. */
export function invitationFile(owner: CalendarOwner, a: CalendarAppointment, method: 'REQUEST' | 'CANCEL', now: number): string {
  const cal = calendar(owner, { method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL });
  cal.createEvent(event(owner, a, method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED, new Date(now)));
  return withFinalBreak(cal.toString());
}

/** The owner's subscription: every confirmed appointment, with its address. */
export function subscriptionFeed(owner: CalendarOwner, appointments: readonly CalendarAppointment[], now: number): string {
  const cal = calendar(owner, { name: owner.businessName });
  for (const a of appointments) cal.createEvent(event(owner, a, ICalEventStatus.CONFIRMED, new Date(now)));
  return withFinalBreak(cal.toString());
}
