// Deleting a booking for good, from its page in the inbox: only one that is done or cancelled (and whose
// deposit is not still being refunded), and only after a second tap on a page that says what goes with it.
// The booking and everything kept with it (emails, links, changes, status, note, answers before the visit) are
// deleted in one write transaction (../bookings/removal.ts). The forms carry the session's CSRF token.
import type { Context, Hono } from 'hono';
import { normalizeReference } from '../bookings/reference.ts';
import { removeBooking } from '../bookings/removal.ts';
import { html } from '../page-shell.tsx';
import type { InboxBooking, InboxStore } from './inbox-store.ts';
import { Document, messagePage, type PageContext } from './pages.tsx';
import { inboxText } from './messages.ts';

export const deleteText = {
  heading: 'Delete this booking',
  hint: 'Deletes the booking for good, with its emails, changes, note and answers before the visit.',
  open: 'Delete this booking…',
  sure: (name: string, reference: string) =>
    `Delete ${name}'s booking ${reference} for good? Its emails, changes, note and answers before the visit are deleted with it. This cannot be undone.`,
  yes: 'Yes, delete it for good',
  keep: 'No, keep it',
  deleted: (reference: string) => `Booking ${reference} was deleted, with everything kept with it.`,
  notYet: 'Only a booking that is done or cancelled can be deleted. Mark it done, or cancel it, first.',
  refunding: 'The refund of its deposit is still being made. Delete it once the refund has gone through.',
  paying: 'Its deposit may still be paid on the payment page. Delete it once the payment page has closed (within the hour).',
  sending: (name: string) => `An email to ${name} is still waiting to be sent (a cancellation waits a few seconds, so that it can be undone). Delete it once it has gone, in a minute or two.`,
  title: 'Delete a booking',
} as const;

const t = deleteText;

/** Why a booking cannot be deleted yet, or undefined when it can. */
export function notDeletable(b: InboxBooking): string | undefined {
  if (b.status !== 'done' && b.status !== 'cancelled') return t.notYet;
  if (b.appointment && b.appointment.status !== 'released' && b.status === 'cancelled') return t.notYet;
  if (b.money?.deposit === 'refund-due') return t.refunding;
  // A payment that arrived for a booking deleted meanwhile could be neither recorded nor refunded.
  if (b.money?.deposit === 'due') return t.paying;
  return undefined;
}

/** Why a booking cannot be deleted now, reading what it still has to send: an email to the customer not sent yet is lost with it. */
async function notDeletableNow(db: DeleteRouteOptions['db'], b: InboxBooking): Promise<string | undefined> {
  const refused = notDeletable(b);
  if (refused) return refused;
  const pending = await db.execute({
    sql: `SELECT 1 FROM email_jobs WHERE booking_id = ? AND state = 'pending' AND kind NOT LIKE 'text-%' AND kind NOT IN ('owner', 'owner-change', 'reminder', 'intake-reminder', 'intake-alert', 'party-deadline-owner') LIMIT 1`,
    args: [b.id],
  });
  return pending.rows.length > 0 ? t.sending(b.name) : undefined;
}

/** The booking page's section: a link to the second step, for a booking that can be deleted. */
export function DeleteSection({ ctx, booking }: { ctx: PageContext; booking: InboxBooking }) {
  if (notDeletable(booking)) return null;
  return (
    <section aria-labelledby="delete">
      <h2 id="delete">{t.heading}</h2>
      <p>{t.hint}</p>
      <p>
        <a className="btn" href={`${ctx.base}/bookings/${booking.reference}/delete`}>
          {t.open}
        </a>
      </p>
    </section>
  );
}

export interface DeleteRouteOptions {
  store: InboxStore;
  db: Parameters<typeof removeBooking>[0];
  base: string;
  ctx: (c: Context) => Promise<PageContext>;
  signedIn: (c: Context) => Promise<boolean>;
  /** The form's session and token; or the answer that refuses it. */
  checkChange: (c: Context) => Promise<{ ok: true } | { ok: false; response: Response }>;
  notFound: string;
}

export function deleteRoutes(app: Hono, o: DeleteRouteOptions) {
  const find = (c: Context) => {
    const reference = normalizeReference(c.req.param('ref') ?? '');
    return reference ? o.store.find(reference) : Promise.resolve(undefined);
  };

  app.get('/bookings/:ref/delete', async (c) => {
    if (!(await o.signedIn(c))) return c.redirect(o.base, 303);
    const booking = await find(c);
    const ctx = await o.ctx(c);
    if (!booking) return c.html(messagePage(ctx, t.title, o.notFound), 404);
    const refused = await notDeletableNow(o.db, booking);
    if (refused) return c.html(messagePage(ctx, t.title, refused), 409);
    return c.html(
      html(
        <Document ctx={ctx} title={t.title}>
          <h1>{t.title}</h1>
          <form method="post" action={`${o.base}/bookings/${booking.reference}/delete`} className="notice">
            <input type="hidden" name="csrf" value={ctx.csrf} />
            <input type="hidden" name="sure" value="yes" />
            <p>{t.sure(booking.name, booking.reference)}</p>
            <button className="btn primary" type="submit">
              {t.yes}
            </button>
          </form>
          <p>
            <a className="btn" href={`${o.base}/bookings/${booking.reference}`}>
              {t.keep}
            </a>
          </p>
        </Document>,
      ),
    );
  });

  app.post('/bookings/:ref/delete', async (c) => {
    const checked = await o.checkChange(c);
    if (!checked.ok) return checked.response;
    const booking = await find(c);
    if (!booking) return c.html(messagePage(await o.ctx(c), t.title, o.notFound), 404);
    const refused = await notDeletableNow(o.db, booking);
    if (refused) return c.html(messagePage(await o.ctx(c), t.title, refused), 409);
    await removeBooking(o.db, booking.id);
    return c.redirect(`${o.base}/deleted?ref=${booking.reference}`, 303);
  });

  app.get('/deleted', async (c) => {
    if (!(await o.signedIn(c))) return c.redirect(o.base, 303);
    const reference = normalizeReference(c.req.query('ref') ?? '');
    const ctx = await o.ctx(c);
    return c.html(
      html(
        <Document ctx={ctx} title={t.title}>
          <h1>{t.title}</h1>
          <p className="notice" role="status">
            {reference ? t.deleted(reference) : t.title}
          </p>
          <p className="back">
            <a href={o.base}>
              <span aria-hidden="true">←</span> {inboxText.back}
            </a>
          </p>
        </Document>,
      ),
    );
  });
}
