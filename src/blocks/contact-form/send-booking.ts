// Sends a booking to the endpoint of site.config.yaml (our server's /api/bookings by default). No React
// here, so it is tested on its own.
import type { BookingFieldErrors } from '../../data/bookings/booking-schema.ts';

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

export type SendResult =
  | { ok: true }
  /** `fields`: what the server found wrong in each field (a 400 from our booking API). */
  | { ok: false; reason: string; fields?: BookingFieldErrors };

interface SendOptions {
  /** Sent as `idempotencyKey`: the same key is stored once, however often it is sent. */
  key?: string;
  timeoutMs?: number;
  /** Aborts the send, e.g. when the page is left. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** POSTs the fields as JSON. Only a 2xx answer counts as sent; it never throws. */
export async function sendBooking(endpoint: string, values: BookingValues, options: SendOptions = {}): Promise<SendResult> {
  const { timeoutMs = BOOKING_TIMEOUT_MS, signal, key, fetch: doFetch = globalThis.fetch } = options;
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
        body: JSON.stringify(key === undefined ? { name, email, service, date, message } : { name, email, service, date, message, idempotencyKey: key }),
        signal: controller.signal,
      }),
      aborted,
    ]);
    if (response.ok) return { ok: true };
    const reason = `status ${response.status}`;
    if (response.status !== 400) return { ok: false, reason };
    const fields = (await Promise.race([readJson(response), aborted]))?.fields;
    return isFieldErrors(fields) ? { ok: false, reason, fields } : { ok: false, reason };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: signal?.aborted ? 'cancelled' : `no answer in ${timeoutMs} ms` };
    return { ok: false, reason: error instanceof Error ? error.message : 'network error' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/** The answer's JSON object, or undefined (another endpoint may answer with anything, or nothing). */
async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isFieldErrors(value: unknown): value is BookingFieldErrors {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
