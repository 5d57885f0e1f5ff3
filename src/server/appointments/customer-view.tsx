// The customer's page of an appointment, as HTML: its texts, the appointment as it stands (when, where, what,
// who it waits on), the proposal's Yes, another time (the free times of a day they pick, or a message), and
// Cancel, which asks first. customer-page.tsx serves it.
import type { ReactNode } from 'react';
import { partyWords } from '../parties/party-words.ts';
import type { StoredBooking } from '../bookings/store.ts';
import { formatDay, formatTime } from '../bookings/format.ts';
import { html, SendButton, Shell, TextBox, unbroken } from '../page-shell.tsx';
import { standingOf, statusLine, whenText, type Standing } from './as-it-stands.ts';
import { waitsOnCustomer } from './book.ts';
import type { FreeTime } from './free-times.ts';
import { CustomerMoney, depositOnCancel } from './customer-money.tsx';

export const customerText = {
  title: 'Your appointment',
  invalid: 'This link is not valid. Please use the link in your email as it is, or call or text us.',
  expired: 'This link has expired. Please call or text us to change your appointment.',
  used: 'This link has already been used. The newest email from us has the link that works now; or call or text us.',
  when: 'When',
  where: 'Where',
  service: 'Service',
  reference: 'Reference',
  status: 'Status',
  accept: 'Yes, this time works',
  // The Status line above already says we proposed this time.
  acceptHint: 'Say yes and your appointment is confirmed.',
  cancelHeading: "Can't make it?",
  cancel: 'Cancel my appointment',
  cancelHint: 'If you cancel, the time is freed for someone else, and we are told at once.',
  cancelSure: (when: string) => `Cancel your appointment on ${when}? The time is freed for someone else.`,
  cancelYes: 'Yes, cancel it',
  cancelKeep: 'No, keep my appointment',
  closed: 'This appointment is no longer open to changes (it was cancelled, declined or not confirmed in time). Please call or text us, or book again on our website.',
  stale: 'Your appointment changed while this page was open. Here it is as it stands now; please choose again.',
  alreadyConfirmed: 'Your appointment is already confirmed. See you then!',
  /** What an ask leaves as it is, true of each state the ask is open in (a held time is not yet an appointment). */
  stands: {
    confirmed: 'Your appointment stands as it is until we answer.',
    held: 'Your time stays held for you until we answer.',
    proposed: 'The time we proposed stays held for you until we answer.',
    'awaiting-deposit': 'Your time stays held for you while you pay the deposit.',
  } satisfies Record<Exclude<Standing, 'released'>, string>,
  standsHint: (stands: string) => `${stands} We email you a copy of your request with a fresh link.`,
  another: 'Ask for another time',
  pickDay: 'Day',
  showTimes: 'Show free times',
  freeTimes: (day: string) => `Free times on ${day}`,
  noTimes: 'No free time that day. Try another day, or send us a message.',
  message: 'Message (optional if you chose a time)',
  send: 'Send my request',
  needSomething: 'Please choose a time or write a message.',
  taken: 'Sorry, that time was just taken. Please choose another.',
  done: {
    accepted: 'Thank you! Your appointment is confirmed. We emailed you the details and a calendar file.',
    cancelled: 'Your appointment is cancelled, and we have been told. We hope to see you another time.',
    asked: (stands: string) => `Thank you! We have your request. ${stands} We emailed you a copy with a fresh link.`,
    wrote: (stands: string) => `Thank you! We have your message. ${stands} We emailed you a copy with a fresh link.`,
  },
  call: (phone: string) => `Questions? Call or text us at ${phone}.`,
  tooMany: 'Too many requests from this connection. Please wait a few minutes, or call or text us.',
  refused: 'This change was refused because the page was out of date. Please open the link from your email again.',
} as const;

const t = customerText;

export function Page({ business, children }: { business: { name: string; phone: string }; children: ReactNode }) {
  return (
    <Shell title={t.title} businessName={business.name} brand={business.name} home="/">
      <h1>{t.title}</h1>
      {children}
      <p>{t.call(unbroken(business.phone))}</p>
    </Shell>
  );
}

/** A change in one tap: accept the proposed time, or cancel (which asks first: `sure` on the second tap). The hint describes the button to a screen reader too. */
function OneTap({ action, form, what, hint, label, primary, sure }: { action: string; form: string; what: 'accept' | 'cancel'; hint: string; label: string; primary?: boolean; sure?: boolean }) {
  const hintId = `${what}-hint`;
  return (
    <form method="post" action={action}>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="do" value={what} />
      {sure && <input type="hidden" name="sure" value="yes" />}
      <p id={hintId}>{hint}</p>
      <button className={primary ? 'btn primary' : 'btn'} type="submit" aria-describedby={hintId}>
        {label}
      </button>
    </form>
  );
}

export const Notice = ({ text, error }: { text: string; error?: boolean }) => (
  <p className={error ? 'notice error' : 'notice'} role={error ? 'alert' : 'status'}>
    {text}
  </p>
);

/** What a request for another time leaves as it is, in the words of the appointment's state now. */
export function standsText(b: Pick<StoredBooking, 'appointment'>): string {
  const standing = standingOf(b);
  return standing && standing !== 'released' ? t.stands[standing] : t.stands.confirmed;
}

/** The second step of Cancel: nothing changes until the customer says yes. */
export function cancelCheck(business: { name: string; phone: string }, v: View, now = Date.now()): string {
  const a = v.booking.appointment;
  const deposit = depositOnCancel(v.booking, now);
  return html(
    <Page business={business}>
      {deposit && <p>{deposit}</p>}
      <OneTap action={v.action} form={v.form} what="cancel" hint={t.cancelSure(a ? formatTime(a.start) : v.booking.reference)} label={t.cancelYes} sure />
      <p>
        <a className="btn primary" href={v.action}>
          {t.cancelKeep}
        </a>
      </p>
    </Page>,
  );
}

export interface View {
  booking: StoredBooking;
  action: string;
  form: string;
  date?: string;
  times?: FreeTime[];
  problem?: string;
  /** The questions before the visit (src/server/intake/), when the service asks any. */
  intake?: ReactNode;
  /** A party's page, which the host shares with the guests (src/server/parties/). */
  partyUrl?: string;
}

export function appointmentView(business: { name: string; phone: string }, v: View): string {
  const a = v.booking.appointment;
  return html(
    <Page business={business}>
      {v.problem && <Notice text={v.problem} error />}
      <dl>
        {a && (
          <>
            <dt>{t.when}</dt>
            <dd>{whenText(v.booking, 'customer')}</dd>
          </>
        )}
        <dt>{t.where}</dt>
        <dd>{v.booking.place}</dd>
        <dt>{t.service}</dt>
        <dd>{v.booking.package ? `${v.booking.service}: ${v.booking.package}` : v.booking.service}</dd>
        <CustomerMoney booking={v.booking} />
        <dt>{t.reference}</dt>
        <dd>{v.booking.reference}</dd>
        {a && (
          <>
            <dt>{t.status}</dt>
            <dd>{statusLine(v.booking, 'customer')}</dd>
          </>
        )}
      </dl>
      {v.partyUrl && (
        <p className="notice">
          {partyWords.shareIntro}{' '}
          <a href={v.partyUrl}>{partyWords.shareLabel}</a>
        </p>
      )}
      {waitsOnCustomer(v.booking) && <OneTap action={v.action} form={v.form} what="accept" hint={t.acceptHint} label={t.accept} primary />}
      {v.intake}
      {a && a.status !== 'released' && (
        <section aria-labelledby="another">
          <h2 id="another">{t.another}</h2>
          <p>{t.standsHint(standsText(v.booking))}</p>
          <form method="get" action={v.action} className="row">
            <div>
              <label htmlFor="date">{t.pickDay}</label>
              <input id="date" name="date" type="date" defaultValue={v.date ?? ''} required />
            </div>
            <button className="btn" type="submit">
              {t.showTimes}
            </button>
          </form>
          <form method="post" action={v.action}>
            <input type="hidden" name="form" value={v.form} />
            <input type="hidden" name="do" value="ask" />
            {v.date && v.times && (
              <fieldset className="times">
                <legend>{t.freeTimes(formatDay(v.date))}</legend>
                {v.times.length === 0 ? (
                  <p>{t.noTimes}</p>
                ) : (
                  <div className="time-list">
                    {v.times.map((time) => (
                      <label key={time.start} className="time">
                        <input type="radio" name="start" value={time.start} />
                        {time.label}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            )}
            <TextBox id="message" label={t.message} rows={3} />
            <SendButton label={t.send} primary />
          </form>
        </section>
      )}
      {a && a.status !== 'released' && (
        // Under a heading of its own, so the hint reads as Cancel's and not as the end of the request above.
        <section aria-labelledby="cancel">
          <h2 id="cancel">{t.cancelHeading}</h2>
          <OneTap action={v.action} form={v.form} what="cancel" hint={t.cancelHint} label={t.cancel} />
        </section>
      )}
    </Page>,
  );
}

