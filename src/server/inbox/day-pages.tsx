// The owner's day and calendar: Today (the appointments in order, the drive between them, a map link and Call
// and Text for each), and the calendar subscription's address, its Copy button and steps for each phone, and
// its Reset.
import { statusLine } from '../appointments/as-it-stands.ts';
import { formatTime } from '../bookings/format.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { roadMiles } from '../../schema/distance.ts';
import { appointmentText as t } from './appointment-pages.tsx';
import { html } from '../page-shell.tsx';
import { dial, Document, type PageContext } from './pages.tsx';
import { OwnerAnswers } from '../intake/AnswerList.tsx';
import type { StoredAnswer } from '../intake/answers.ts';

/** One stop of the day, and the drive to it from the stop before. */
export interface DayStop {
  booking: StoredBooking;
  /** From the stop before: miles by road and minutes at the owner's speed; null when a place is unknown; undefined for the first. */
  drive?: { miles: number; minutes: number } | null;
}

/** Today's appointments in time order, with the drive between each two (road miles at `mph`). */
export function dayPlan(bookings: readonly StoredBooking[], mph: number): DayStop[] {
  const sorted = bookings.filter((b) => b.appointment).sort((x, y) => Date.parse(x.appointment!.start) - Date.parse(y.appointment!.start));
  return sorted.map((booking, i) => {
    if (i === 0) return { booking };
    const from = sorted[i - 1]!.appointment!.place;
    const to = booking.appointment!.place;
    if (!from || !to) return { booking, drive: null };
    const miles = roadMiles(from, to);
    return { booking, drive: { miles: Math.round(miles), minutes: Math.ceil((miles / mph) * 60) } };
  });
}

/** A map link for an address, for any phone. */
export const mapLink = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

/** `answers`: the day's answers before the visit by booking and person; `asked`: whether a booking's customer has questions to answer. */
export function todayPage(ctx: PageContext, day: string, stops: DayStop[], answers: ReadonlyMap<number, ReadonlyMap<number, readonly StoredAnswer[]>> = new Map(), asked: (b: StoredBooking) => boolean = () => false): string {
  return html(
    <Document ctx={ctx} title={t.todayTitle}>
      <h1>
        {t.todayTitle}: {day}
      </h1>
      {stops.length === 0 ? (
        <p className="notice">{t.todayNone}</p>
      ) : (
        <ol className="list">
          {stops.map(({ booking: b, drive }) => (
            <li key={b.reference} className="card">
              {drive !== undefined && <p className="meta">{drive ? t.drive(drive.miles, drive.minutes) : t.driveUnknown}</p>}
              <h2>
                {formatTime(b.appointment!.start).replace(/^.* at /, '')}: <a href={`${ctx.base}/bookings/${b.reference}`}>{b.name}</a>
              </h2>
              <p className="meta">
                {b.service} · {statusLine(b, 'owner')}
              </p>
              <p>
                {b.place}{' '}
                <a className="btn" href={mapLink(b.place)} aria-label={`${t.map}: ${b.place}`}>
                  {t.map}
                </a>
              </p>
              {dial(b.phone) && (
                <p className="row">
                  <a className="btn" href={`tel:${dial(b.phone)}`} aria-label={`${t.call} ${b.name}`}>
                    {t.call}
                  </a>
                  <a className="btn" href={`sms:${dial(b.phone)}`} aria-label={`${t.text} ${b.name}`}>
                    {t.text}
                  </a>
                </p>
              )}
              <OwnerAnswers answers={answers.get(b.id) ?? new Map()} asked={asked(b)} level={3} id={`intake-${b.reference}`} />
            </li>
          ))}
        </ol>
      )}
    </Document>,
  );
}

export function calendarPage(ctx: PageContext, https: string, notice?: string): string {
  const webcal = https.replace(/^https?:/, 'webcal:');
  return html(
    <Document ctx={ctx} title={t.calendarTitle}>
      <h1>{t.calendarTitle}</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <p>{t.calendarExplain}</p>
      <p>{t.calendarApple}</p>
      <p>
        <a className="btn primary" href={webcal}>
          {t.subscribe}
        </a>
      </p>
      <p>{t.calendarGoogle}</p>
      <p>
        <label htmlFor="calendar-address">{t.calendarAddress}</label>
        <input id="calendar-address" type="text" readOnly value={https} />
      </p>
      <p>{t.calendarAndroid}</p>
      <p>
        {/* copy.js (served beside the inbox, so the page's script policy allows it) copies the field's text. */}
        <button className="btn" type="button" data-copy="calendar-address" data-copied={t.copied}>
          {t.copy}
        </button>
      </p>
      <script src={`${ctx.base}/copy.js`} defer />
      <form method="post" action={`${ctx.base}/calendar/reset`}>
        <input type="hidden" name="csrf" value={ctx.csrf} />
        <button className="btn" type="submit">
          {t.reset}
        </button>
      </form>
    </Document>,
  );
}
