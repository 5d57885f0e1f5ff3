// The inbox's pages: plain HTML forms, rendered on the server; nothing here needs JavaScript.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { stateText, whenText } from '../appointments/as-it-stands.ts';
import { formatTime } from '../bookings/format.ts';
import { STATUSES, type BookingStatus, type InboxBooking, type InboxFilter, type PageCursor, type StatusChange } from './inbox-store.ts';
import { inboxText as t, statusActions, statusLabels } from './messages.ts';
import { inboxCss } from './styles.ts';

export interface PageContext {
  base: string;
  businessName: string;
  /** Present when signed in: the token every change must carry. */
  csrf?: string;
  /** The studio's address, when the owner turned it on. */
  studio?: string;
  /** Appointments are on: the Today view and the calendar subscription are linked. */
  appointments?: boolean;
}

/** The head of the inbox's pages and of the customer's appointment page: a phone's width, never indexed, one stylesheet. */
export function PageHead({ title, businessName }: { title: string; businessName: string }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>{`${title} · ${businessName}`}</title>
      <style>{inboxCss}</style>
    </head>
  );
}

/** A labelled text box of up to 1,000 characters. */
export function TextBox({ id, name = id, label, rows, required }: { id: string; name?: string; label: string; rows: number; required?: boolean }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} rows={rows} maxLength={1000} required={required} />
    </>
  );
}

/** A form's send button, on its own line. */
export function SendButton({ label, primary }: { label: string; primary?: boolean }) {
  return (
    <p>
      <button className={primary ? 'btn primary' : 'btn'} type="submit">
        {label}
      </button>
    </p>
  );
}

export function Document({ ctx, title, children }: { ctx: PageContext; title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <PageHead title={title} businessName={ctx.businessName} />
      <body>
        <header className="top">
          <a className="brand" href={ctx.base}>
            {ctx.businessName}: {t.title}
          </a>
          {ctx.csrf && (
            <div className="actions">
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
            </div>
          )}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

export const html = (node: ReactNode) => `<!doctype html>${renderToStaticMarkup(node)}`;

/** `offerLink`: the password is paused for this connection, and a link can be asked for instead; `info`: a notice that is no error. */
export function signInPage(ctx: PageContext, problem?: string, then?: string, extra: { offerLink?: boolean; info?: string } = {}): string {
  return html(
    <Document ctx={ctx} title={t.signInTitle}>
      {extra.info && (
        <p className="notice" role="status">
          {extra.info}
        </p>
      )}
      <form className="sign-in" method="post" action={`${ctx.base}/sign-in`}>
        <h1>{t.signInTitle}</h1>
        {then && <input type="hidden" name="then" value={then} />}
        {problem && (
          <p className="notice error" role="alert">
            {problem}
          </p>
        )}
        <div>
          <label htmlFor="password">{t.password}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required autoFocus />
        </div>
        <button className="btn primary" type="submit">
          {t.signIn}
        </button>
      </form>
      {extra.offerLink && (
        <form className="sign-in" method="post" action={`${ctx.base}/email-link`}>
          {then && <input type="hidden" name="then" value={then} />}
          <button className="btn" type="submit">
            {t.emailLink}
          </button>
        </form>
      )}
    </Document>,
  );
}

/** Where an emailed link leads: one button, so that a mail program opening the link to check it signs nobody in. */
export function linkPage(ctx: PageContext, token: string): string {
  return html(
    <Document ctx={ctx} title={t.linkTitle}>
      <form className="sign-in" method="post" action={`${ctx.base}/link`}>
        <h1>{t.linkTitle}</h1>
        <p>{t.linkExplain}</p>
        <input type="hidden" name="token" value={token} />
        <button className="btn primary" type="submit">
          {t.linkButton}
        </button>
      </form>
    </Document>,
  );
}


/** A phone number as tel: and sms: links dial it. */
export const dial = (phone: string) => phone.replace(/[^\d+]/g, '');

function ContactButtons({ booking }: { booking: InboxBooking }) {
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

/** The status buttons; `list`: on a card of the list, where Cancel is left out (it is on the booking's own page, where it asks first). */
function StatusButtons({ ctx, booking, back, list }: { ctx: PageContext; booking: InboxBooking; back: string; list?: boolean }) {
  return (
    <div className="row">
      {STATUSES.filter((s) => s !== booking.status && !(list && s === 'cancelled')).map((status) => {
        const form = (label: string) => (
          <form key={status} method="post" action={`${ctx.base}/bookings/${booking.reference}/status`}>
            <input type="hidden" name="csrf" value={ctx.csrf} />
            <input type="hidden" name="status" value={status} />
            <input type="hidden" name="back" value={back} />
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

const Badge = ({ status }: { status: BookingStatus }) => <span className={`badge ${status}`}>{statusLabels[status]}</span>;

/** The address's query for the filters, and for a page other than the newest when `cursor` says so. */
export function filterQuery(filter: InboxFilter, cursor: PageCursor = {}): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.service) params.set('service', filter.service);
  if (filter.query) params.set('q', filter.query);
  if (cursor.before !== undefined) params.set('before', String(cursor.before));
  else if (cursor.after !== undefined) params.set('after', String(cursor.after));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface InboxView {
  /** One page of the bookings that match, newest first. */
  bookings: InboxBooking[];
  /** This page, and those beside it when there are bookings there. */
  cursor: PageCursor;
  newer?: PageCursor;
  older?: PageCursor;
  /** How many bookings match the filters, on every page. */
  matching: number;
  filter: InboxFilter;
  counts: Record<BookingStatus, number>;
  services: string[];
  notice?: string;
  /** The times held now, and by whom (appointment-pages.tsx), above the list. */
  held?: ReactNode;
}

export function inboxPage(ctx: PageContext, view: InboxView): string {
  const { filter } = view;
  const total = Object.values(view.counts).reduce((a, b) => a + b, 0);
  const back = `${ctx.base}${filterQuery(filter, view.cursor)}`;
  // What the folded filters are set to, said on their fold so the owner sees it without opening them.
  const active = [filter.status && statusLabels[filter.status], filter.service, filter.query && `“${filter.query}”`].filter((v): v is string => Boolean(v));
  const tab = (status: BookingStatus | undefined, label: string, count: number) => (
    <li key={status ?? 'all'}>
      <a href={`${ctx.base}${filterQuery({ ...filter, status })}`} aria-current={filter.status === status ? 'page' : undefined}>
        {label} ({count})
      </a>
    </li>
  );
  return html(
    <Document ctx={ctx} title={t.title}>
      <h1>{t.title}</h1>
      {view.notice && (
        <p className="notice" role="status">
          {view.notice}
        </p>
      )}
      {/* Folded, so the bookings come first on a phone; the fold names the filters in use. */}
      <details className="filters">
        <summary>
          <span className="summary-title">{t.filterBookings}</span>
          {active.length > 0 && <span className="summary-state">{active.join(' · ')}</span>}
        </summary>
        <div className="filters-body">
          <nav aria-label={t.status}>
            <ul className="tabs">
              {tab(undefined, t.allStatuses, total)}
              {STATUSES.map((s) => tab(s, statusLabels[s], view.counts[s]))}
            </ul>
          </nav>
          <form className="filter-form" method="get" action={ctx.base} role="search">
            <div>
              <label htmlFor="status">{t.status}</label>
              <select id="status" name="status" defaultValue={filter.status ?? ''}>
                <option value="">{t.allStatuses}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabels[s]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="service">{t.service}</label>
              <select id="service" name="service" defaultValue={filter.service ?? ''}>
                <option value="">{t.allServices}</option>
                {view.services.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="q">{t.search}</label>
              <input id="q" name="q" type="search" defaultValue={filter.query ?? ''} aria-describedby="q-hint" />
              <p className="hint" id="q-hint">
                {t.searchHint}
              </p>
            </div>
            <div className="row">
              <button className="btn primary" type="submit">
                {t.filter}
              </button>
              <a href={`${ctx.base}/bookings.csv${filterQuery(filter)}`} className="btn" download>
                {t.download}
              </a>
            </div>
          </form>
        </div>
      </details>
      {active.length > 0 && (
        <p className="row showing">
          <span>{t.showing(view.matching, total)}</span>
          <a className="btn" href={ctx.base}>
            {t.clear}
          </a>
        </p>
      )}
      {view.held}
      {view.bookings.length === 0 ? (
        <p className="notice">{total === 0 ? t.noBookings : view.matching === 0 ? t.noMatch : t.pageGone}</p>
      ) : (
        <ul className="list">
          {view.bookings.map((b) => (
            <li key={b.reference} className="card">
              <div className="card-head">
                <h2>
                  <a href={`${ctx.base}/bookings/${b.reference}`}>{b.name}</a>
                </h2>
                <Badge status={b.status} />
              </div>
              <p className="meta">
                {b.service} · {whenText(b, 'owner') || t.noDate}
                {stateText(b, 'owner') && ` · ${stateText(b, 'owner')}`}
              </p>
              <p className="meta">
                {t.received} {formatTime(b.receivedAt)} · <span className="unbroken">{b.reference}</span>
              </p>
              <div className="card-actions">
                <ContactButtons booking={b} />
                <StatusButtons ctx={ctx} booking={b} back={back} list />
              </div>
            </li>
          ))}
        </ul>
      )}
      {(view.newer || view.older) && (
        <nav className="pager" aria-label={t.pages}>
          {view.newer && (
            <a className="btn" href={`${ctx.base}${filterQuery(filter, view.newer)}`} rel="prev">
              <span aria-hidden="true">←</span> {t.newer}
            </a>
          )}
          {view.older && (
            <a className="btn older" href={`${ctx.base}${filterQuery(filter, view.older)}`} rel="next">
              {t.older} <span aria-hidden="true">→</span>
            </a>
          )}
        </nav>
      )}
    </Document>,
  );
}

/**
 * An email address that may break only before its "@"; a half wider than the line ends in an ellipsis
 * (the whole address stays in the text, for copying and for screen readers).
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <span className="unbroken">{address}</span>;
  return (
    <span className="address">
      <span>{address.slice(0, at)}</span>
      <wbr />
      <span>{address.slice(at)}</span>
    </span>
  );
}

export function bookingPage(ctx: PageContext, b: InboxBooking, history: StatusChange[], notice?: string, appointment?: ReactNode): string {
  const back = `${ctx.base}/bookings/${b.reference}`;
  // The optional fields the visitor filled in (older bookings have none).
  const extra = (['phone', 'place', 'guests', 'package'] as const).filter((key) => b[key] !== '').map((key) => [key, b[key]] as const);
  return html(
    <Document ctx={ctx} title={`${b.name} · ${b.reference}`}>
      <p className="back">
        <a href={ctx.base}>
          <span aria-hidden="true">←</span> {t.back}
        </a>
      </p>
      <h1>{b.name}</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <p>
        <Badge status={b.status} /> {b.statusAt && <span className="meta">{formatTime(b.statusAt)}</span>}
      </p>
      <ContactButtons booking={b} />
      <section aria-labelledby="details">
        <h2 id="details">{t.reference} {b.reference}</h2>
        <dl>
          <dt>{t.service}</dt>
          <dd>{b.service}</dd>
          {/* The appointment as it stands; the preferred date only for a request without a time. */}
          <dt>{b.appointment ? t.appointment : t.preferredDate}</dt>
          <dd>{whenText(b, 'owner') || t.noDate}</dd>
          <dt>{t.email}</dt>
          <dd>
            <EmailAddress address={b.email} />
          </dd>
          {extra.map(([key, value]) => (
            <FieldRow key={key} name={key} value={value} />
          ))}
          <dt>{t.received}</dt>
          <dd>{formatTime(b.receivedAt)}</dd>
          <dt>{t.notification}</dt>
          <dd>{t.emailState[b.mail.owner.state]}</dd>
        </dl>
      </section>
      <section aria-labelledby="message">
        <h2 id="message">{t.message}</h2>
        <p className="message">{b.message || t.noMessage}</p>
      </section>
      <section aria-labelledby="status-heading">
        <h2 id="status-heading">{t.status}</h2>
        <StatusButtons ctx={ctx} booking={b} back={back} />
      </section>
      {appointment}
      <section>
        <form method="post" action={`${ctx.base}/bookings/${b.reference}/note`}>
          <input type="hidden" name="csrf" value={ctx.csrf} />
          <label htmlFor="note">{t.note}</label>
          <textarea id="note" name="note" rows={4} maxLength={2000} defaultValue={b.note} />
          <p>
            <button className="btn primary" type="submit">
              {t.saveNote}
            </button>
          </p>
        </form>
      </section>
      {history.length > 0 && (
        <section aria-labelledby="history">
          <h2 id="history">{t.history}</h2>
          <ul>
            {history.map((change) => (
              <li key={change.at + change.status}>
                {statusLabels[change.status]}: {formatTime(change.at)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Document>,
  );
}

const fieldNames: Record<string, string> = { phone: 'Phone', place: 'Where', guests: 'Guests', package: 'Package' };
const FieldRow = ({ name, value }: { name: string; value: string }) => (
  <>
    <dt>{fieldNames[name] ?? name}</dt>
    <dd>{name === 'phone' ? <span className="unbroken">{value}</span> : value}</dd>
  </>
);

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
