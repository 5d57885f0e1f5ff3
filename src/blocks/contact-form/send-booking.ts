// Sends a booking to the optional endpoint of site.config.yaml. No React here, so it is tested on its own.

/** The booking form state of the spec: every field is text, empty when not filled in. */
export interface BookingValues {
  name: string;
  email: string;
  service: string;
  date: string;
  message: string;
}

export const emptyBooking: BookingValues = { name: '', email: '', service: '', date: '', message: '' };

/** How long the visitor waits for the endpoint before being offered the phone and email instead. */
export const BOOKING_TIMEOUT_MS = 10_000;

export type SendResult = { ok: true } | { ok: false; reason: string };

interface SendOptions {
  timeoutMs?: number;
  /** Aborts the send, e.g. when the page is left. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** POSTs the fields as JSON. Only a 2xx answer counts as sent; it never throws. */
export async function sendBooking(endpoint: string, values: BookingValues, options: SendOptions = {}): Promise<SendResult> {
  const { timeoutMs = BOOKING_TIMEOUT_MS, signal, fetch: doFetch = globalThis.fetch } = options;
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, timeoutMs);
  signal?.addEventListener('abort', stop);
  // A request that ignores its abort signal must still end the wait, so the abort races the fetch.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('aborted')));
  });
  const { name, email, service, date, message } = values;
  try {
    const response = await Promise.race([
      doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name, email, service, date, message }),
        signal: controller.signal,
      }),
      aborted,
    ]);
    return response.ok ? { ok: true } : { ok: false, reason: `status ${response.status}` };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: signal?.aborted ? 'cancelled' : `no answer in ${timeoutMs} ms` };
    return { ok: false, reason: error instanceof Error ? error.message : 'network error' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
