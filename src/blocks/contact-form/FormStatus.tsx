/** @jsxImportSource react */
import type { ServiceTerms } from '../../data/bookings/choice-terms.ts';
import { useEffect, useRef } from 'react';
import { fill } from '../../schema/fill.ts';
import { mailtoHref, telHref } from '../../ui/contact-links.ts';
import type { BookingFormBlock } from './resolve.ts';
import type { BookingClasses } from './booking-styles.ts';
import { dayLabel } from './day-label.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';
import { contactFormText as t } from './messages.ts';
import type { SentBooking } from './use-booking-form.ts';

/** Brings a message that just appeared into view, e.g. below the button at the bottom of a phone's screen. */
function useShowWhen(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [shown]);
  return ref;
}

/** A failed send: an alert with the phone and email to reach us instead; every field stays as it was. */
export function FailedNotice({ contact, classes }: { contact: { phone: string; email: string }; classes: BookingClasses }) {
  const ref = useShowWhen(true);
  return (
    <div role="alert" className={classes.failed} ref={ref}>
      <AlertIcon size={22} />
      <div className={classes.failedBody}>
        <p className={classes.failedHeading}>{t.errorHeading}</p>
        <p>{t.errorBody}</p>
        <p>
          {t.errorCall}{' '}
          <a href={telHref(contact.phone)} className={classes.link}>{contact.phone}</a> {t.errorOr} {t.errorEmail}{' '}
          <a href={mailtoHref(contact.email)} className={classes.link}>{contact.email}</a>
        </p>
      </div>
    </div>
  );
}

/** The words of a time of day ('' is any time). */
export const timeOfDayText = (block: Pick<BookingFormBlock, 'anyTimeLabel' | 'morningLabel' | 'afternoonLabel' | 'eveningLabel'>, key: string): string =>
  ({ morning: block.morningLabel, afternoon: block.afternoonLabel, evening: block.eveningLabel })[key] ?? block.anyTimeLabel;

type SentTexts = Pick<
  BookingFormBlock,
  'anyTimeLabel' | 'morningLabel' | 'afternoonLabel' | 'eveningLabel' | 'timeOfDayLabel' | 'successMessage' | 'referenceMessage' | 'emailedMessage' | 'textedMessage' | 'heldMessage' | 'confirmedMessage' | 'requestMessage' | 'againLabel' | 'serviceLabel' | 'packageLabel' | 'guestsLabel' | 'dateLabel' | 'placeLabel' | 'timesLegend'
>;

/**
 * The thank-you, which replaces the form: the reference, what was asked, whether a copy was emailed and
 * what happens next. It lives in a live region that is always in the page, so screen readers announce it;
 * it is scrolled into view when it appears. "Send another booking" brings back an empty form.
 */
export function SentNotice({ block, sent, again, classes, terms }: { block: SentTexts; sent: SentBooking | undefined; again: () => void; classes: BookingClasses; terms?: ServiceTerms }) {
  const ref = useShowWhen(sent !== undefined);
  const v = sent?.values;
  const when = sent?.time && `${dayLabel(sent.time.start, true)}, ${sent.time.label}`;
  const asked: [string, string][] = v
    ? [
        [block.serviceLabel, v.service],
        [block.packageLabel, v.package],
        [block.guestsLabel, v.guests],
        when ? [block.timesLegend, when] : [block.dateLabel, v.date && dayLabel(v.date, true)],
        [block.timeOfDayLabel, when || !v.timeOfDay ? '' : timeOfDayText(block, v.timeOfDay)],
        [block.placeLabel, v.place],
      ]
    : [];
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" ref={ref}>
        {sent && (
          <div className={classes.sent}>
            <CheckIcon size={22} />
            <div className={classes.sentBody}>
              <p className={classes.sentText}>{block.successMessage}</p>
              {sent.reference && <p className={classes.sentReference}>{fill(block.referenceMessage, { reference: sent.reference })}</p>}
              <dl className={classes.summary}>
                {asked.filter(([, value]) => value).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {/* What it costs and what to prepare, as the content says (a deposit is thanked for on the server's page). */}
              {terms?.price && <p>{terms.price}</p>}
              {terms?.prepare && <p>{terms.prepare}</p>}
              {sent.travel && <p>{sent.travel}</p>}
              {sent.emailed && <p>{fill(block.emailedMessage, { email: sent.values.email })}</p>}
              {sent.texted && <p>{fill(block.textedMessage, { phone: sent.values.phone })}</p>}
              <p>{when ? fill(sent.held === 'confirmed' ? block.confirmedMessage : block.heldMessage, { time: when }) : block.requestMessage}</p>
            </div>
          </div>
        )}
      </div>
      {sent && (
        <button type="button" onClick={again} className={classes.again}>
          {block.againLabel}
        </button>
      )}
    </>
  );
}
