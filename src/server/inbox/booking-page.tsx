// A booking's own page in the inbox: its details with the appointment as it stands, the message, the status
// buttons (Cancel asks first), the appointment's section, the owner's note and the history.
import { MoneyRows } from './money-parts.tsx';
import type { ReactNode } from 'react';
import { whenText } from '../appointments/as-it-stands.ts';
import { bookingEmailText } from '../bookings/emails.ts';
import { formatCents } from '../../schema/money.ts';
import type { Travel } from '../../schema/travel-fee.ts';
import { formatTime } from '../bookings/format.ts';
import type { InboxBooking, StatusChange } from './inbox-store.ts';
import { inboxText as t, statusLabels } from './messages.ts';
import { html } from '../page-shell.tsx';
import { Badge, ContactButtons, Document, StatusButtons, type PageContext } from './pages.tsx';
import { ReviewNote } from '../reviews/review-parts.tsx';

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

/** `travel`: the travel fee to the booking's place, from the content served (site.config.yaml travelFee). */
export function bookingPage(ctx: PageContext, b: InboxBooking, history: StatusChange[], notice?: string, appointment?: ReactNode, travel?: Travel, intake?: ReactNode, removal?: ReactNode): string {
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
          <MoneyRows booking={b} />
          <dt>{t.email}</dt>
          <dd>
            <EmailAddress address={b.email} />
          </dd>
          {extra.map(([key, value]) => (
            <FieldRow key={key} name={key} value={value} />
          ))}
          {travel && <FieldRow name={bookingEmailText.travel} value={travel.cents > 0 ? formatCents(travel.cents) : bookingEmailText.travelNone} />}
          {/* Whether the customer asked for texts, and whether their number replied STOP since. */}
          {b.textOptIn === 'true' && <FieldRow name={bookingEmailText.texts} value={b.textsStoppedAt ? bookingEmailText.textsStopped : bookingEmailText.textsAsked} />}
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
      {/* The answers before the visit (src/server/intake/), an alerting one first. */}
      {intake}
      <section aria-labelledby="status-heading">
        <h2 id="status-heading">{t.status}</h2>
        <StatusButtons ctx={ctx} booking={b} back={back} />
        <ReviewNote reviews={ctx.reviews} booking={b} />
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
      {removal}
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
