import { useCallback, useEffect, useRef, useState } from 'react';
import { contactFormLog } from './messages.ts';
import { emptyBooking, sendBooking, type BookingValues } from './send-booking.ts';

export type BookingStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface BookingSettings {
  submitDelayMs: number;
  successVisibleMs: number;
  /** Without an endpoint the send is simulated and nothing leaves the browser (the spec's behaviour). */
  endpoint?: string;
}

/**
 * The booking form's state and its submit: idle -> sending -> sent (fields cleared, message shown for
 * `successVisibleMs`) or failed (fields kept). The browser has already validated the fields when this runs.
 */
export function useBookingForm(settings: BookingSettings) {
  const [values, setValues] = useState<BookingValues>(emptyBooking);
  // A field people never see; bots fill it. A filled one gets a pretend success and nothing is sent.
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<BookingStatus>('idle');
  const busy = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      abort.current?.abort();
    };
  }, []);

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

  const succeed = useCallback(() => {
    setValues(emptyBooking);
    setHoneypot('');
    setStatus('sent');
    after(settings.successVisibleMs, () => setStatus((s) => (s === 'sent' ? 'idle' : s)));
  }, [after, settings.successVisibleMs]);

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    setStatus('sending');
    const { endpoint, submitDelayMs } = settings;
    if (!endpoint || honeypot !== '') {
      after(submitDelayMs, () => {
        busy.current = false;
        succeed();
      });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    const result = await sendBooking(endpoint, values, { signal: controller.signal });
    if (controller.signal.aborted) return; // the form is gone
    busy.current = false;
    abort.current = null;
    if (result.ok) succeed();
    else {
      console.error(contactFormLog.failed, result.reason);
      setStatus('failed');
    }
  }, [after, honeypot, settings, succeed, values]);

  return { values, setField, honeypot, setHoneypot, status, submit };
}
