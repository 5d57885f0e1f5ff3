// The party in the owner's inbox, on its booking's page: the guests who signed up with how to reach them and
// what they chose, the running total, the time the party needs beside the time it is booked for (with one
// tap to make the booking fit, while it still fits beside the others), the deadline's outcome, and a link to
// the page the host shares. The routes: make it fit, and take a guest off the list.
import type { Context, Hono } from 'hono';
import type { PartyPlan } from '../../schema/party-plan.ts';
import { fill } from '../../schema/fill.ts';
import { formatCents } from '../../schema/money.ts';
import { formatTime } from '../bookings/format.ts';
import type { StoredBooking } from '../bookings/store.ts';
import type { AppointmentBook } from '../appointments/book.ts';
import type { Schedule } from '../appointments/schedule.ts';
import type { AppointmentNotice } from '../inbox/appointment-pages.tsx';
import { Seen, type PageContext } from '../inbox/pages.tsx';
import type { PartyDesk } from './party-page.tsx';
import type { PartyRecord } from './party-book.ts';
import { partyState } from './party-state.ts';
import { hoursText, type PartyState } from './party-view.tsx';
import { partyWords as w } from './party-words.ts';

export interface InboxParties {
  desk: PartyDesk;
  plans: () => readonly PartyPlan[];
  schedule: () => Schedule | undefined;
}

export function PartySection({ ctx, booking: b, state, record, url, now }: { ctx: PageContext; booking: StoredBooking; state: PartyState; record: PartyRecord; url: string; now: number }) {
  const action = (what: string) => `${ctx.base}/bookings/${b.reference}/party/${what}`;
  const a = b.appointment;
  const canResize = a && (a.status === 'held' || a.status === 'confirmed') && Date.parse(a.start) > now && state.needed !== undefined && state.booked !== undefined && state.needed !== state.booked;
  return (
    <section aria-labelledby="party-heading">
      <h2 id="party-heading">{w.inboxHeading}</h2>
      <p className="meta">
        {fill(state.guests.length < state.maxGuests ? w.countLine : w.countFull, { count: String(state.guests.length), left: String(state.maxGuests - state.guests.length) })}
        {' · '}
        {w.totalLine}: <strong>{formatCents(state.total.totalCents)}</strong>
        {state.total.perks.map((p) => ` · ${p.title} −${formatCents(p.cents)}`).join('')}
      </p>
      {record.deadlineToldAt && state.minimumGuests !== undefined && (
        <p className="meta">{fill(w.inboxDeadlineTold, { day: formatTime(record.deadlineToldAt), count: String(state.guests.length), minimum: String(state.minimumGuests) })}</p>
      )}
      <p>
        <a href={url}>{w.inboxOpenPage}</a>
      </p>
      {canResize && ctx.csrf && (
        <form method="post" action={action('resize')} className="notice">
          <input type="hidden" name="csrf" value={ctx.csrf} />
          <Seen booking={b} />
          <input type="hidden" name="minutes" value={String(state.needed)} />
          <p>{w.inboxNeeds(hoursText(state.needed!), state.guests.length || Number(b.guests) || 1, hoursText(state.booked!))}</p>
          <button className="btn primary" type="submit">
            {w.inboxResize(hoursText(state.needed!))}
          </button>
        </form>
      )}
      {state.guests.length > 0 && (
        <ol className="list guests">
          {state.guests.map((g) => (
            <li key={g.id} className="card">
              <h3>
                {g.name}
                {g.guestOfHonor && state.guestOfHonor ? ` (${state.guestOfHonor})` : ''}
              </h3>
              <p className="meta">{g.choices.length > 0 ? g.choices.map((c) => `${c.name} ${formatCents(c.cents)}`).join(', ') : w.choicesNone}</p>
              <p className="meta">
                <a href={`mailto:${g.email}`}>{g.email}</a>
                {g.phone && (
                  <>
                    {' · '}
                    <a href={`tel:${g.phone.replace(/[^\d+]/g, '')}`}>{g.phone}</a>
                  </>
                )}
              </p>
              {ctx.csrf && (
                <form method="post" action={action('remove')}>
                  <input type="hidden" name="csrf" value={ctx.csrf} />
                  <input type="hidden" name="guest" value={String(g.id)} />
                  <button className="btn" type="submit" aria-label={`${w.inboxRemove}: ${g.name}`}>
                    {w.inboxRemove}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The booking's party section, or undefined for a booking that is not a party booked online. */
export async function partySectionOf(parties: InboxParties, ctx: PageContext, b: StoredBooking, now: number) {
  const record = await parties.desk.book.ofBooking(b.id);
  if (!record) return undefined;
  const { state } = await partyState(parties.desk.book, record, b, parties.plans(), parties.schedule(), now);
  return <PartySection ctx={ctx} booking={b} state={state} record={record} url={parties.desk.url(record.linkId)} now={now} />;
}

export interface PartyRouteOptions {
  parties: InboxParties;
  book: AppointmentBook;
  base: string;
  now: () => number;
  changeOf: (c: Context) => Promise<{ ok: true; form: Record<string, unknown>; booking: StoredBooking } | { ok: false; response: Response }>;
  afterChange: (path: string, notice: AppointmentNotice, reference: string) => string;
}

export function partyRoutes(app: Hono, o: PartyRouteOptions) {
  const page = (b: StoredBooking) => `${o.base}/bookings/${b.reference}`;
  app.post('/bookings/:ref/party/resize', async (c) => {
    const change = await o.changeOf(c);
    if (!change.ok) return change.response;
    const b = change.booking;
    const record = await o.parties.desk.book.ofBooking(b.id);
    // The minutes the party needs now, worked out again: never a length the form was made to say.
    const { state } = record ? await partyState(o.parties.desk.book, record, b, o.parties.plans(), o.parties.schedule(), o.now()) : { state: undefined };
    if (!state?.needed || String(state.needed) !== change.form.minutes) return c.redirect(o.afterChange(page(b), 'stale', b.reference), 303);
    const outcome = await o.book.resize(b, state.needed, o.now());
    const notice: AppointmentNotice = outcome.ok ? 'party-resized' : outcome.reason === 'taken' ? 'party-taken' : outcome.reason === 'closed' ? 'closed' : 'stale';
    return c.redirect(o.afterChange(page(b), notice, b.reference), 303);
  });
  app.post('/bookings/:ref/party/remove', async (c) => {
    const change = await o.changeOf(c);
    if (!change.ok) return change.response;
    const b = change.booking;
    const written = typeof change.form.guest === 'string' ? change.form.guest : '';
    const removed = /^[1-9]\d{0,15}$/.test(written) && (await o.parties.desk.book.removeGuest(b.id, Number(written)));
    return c.redirect(o.afterChange(page(b), removed ? 'guest-removed' : 'stale', b.reference), 303);
  });
}
