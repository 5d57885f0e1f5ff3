// The inbox's routes about appointments: Confirm and Cancel of a booking with a time, Decline, Propose,
// Today and the calendar subscription. Every change goes through the appointment book (one guarded
// transaction each); what it did, or why it did nothing, comes back as the notice of the page it leads to.
import type { Context, Hono } from 'hono';
import { hoursOn, isCalendarDay, isDayOff, weekdays, type Availability } from '../../schema/availability.ts';
import type { MoveResult, NewTime } from '../appointments/book.ts';
import { businessDate, dayWindow, instantOf } from '../appointments/free-times.ts';
import { findPlace, type Schedule } from '../appointments/schedule.ts';
import type { AppointmentDesk } from '../appointments/desk.ts';
import { formatDay } from '../bookings/format.ts';
import type { BookingStore, StoredBooking } from '../bookings/store.ts';
import { appointmentText, type AppointmentNotice } from './appointment-pages.tsx';
import { calendarPage, dayPlan, todayPage } from './day-pages.tsx';
import type { InboxStore } from './inbox-store.ts';
import { intakeAnswersOfMany } from '../intake/answers.ts';
import type { PageContext } from './pages.tsx';

export interface AppointmentRouteOptions {
  desk: AppointmentDesk;
  schedule: () => Schedule | undefined;
  siteUrl: () => string;
  store: InboxStore;
  bookings: BookingStore;
  base: string;
  now: () => number;
  ctx: (c: Context) => Promise<PageContext>;
  signedIn: (c: Context) => Promise<boolean>;
  /** A change's form, signed in and with its token; or the answer that refuses it. */
  checkChange: (c: Context) => Promise<{ ok: true } | { ok: false; response: Response }>;
  /** A change's form (signed in, with its token) and its booking; or the answer that refuses it. */
  changeOf: (c: Context) => Promise<{ ok: true; form: Record<string, unknown>; booking: StoredBooking } | { ok: false; response: Response }>;
  /** The booking's page with a problem said in its appointment section. */
  problem: (c: Context, reference: string, problem: string, status: 400 | 409) => Promise<Response>;
  /** The address of a page with a notice, after a change. */
  afterChange: (path: string, notice: AppointmentNotice, reference: string) => string;
}

const COPY_SCRIPT = `document.querySelectorAll('[data-copy]').forEach(function (button) {
  button.addEventListener('click', function () {
    var field = document.getElementById(button.dataset.copy);
    if (!field) return;
    var copied = function () { button.textContent = button.dataset.copied; };
    var bySelecting = function () { field.select(); document.execCommand('copy'); copied(); };
    if (navigator.clipboard) navigator.clipboard.writeText(field.value).then(copied, bySelecting);
    else bySelecting();
  });
});
`;

/** How long a request without a time takes, for a time proposed for it: its service's duration, or an hour. */
function durationOfRequest(booking: StoredBooking, schedule: Schedule | undefined): number {
  const entry = schedule?.services.find((s) => s.name === booking.service);
  const minutes = entry && schedule?.availability.durations.find((d) => d.service === entry.key)?.minutes;
  return (minutes ?? 60) * 60_000;
}

/** A time the owner proposes: a real day and time, from now on, within the hours of that day; or why not. */
export function proposedStart(day: string, time: string, minutes: number, availability: Availability | undefined, now: number): { ok: true; start: number } | { ok: false; problem: string } {
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!isCalendarDay(day) || !clock) return { ok: false, problem: appointmentText.badTime };
  const minute = Number(clock[1]) * 60 + Number(clock[2]);
  const start = instantOf(day, minute);
  if (start <= now) return { ok: false, problem: appointmentText.pastTime };
  if (!availability) return { ok: true, start };
  const hours = hoursOn(availability, weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]!);
  if (!hours || isDayOff(availability, day)) return { ok: false, problem: appointmentText.closedDay };
  if (minute < hours.opens || minute + minutes / 60_000 > hours.closes) return { ok: false, problem: appointmentText.outsideHours };
  return { ok: true, start };
}

/** The notice of a change's outcome. */
function noticeOf(outcome: MoveResult, done: [AppointmentNotice, AppointmentNotice]): AppointmentNotice {
  if (outcome.ok) return outcome.emailed ? done[0] : done[1];
  return outcome.reason === 'unchanged' ? 'unchanged' : outcome.reason === 'closed' ? 'closed' : 'stale';
}

export function appointmentRoutes(app: Hono, o: AppointmentRouteOptions) {
  const { book } = o.desk;
  const field = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 1000) : '');
  const page = (b: StoredBooking) => `${o.base}/bookings/${b.reference}`;

  app.post('/bookings/:ref/decline', async (c) => {
    const change = await o.changeOf(c);
    if (!change.ok) return change.response;
    const outcome = await book.decline(change.booking, field(change.form.reason), o.now());
    return c.redirect(o.afterChange(page(change.booking), noticeOf(outcome, ['declined-emailed', 'declined-unsent']), change.booking.reference), 303);
  });

  app.post('/bookings/:ref/move-to-asked', async (c) => {
    const change = await o.changeOf(c);
    if (!change.ok) return change.response;
    const outcome = await book.moveToAsked(change.booking, o.now());
    const notice = !outcome.ok && outcome.reason === 'taken' ? 'taken' : noticeOf(outcome, ['moved-emailed', 'moved-unsent']);
    return c.redirect(o.afterChange(page(change.booking), notice, change.booking.reference), 303);
  });

  app.post('/bookings/:ref/no-show', async (c) => {
    const change = await o.changeOf(c);
    if (!change.ok) return change.response;
    const outcome = await book.noShow(change.booking, o.now());
    return c.redirect(o.afterChange(page(change.booking), noticeOf(outcome, ['no-show-emailed', 'no-show-unsent']), change.booking.reference), 303);
  });

  app.post('/bookings/:ref/undo-cancel', async (c) => {
    const change = await o.changeOf(c);
    if (!change.ok) return change.response;
    const outcome = await book.undoCancel(change.booking, o.now());
    return c.redirect(o.afterChange(page(change.booking), outcome.ok ? 'undone' : 'undo-late', change.booking.reference), 303);
  });

  app.post('/bookings/:ref/propose', async (c) => {
    const change = await o.changeOf(c);
    if (!change.ok) return change.response;
    const { booking, form } = change;
    const schedule = o.schedule();
    const minutes = booking.appointment ? Date.parse(booking.appointment.end) - Date.parse(booking.appointment.start) : durationOfRequest(booking, schedule);
    const start = proposedStart(field(form.day), field(form.time), minutes, schedule?.availability, o.now());
    if (!start.ok) return o.problem(c, booking.reference, start.problem, 400);
    const place = booking.appointment?.place ?? (schedule && findPlace(schedule, booking.place)?.at);
    const time: NewTime = { start: start.start, end: start.start + minutes, ...(place && { place }) };
    const outcome = await book.propose(booking, time, field(form.message), o.now());
    if (!outcome.ok && outcome.reason === 'taken') return o.problem(c, booking.reference, appointmentText.notFits, 409);
    return c.redirect(o.afterChange(page(booking), noticeOf(outcome, ['proposed-emailed', 'proposed-unsent']), booking.reference), 303);
  });

  app.get('/today', async (c) => {
    if (!(await o.signedIn(c))) return c.redirect(o.base, 303);
    const day = businessDate(o.now());
    const { from, to } = dayWindow(day);
    const mph = o.schedule()?.availability.drivingMph ?? 40;
    const bookings = await o.bookings.appointmentsBetween(from, to);
    const answers = await intakeAnswersOfMany(o.bookings.client, bookings.map((b) => b.id));
    return c.html(todayPage(await o.ctx(c), formatDay(day), dayPlan(bookings, mph), answers, (b) => o.desk.intakeQuestions(b).length > 0));
  });

  // The calendar page's Copy button (Android has no way to subscribe from a link): a file of this site, so
  // the pages' script policy lets it run.
  app.get('/copy.js', (c) => c.body(COPY_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  const feedAddress = (token: string) => `${o.siteUrl().replace(/\/+$/, '')}/calendar/${token}.ics`;
  app.get('/calendar', async (c) => {
    if (!(await o.signedIn(c))) return c.redirect(o.base, 303);
    const notice = c.req.query('saved') === 'reset' ? appointmentText.resetDone : undefined;
    return c.html(calendarPage(await o.ctx(c), feedAddress(await o.desk.calendar.token()), notice));
  });
  app.post('/calendar/reset', async (c) => {
    const checked = await o.checkChange(c);
    if (!checked.ok) return checked.response;
    await o.desk.calendar.reset();
    return c.redirect(`${o.base}/calendar?saved=reset`, 303);
  });

  return {
    /** Confirm or Cancel of a booking with a time, through the book; undefined for anything else. */
    async setStatus(booking: StoredBooking, status: string, back: string): Promise<string | undefined> {
      if (!booking.appointment || (status !== 'confirmed' && status !== 'cancelled')) return undefined;
      const outcome = status === 'confirmed' ? await book.confirm(booking, o.now()) : await book.cancel(booking, o.now());
      const notice = status === 'confirmed' ? noticeOf(outcome, ['confirmed-emailed', 'confirmed-unsent']) : noticeOf(outcome, ['cancelled-emailed', 'cancelled']);
      return o.afterChange(back, notice, booking.reference);
    },
  };
}
