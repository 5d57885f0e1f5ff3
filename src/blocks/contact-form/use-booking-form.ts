import { useCallback, useEffect, useRef, useState } from 'react';
import { bookingToday } from '../../data/bookings/booking-dates.ts';
import { checkBookingInForm, type OfferedService } from '../../data/bookings/booking-fields.ts';
import { agreeMissing } from '../../data/bookings/choice-terms.ts';
import { isSimulated } from '../../schema/booking-endpoint.ts';
import { clearDraft, hasTyped, newIdempotencyKey, readDraft, sameValues, writeDraft, type BookingDraft } from './booking-draft.ts';
import { contactFormLog } from './messages.ts';
import { emptyBooking, sendBooking, type BookingValues, type FormErrors, type OfferedTime } from './send-booking.ts';
import { useFreeTimes } from './use-free-times.ts';

export type BookingStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface BookingSettings {
  /** "Sending..." shows at least this long, however fast the answer comes. */
  submitDelayMs: number;
  /** Where the booking is sent; "simulated" (or none) sends nothing and thanks the visitor all the same. */
  endpoint?: string;
}

/** What the thank-you tells: what was asked, and what the server answered. */
export interface SentBooking {
  values: BookingValues;
  reference?: string;
  /** A confirmation was emailed to the visitor. */
  emailed?: boolean;
  /** The visitor asked for texts and the server sends them. */
  texted?: boolean;
  /** The server's line about the travel fee, shown as text. */
  travel?: string;
  /** The start time chosen, and whether it is "held" or "confirmed". */
  time?: OfferedTime;
  held?: string;
}

/**
 * The booking form's state and its submit: idle -> sending -> sent (the thank-you replaces the form until
 * the visitor asks for a new one) or failed (fields kept). Fields are checked with the booking schema, which
 * the server uses too; each message shows beside its field (`errors`; `reported` counts the checks that
 * found any, so the form can bring the first wrong field into focus). With `timesUrl`, the free start times
 * of the day chosen are offered; a time taken meanwhile (409) offers the next free ones, every field kept.
 * What the visitor types is kept as a draft until the booking is sent (booking-draft.ts).
 */
/** What our server answered a form sent without JavaScript, drawn in the page it answers with (form-pages.ts). */
export interface PostedForm {
  values?: BookingValues;
  errors?: FormErrors;
  failed?: boolean;
  sent?: SentBooking;
}

export function useBookingForm(settings: BookingSettings, services: readonly OfferedService[], timesUrl?: string, posted: PostedForm = {}) {
  const [values, setValues] = useState<BookingValues>(posted.values ?? emptyBooking);
  // A field people never see; bots fill it. A filled one gets a pretend success and nothing is sent.
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<BookingStatus>(posted.sent ? 'sent' : posted.failed ? 'failed' : 'idle');
  const [sent, setSent] = useState<SentBooking | undefined>(posted.sent);
  const [errors, setErrors] = useState<FormErrors>(posted.errors ?? {});
  /** "I agree to the cancellation policy", asked when the choice takes a deposit. */
  const [agreed, setAgreedState] = useState(false);
  const setAgreed = useCallback((yes: boolean) => {
    setAgreedState(yes);
    setErrors((current) => (current.policyAccepted === undefined ? current : { ...current, policyAccepted: undefined }));
  }, []);
  const [reported, setReported] = useState(0);
  const [times, setTimes] = useFreeTimes(timesUrl, values);
  const [start, setStart] = useState('');
  // The time chosen, while it is offered.
  const time = times.state === 'times' ? times.times.find((t) => t.start === start) : undefined;
  const busy = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const abort = useRef<AbortController | null>(null);
  // The idempotency key of the last send and the values it carried: sending the same values again (a
  // retry, or after a reload) reuses the key, so the server stores the booking once.
  const lastSent = useRef<BookingDraft['sent'] & { start?: string }>(undefined);

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
    // What the server sent back with the page is newer than any draft.
    if (!draft || posted.values) return;
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

  const report = useCallback((fields: FormErrors) => {
    setErrors(fields);
    setReported((n) => n + 1);
  }, []);

  /** A field changed: its message goes. */
  const setField = useCallback(<K extends keyof BookingValues>(field: K, value: BookingValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  /** A time chosen; one of another day (offered after a 409) chooses its day too. */
  const chooseTime = useCallback((chosen: string) => {
    setStart(chosen);
    setErrors((current) => ({ ...current, start: undefined }));
    setValues((current) => (current.date === chosen.slice(0, 10) ? current : { ...current, date: chosen.slice(0, 10) }));
  }, []);

  const succeed = useCallback((done: SentBooking) => {
    busy.current = false;
    lastSent.current = undefined;
    clearDraft();
    setValues(emptyBooking);
    setHoneypot('');
    setStart('');
    setSent(done);
    setStatus('sent');
  }, []);

  /** A new, empty form after the thank-you. */
  const again = useCallback(() => {
    setSent(undefined);
    setStatus('idle');
  }, []);

  const submit = useCallback(async () => {
    if (busy.current) return;
    const { endpoint, submitDelayMs } = settings;
    const checked = honeypot === '' ? checkBookingInForm(values, { services, today: bookingToday() }) : undefined;
    // The policy box is checked here too, where a chosen time takes a deposit: its message shows at the box,
    // as the other fields' do, and nothing is sent (the server's refusal would also say the send failed).
    const unagreed = time && times.state === 'times' && times.deposit && !agreed ? { policyAccepted: agreeMissing } : undefined;
    if (checked && (!checked.ok || unagreed)) return report({ ...(!checked.ok && checked.fields), ...unagreed });
    setErrors({});
    busy.current = true;
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    setStatus('sending');
    const shownLongEnough = new Promise<void>((resolve) => after(submitDelayMs, resolve));
    if (!checked || endpoint === undefined || isSimulated(endpoint)) {
      await shownLongEnough;
      return succeed({ values });
    }
    const chosen = time?.start;
    const last = lastSent.current;
    const sending = last && sameValues(last.values, values) && last.start === chosen ? last : { key: newIdempotencyKey(), values, start: chosen };
    lastSent.current = sending;
    writeDraft({ values, sent: { key: sending.key, values } });
    const controller = new AbortController();
    abort.current = controller;
    const [result] = await Promise.all([sendBooking(endpoint, checked.booking, { key: sending.key, start: chosen, signal: controller.signal, policyAccepted: agreed }), shownLongEnough]);
    if (controller.signal.aborted) return; // the form is gone
    abort.current = null;
    busy.current = false;
    // A deposit holds the time: the visitor pays it on Stripe's page, which brings them back to the thank-you.
    if (result.ok && result.checkout) {
      clearDraft();
      window.location.assign(result.checkout);
      return;
    }
    if (result.ok) return succeed({ values: checked.booking, time, reference: result.reference, emailed: result.emailed, texted: result.texted, held: result.held, travel: result.travel });
    if (result.taken) {
      // Taken by someone else meanwhile: the next free times, and nothing the visitor typed is lost.
      setStart('');
      setTimes({ state: 'times', times: result.taken, taken: true, ...(times.state === 'times' && times.deposit && { deposit: true }) });
      return setStatus('idle');
    }
    console.error(contactFormLog.failed, result.reason);
    setStatus('failed');
    if (result.fields) report(result.fields);
  }, [after, agreed, honeypot, report, services, settings, setTimes, succeed, time, times, values]);

  // The free times' word that there are more guests than the choice takes shows at the guests field.
  const over = times.state === 'off' && times.guests;
  return { agreed, setAgreed, values, setField, honeypot, setHoneypot, status, sent, again, errors: over && !errors.guests ? { ...errors, guests: over } : errors, reported, times, time, chooseTime, submit };
}
