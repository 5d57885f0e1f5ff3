import { useCallback, useEffect, useRef, useState } from 'react';
import { bookingToday } from '../../data/bookings/booking-dates.ts';
import { checkBooking, type BookingFieldErrors, type OfferedService } from '../../data/bookings/booking-schema.ts';
import { isSimulated } from '../../schema/booking-endpoint.ts';
import { clearDraft, hasTyped, newIdempotencyKey, readDraft, sameValues, writeDraft, type BookingDraft } from './booking-draft.ts';
import { contactFormLog } from './messages.ts';
import { emptyBooking, sendBooking, type BookingValues } from './send-booking.ts';

export type BookingStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface BookingSettings {
  /** "Sending..." shows at least this long, however fast the answer comes. */
  submitDelayMs: number;
  successVisibleMs: number;
  /** Where the booking is sent; "simulated" (or none) sends nothing and thanks the visitor all the same. */
  endpoint?: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Shows each message at its field the way the browser shows its own checks; the message goes away as soon
 * as the field is changed. The first wrong field gets the focus.
 */
function reportFieldErrors(form: HTMLFormElement | null | undefined, fields: BookingFieldErrors) {
  let first: Control | undefined;
  for (const [name, message] of Object.entries(fields)) {
    const control = form?.elements.namedItem(name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    control.setCustomValidity(message);
    const clear = () => control.setCustomValidity('');
    control.addEventListener('input', clear, { once: true });
    control.addEventListener('change', clear, { once: true });
    first ??= control;
  }
  first?.reportValidity();
}

/**
 * The booking form's state and its submit: idle -> sending -> sent (fields cleared, message and the
 * booking's reference shown for `successVisibleMs`) or failed (fields kept). The browser has checked the fields against the form's
 * attributes when this runs; the booking schema, which the server uses too, checks them once more.
 * What the visitor types is kept as a draft until the booking is sent (booking-draft.ts).
 */
export function useBookingForm(settings: BookingSettings, services: readonly OfferedService[]) {
  const [values, setValues] = useState<BookingValues>(emptyBooking);
  // A field people never see; bots fill it. A filled one gets a pretend success and nothing is sent.
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<BookingStatus>('idle');
  /** The reference of the booking just sent, while the thank-you shows. */
  const [reference, setReference] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const abort = useRef<AbortController | null>(null);
  // The idempotency key of the last send and the values it carried: sending the same values again (a
  // retry, or after a reload) reuses the key, so the server stores the booking once.
  const lastSent = useRef<BookingDraft['sent']>(undefined);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      abort.current?.abort();
    };
  }, []);

  // After hydration (the server's HTML has empty fields), so a restored draft never mismatches it.
  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    lastSent.current = draft.sent;
    setValues(draft.values);
  }, []);

  // A service chosen by a "Book ..." link alone is not a draft; one typed word in any field is, and then
  // every field is kept, the chosen service and package too.
  useEffect(() => {
    if (values === emptyBooking) return;
    if (hasTyped(values)) writeDraft({ values, sent: lastSent.current });
    else clearDraft();
  }, [values]);

  const after = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const setField = useCallback(<K extends keyof BookingValues>(field: K, value: BookingValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const succeed = useCallback((ref?: string) => {
    busy.current = false;
    lastSent.current = undefined;
    clearDraft();
    setValues(emptyBooking);
    setHoneypot('');
    setReference(ref);
    setStatus('sent');
    after(settings.successVisibleMs, () => setStatus((s) => (s === 'sent' ? 'idle' : s)));
  }, [after, settings.successVisibleMs]);

  /** `form`: where to show the schema's messages at their fields. */
  const submit = useCallback(
    async (form?: HTMLFormElement | null) => {
      if (busy.current) return;
      const { endpoint, submitDelayMs } = settings;
      const checked = honeypot === '' ? checkBooking(values, { services, today: bookingToday() }) : undefined;
      if (checked && !checked.ok) {
        reportFieldErrors(form, checked.fields);
        return;
      }
      busy.current = true;
      timers.current.forEach(clearTimeout);
      timers.current.clear();
      setStatus('sending');
      const shownLongEnough = new Promise<void>((resolve) => after(submitDelayMs, resolve));
      if (!checked || endpoint === undefined || isSimulated(endpoint)) {
        await shownLongEnough;
        succeed();
        return;
      }
      const sent = lastSent.current && sameValues(lastSent.current.values, values) ? lastSent.current : { key: newIdempotencyKey(), values };
      lastSent.current = sent;
      writeDraft({ values, sent });
      const controller = new AbortController();
      abort.current = controller;
      const [result] = await Promise.all([sendBooking(endpoint, checked.booking, { key: sent.key, signal: controller.signal }), shownLongEnough]);
      if (controller.signal.aborted) return; // the form is gone
      abort.current = null;
      if (result.ok) return succeed(result.reference);
      busy.current = false;
      console.error(contactFormLog.failed, result.reason);
      setStatus('failed');
      if (result.fields) reportFieldErrors(form, result.fields);
    },
    [after, honeypot, services, settings, succeed, values],
  );

  return { values, setField, honeypot, setHoneypot, status, reference, submit };
}
