// The inbox's list of bookings: the times held now, the folded filters, one card per booking (its
// appointment as it stands, who it waits on, Call, Text, Email and the status buttons but Cancel), and pages.
import { moneyMeta } from './money-parts.tsx';
import type { ReactNode } from 'react';
import { stateText, whenText } from '../appointments/as-it-stands.ts';
import { formatTime } from '../bookings/format.ts';
import { STATUSES, type BookingStatus, type InboxBooking, type InboxFilter, type PageCursor } from './inbox-store.ts';
import { inboxText as t, statusLabels } from './messages.ts';
import { html } from '../page-shell.tsx';
import { Badge, ContactButtons, Document, StatusButtons, type PageContext } from './pages.tsx';
import { ReviewNote } from '../reviews/review-parts.tsx';

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
              {moneyMeta(b) && <p className="meta">{moneyMeta(b)}</p>}
              <ReviewNote reviews={ctx.reviews} booking={b} />
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
