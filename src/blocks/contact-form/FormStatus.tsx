/** @jsxImportSource react */
import { useEffect, useRef } from 'react';
import { mailtoHref, telHref } from '../../ui/contact-links.ts';
import type { BookingClasses } from './booking-styles.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';
import { contactFormText as t } from './messages.ts';
import type { BookingStatus } from './use-booking-form.ts';

interface Props {
  status: BookingStatus;
  successMessage: string;
  /** The booking's reference, worded, when the endpoint gave one. */
  referenceMessage?: string;
  /** Offered when sending fails. */
  contact: { phone: string; email: string };
  classes: BookingClasses;
}

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

/**
 * The success message lives in a live region that is always in the page, so screen readers announce
 * the text when it appears; the failure is an alert with the phone and email to reach us instead.
 * Either one is scrolled into view when it appears.
 */
export function FormStatus({ status, successMessage, referenceMessage, contact, classes }: Props) {
  const sentRef = useShowWhen(status === 'sent');
  const failedRef = useShowWhen(status === 'failed');
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" ref={sentRef}>
        {status === 'sent' && (
          <div className={classes.sent}>
            <CheckIcon size={22} />
            <div>
              <p className={classes.sentText}>{successMessage}</p>
              {referenceMessage && <p className={classes.sentReference}>{referenceMessage}</p>}
            </div>
          </div>
        )}
      </div>
      {status === 'failed' && (
        <div role="alert" className={classes.failed} ref={failedRef}>
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
      )}
    </>
  );
}
