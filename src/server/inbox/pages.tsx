// The inbox's pages: plain HTML forms, rendered on the server; nothing here needs JavaScript. What they all
// share is here (the document in the server pages' shell, the contact and status buttons); the sign-in pages,
// the list and a booking's page are each in a module of their own.
import type { ReactNode } from 'react';
import { standingOf } from '../appointments/as-it-stands.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { STATUSES, type BookingStatus, type InboxBooking } from './inbox-store.ts';
import { inboxText as t, statusActions, statusLabels } from './messages.ts';
import { html, Shell } from '../page-shell.tsx';
import { AskReviewBox, type ReviewsOnPage } from '../reviews/review-parts.tsx';

export interface PageContext {
  base: string;
  businessName: string;
  /** Present when signed in: the token every change must carry. */
  csrf?: string;
  /** The studio's address, when the owner turned it on. */
  studio?: string;
  /** Appointments are on: the Today view and the calendar subscription are linked. */
  appointments?: boolean;
  /** Who of the page's customers was asked for a review, and whether Mark done can ask. */
  reviews?: ReviewsOnPage;
}

export function Document({ ctx, title, children }: { ctx: PageContext; title: string; children: ReactNode }) {
  const actions = ctx.csrf && (
    <>
      {ctx.appointments && (
        <>
          <a className="btn quiet" href={`${ctx.base}/today`}>
            {t.today}
          </a>
          <a className="btn quiet" href={`${ctx.base}/calendar`}>
            {t.calendar}
          </a>
        </>
      )}
      {ctx.studio && (
        <a className="btn quiet" href={ctx.studio}>
          {t.editSite}
        </a>
      )}
      <form method="post" action={`${ctx.base}/sign-out`}>
        <input type="hidden" name="csrf" value={ctx.csrf} />
        <button className="btn quiet" type="submit">
          {t.signOut}
        </button>
      </form>
    </>
  );
  return (
    <Shell title={title} businessName={ctx.businessName} brand={`${ctx.businessName}: ${t.title}`} home={ctx.base} actions={actions}>
      {children}
    </Shell>
  );
}


/** A phone number as tel: and sms: links dial it. */
export const dial = (phone: string) => phone.replace(/[^\d+]/g, '');

export function ContactButtons({ booking }: { booking: InboxBooking }) {
  const phone = dial(booking.phone);
  const mail = `mailto:${encodeURIComponent(booking.email)}?subject=${encodeURIComponent(t.emailSubject(booking.reference))}`;
  return (
    <div className="row">
      {phone && (
        <a className="btn" href={`tel:${phone}`} aria-label={`${t.call} ${booking.name}`}>
          {t.call}
        </a>
      )}
      {phone && (
        <a className="btn" href={`sms:${phone}`} aria-label={`${t.text} ${booking.name}`}>
          {t.text}
        </a>
      )}
      <a className="btn" href={mail} aria-label={`${t.email} ${booking.name}`}>
        {t.email}
      </a>
    </div>
  );
}

/**
 * The appointment as the page showed it (its status and SEQUENCE), carried by every change's form: a change
 * decided on an older view (the customer accepted or asked meanwhile, another tab changed it) is refused.
 */
export const seenOf = (booking: StoredBooking): string => (booking.appointment ? `${booking.appointment.status}:${booking.appointment.sequence}` : 'none');

export const Seen = ({ booking }: { booking: StoredBooking }) => <input type="hidden" name="seen" value={seenOf(booking)} />;

/** A change of one tap, with a line that says what it does (Undo, No-show). */
export function HintForm({ ctx, booking, action, hint, label, primary }: { ctx: PageContext; booking: StoredBooking; action: string; hint: string; label: string; primary?: boolean }) {
  return (
    <form method="post" action={action} className="notice">
      <input type="hidden" name="csrf" value={ctx.csrf} />
      <Seen booking={booking} />
      <p>{hint}</p>
      <button className={primary ? 'btn primary' : 'btn'} type="submit">
        {label}
      </button>
    </form>
  );
}

/** The status buttons; `list`: on a card of the list, where Cancel is left out (it is on the booking's own page, where it asks first). */
export function StatusButtons({ ctx, booking, back, list }: { ctx: PageContext; booking: InboxBooking; back: string; list?: boolean }) {
  return (
    <div className="row">
      {/* A time proposed to the customer waits on their yes: the owner does not confirm it for them. */}
      {STATUSES.filter((s) => s !== booking.status && !(list && s === 'cancelled') && !(s === 'confirmed' && standingOf(booking) === 'proposed')).map((status) => {
        const form = (label: string) => (
          <form key={status} method="post" action={`${ctx.base}/bookings/${booking.reference}/status`}>
            <input type="hidden" name="csrf" value={ctx.csrf} />
            <input type="hidden" name="status" value={status} />
            <input type="hidden" name="back" value={back} />
            <Seen booking={booking} />
            {status === 'done' && <AskReviewBox reviews={ctx.reviews} booking={booking} {...(list && { list })} />}
            <button className={status === 'confirmed' ? 'btn primary' : 'btn'} type="submit" aria-label={`${label}: ${booking.name}, ${booking.reference}`}>
              {label}
            </button>
          </form>
        );
        // Cancel asks first: it frees the time and may email the customer.
        return status === 'cancelled' ? (
          <details key={status} className="ask-first">
            <summary className="btn">{statusActions.cancelled}</summary>
            <p>{t.cancelSure(booking.name)}</p>
            {form(t.cancelYes)}
          </details>
        ) : (
          form(statusActions[status])
        );
      })}
    </div>
  );
}

export const Badge = ({ status }: { status: BookingStatus }) => <span className={`badge ${status}`}>{statusLabels[status]}</span>;

export function messagePage(ctx: PageContext, title: string, text: string): string {
  return html(
    <Document ctx={ctx} title={title}>
      <h1>{title}</h1>
      <p className="notice error" role="alert">
        {text}
      </p>
      <p className="back">
        <a href={ctx.base}>{t.back}</a>
      </p>
    </Document>,
  );
}
