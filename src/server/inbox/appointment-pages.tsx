// The inbox's parts about appointments, and their texts: a booking's time with what was changed and by whom,
// Decline (with a reason), Propose another time, the move to the time the customer asked for and the Undo of
// a Cancel; the times held now and by whom. The owner's day and calendar pages are in day-pages.tsx.
import { standingOf, statusLine, whenText } from '../appointments/as-it-stands.ts';
import { formatTime } from '../bookings/format.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { UNDO_SECONDS, type AppointmentChange } from '../appointments/book.ts';
import type { HeldTime } from './inbox-store.ts';
import { SendButton, TextBox } from '../page-shell.tsx';
import { HintForm, Seen, type PageContext } from './pages.tsx';
import { NoShowForm } from './money-parts.tsx';

export const appointmentText = {
  heading: 'Appointment',
  none: 'No time yet: this is a request for a preferred date. Propose a time below.',
  heldUntil: (when: string) => `held until ${when} unless you confirm it`,
  heldTitle: (count: number) => `Held times (${count})`,
  sameAddress: (count: number) => `one of ${count} times held from the same connection`,
  changes: 'Changes',
  who: { owner: 'You', customer: 'Customer', site: 'The site' },
  what: { confirmed: 'confirmed', declined: 'declined', proposed: 'proposed', cancelled: 'cancelled', accepted: 'accepted the time', asked: 'asked for another time', message: 'wrote', expired: 'freed the time: it was not confirmed in time', undone: 'undid the cancellation', moved: 'moved it to the time the customer asked for', paid: 'paid the deposit', refunded: 'refunded the deposit', 'no-show': 'marked it a no-show', resized: 'changed its length for the guests signed up' },
  askedFor: (name: string, when: string) => `${name} asked for ${when} instead. The appointment stands as it is until you answer.`,
  moveToAsked: 'Move it to that time and confirm',
  undoHint: 'Cancelled just now. Changed your mind? Undo it within a few seconds (the customer is not emailed then).',
  decline: 'Decline',
  reason: 'Reason (the customer reads it)',
  propose: 'Propose another time',
  day: 'Day',
  time: 'Time (Texas)',
  proposeMessage: 'Message (optional)',
  notFits: 'That time overlaps another appointment (with the time between and the drive). Choose another.',
  badTime: 'Please give a day and a time, like 2026-12-10 and 14:00.',
  pastTime: 'That time has already passed. Please choose a time from now on.',
  closedDay: 'That day you take no appointments (closed or a day off). Please choose another day.',
  outsideHours: 'That time is outside your hours that day (it must start and end within them). Please choose another time.',
  todayTitle: 'Today',
  todayNone: 'No appointments today.',
  drive: (miles: number, minutes: number) => `Drive about ${miles} ${miles === 1 ? 'mile' : 'miles'}, ${minutes} min`,
  driveUnknown: 'Drive: unknown (no map place for one of the addresses)',
  undo: 'Undo',
  map: 'Map',
  call: 'Call',
  text: 'Text',
  calendarTitle: 'Calendar subscription',
  calendarExplain:
    "Subscribe to this address in your phone's calendar and every confirmed appointment shows there, with its address. Keep it private: anyone with it can read your appointments. Reset it if it was shared by mistake; the old address then stops working.",
  calendarApple: 'On an iPhone or iPad: tap Subscribe on this phone, then Subscribe.',
  subscribe: 'Subscribe on this phone',
  calendarGoogle: 'Google Calendar: on a computer, Other calendars › + › From URL, and paste this address.',
  calendarAndroid: 'On an Android phone: tap Copy the address, open calendar.google.com in the browser (desktop site), then Other calendars › + › From URL, paste it and tap Add calendar. It then shows in the Google Calendar app.',
  copy: 'Copy the address',
  copied: 'Copied',
  calendarAddress: 'Calendar address',
  reset: 'Reset the address',
  resetDone: 'A new address is made; the old one no longer works. Subscribe again with the new one.',
  notices: {
    'confirmed-emailed': (name: string) => `Confirmed. We emailed ${name} the details and a calendar file.`,
    'confirmed-unsent': (name: string) => `Confirmed. ${name} was not emailed: email is not set up on this site.`,
    'confirmed-notime': (name: string) => `Marked confirmed. ${name} was not emailed: the booking has no time yet (propose one on its page).`,
    'cancelled-emailed': (name: string) => `Cancelled. We emailed ${name} that the appointment is cancelled, with a calendar update.`,
    'declined-emailed': (name: string) => `Declined. We emailed ${name} your reason.`,
    'declined-unsent': (name: string) => `Declined. ${name} was not emailed (email is not set up, or the booking had no time).`,
    'proposed-emailed': (name: string) => `Proposed. We emailed ${name} the new time and a link to accept it.`,
    'proposed-unsent': (name: string) => `Proposed. ${name} was not emailed: email is not set up on this site.`,
    cancelled: (name: string) => `Cancelled. The time ${name} held is free again (it was not confirmed, so ${name} was not emailed).`,
    unchanged: (name: string) => `Already confirmed: nothing was sent to ${name} again.`,
    closed: (name: string) => `Nothing was changed: the appointment of ${name} is cancelled or declined.`,
    'moved-emailed': (name: string) => `Moved to the time ${name} asked for, and confirmed. We emailed ${name} the details and a calendar file.`,
    'moved-unsent': (name: string) => `Moved to the time ${name} asked for, and confirmed. ${name} was not emailed: email is not set up on this site.`,
    taken: (name: string) => `Nothing was changed: the time ${name} asked for is no longer free (with the time between and the drive). Propose another.`,
    undone: (name: string) => `Cancellation undone: the appointment of ${name} stands as before, and ${name} was not emailed.`,
    'undo-late': (name: string) => `The cancellation of ${name} could not be undone: it is more than a few seconds old, or the time was taken meanwhile.`,
    'no-show-emailed': (name: string) => `Marked a no-show. We emailed ${name}; a paid deposit is kept, as the policy says.`,
    'no-show-unsent': (name: string) => `Marked a no-show; a paid deposit is kept. ${name} was not emailed: email is not set up on this site.`,
    'party-resized': (name: string) => `The time of ${name}'s party now fits the guests signed up. A confirmed party was emailed the new end and a calendar update.`,
    'party-taken': (name: string) => `Nothing was changed: ${name}'s party would run into another appointment (with the time between and the drive). Propose another time instead.`,
    'guest-removed': (name: string) => `The guest is off the list of ${name}'s party.`,
    stale: (name: string) => `Nothing was changed: the appointment of ${name} changed meanwhile (the customer, or another change, came first). Here it is as it stands now.`,
  },
} as const;

const t = appointmentText;
export type AppointmentNotice = keyof typeof t.notices;
export const isAppointmentNotice = (value: unknown): value is AppointmentNotice => typeof value === 'string' && value in t.notices;

/** A booking's appointment: its time and status, what changed, and the owner's Decline and Propose. */
export function AppointmentSection({ ctx, booking: b, changes, problem, now }: { ctx: PageContext; booking: StoredBooking; changes: AppointmentChange[]; problem?: string; now: number }) {
  const a = b.appointment;
  const last = changes.at(-1);
  // The customer's ask, while nothing answered it yet.
  const asked = a && a.status !== 'released' && last?.who === 'customer' && last.what === 'asked' ? last.start : null;
  const undo = a?.status === 'released' && last?.who === 'owner' && last.what === 'cancelled' && Date.parse(last.at) > now - UNDO_SECONDS * 1000;
  const action = (what: string) => `${ctx.base}/bookings/${b.reference}/${what}`;
  return (
    <section aria-labelledby="appointment">
      <h2 id="appointment">{t.heading}</h2>
      {problem && (
        <p className="notice error" role="alert">
          {problem}
        </p>
      )}
      {a ? (
        <p>
          <strong>{whenText(b, 'owner')}</strong> · {statusLine(b, 'owner')}
          {a.status === 'held' && a.heldUntil !== undefined && standingOf(b) === 'held' && ` (${t.heldUntil(formatTime(a.heldUntil))})`}
        </p>
      ) : (
        <p>{t.none}</p>
      )}
      <NoShowForm ctx={ctx} booking={b} now={now} />
      {undo && <HintForm ctx={ctx} booking={b} action={action('undo-cancel')} hint={t.undoHint} label={t.undo} primary />}
      {asked && (
        <form method="post" action={action('move-to-asked')} className="notice">
          <input type="hidden" name="csrf" value={ctx.csrf} />
          <Seen booking={b} />
          <p>{t.askedFor(b.name, formatTime(asked))}</p>
          <button className="btn primary" type="submit">
            {t.moveToAsked}
          </button>
        </form>
      )}
      {changes.length > 0 && (
        <>
          <h3>{t.changes}</h3>
          <ul>
            {changes.map((c, i) => (
              <li key={i}>
                {formatTime(c.at)}: {t.who[c.who]} {t.what[c.what]}
                {c.start && c.what !== 'cancelled' ? ` (${formatTime(c.start)})` : ''}
                {c.detail ? `: “${c.detail}”` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {a && a.status !== 'released' && (
        <form method="post" action={action('decline')}>
          <input type="hidden" name="csrf" value={ctx.csrf} />
          <Seen booking={b} />
          <h3>{t.decline}</h3>
          <TextBox id="reason" label={t.reason} rows={3} required />
          <SendButton label={t.decline} />
        </form>
      )}
      <form method="post" action={action('propose')}>
        <input type="hidden" name="csrf" value={ctx.csrf} />
          <Seen booking={b} />
        <h3>{t.propose}</h3>
        <div className="row">
          <div>
            <label htmlFor="propose-day">{t.day}</label>
            <input id="propose-day" name="day" type="date" required />
          </div>
          <div>
            <label htmlFor="propose-time">{t.time}</label>
            <input id="propose-time" name="time" type="time" step={300} required />
          </div>
        </div>
        <TextBox id="propose-message" name="message" label={t.proposeMessage} rows={2} />
        <SendButton label={t.propose} />
      </form>
    </section>
  );
}

/** Who holds what: the times held now, each with its customer, who it waits on, until when, and how many the same connection holds. */
export function HeldTimes({ ctx, held }: { ctx: PageContext; held: HeldTime[] }) {
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="held">
      <h2 id="held">{t.heldTitle(held.length)}</h2>
      {/* Lines, not a list: the bookings' cards below are the inbox's list items. */}
      {held.map(({ booking: b, fromSameAddress }) => (
        <p key={b.reference} className="held">
          <a href={`${ctx.base}/bookings/${b.reference}`}>{b.name}</a>: {b.service} · {whenText(b, 'owner')} · {statusLine(b, 'owner')}
          {standingOf(b) === 'held' && b.appointment?.heldUntil !== undefined && ` (${t.heldUntil(formatTime(b.appointment.heldUntil))})`}
          {fromSameAddress > 1 && ` · ${t.sameAddress(fromSameAddress)}`}
        </p>
      ))}
    </section>
  );
}
