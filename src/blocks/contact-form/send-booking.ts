// Sends a booking to the endpoint of site.config.yaml (our server's /api/bookings by default). No React
// here, so it is tested on its own.
import { bookingFieldNames, type Booking, type BookingFieldErrors } from '../../data/bookings/booking-schema.ts';

/** The booking form state: the spec's fields and the optional ones; every field is text, empty when not filled in. */
export type BookingValues = Booking;

export const emptyBooking: BookingValues = Object.fromEntries(bookingFieldNames.map((f) => [f, ''])) as BookingValues;

/** How long the visitor waits for the endpoint before being offered the phone and email instead. */
export const BOOKING_TIMEOUT_MS = 10_000;

export type SendResult =
  /** `reference`: the booking's reference, when the endpoint (our booking API) gives one. */
  | { ok: true; reference?: string }
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
  const body = Object.fromEntries(bookingFieldNames.map((f) => [f, values[f]]));
  try {
    const response = await Promise.race([
      doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(key === undefined ? body : { ...body, idempotencyKey: key }),
        signal: controller.signal,
      }),
      aborted,
    ]);
    if (response.ok) {
      const reference = (await Promise.race([readJson(response), aborted]).catch(() => undefined))?.reference;
      // Shown to the visitor as text; only the shape our API gives is taken.
      return typeof reference === 'string' && /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(reference) ? { ok: true, reference } : { ok: true };
    }
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
