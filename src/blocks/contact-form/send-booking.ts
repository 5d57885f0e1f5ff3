// Sends a booking to the endpoint of site.config.yaml (our server's /api/bookings by default). No React
// here, so it is tested on its own.
import { bookingFieldNames, type Booking, type BookingFieldErrors } from '../../data/bookings/booking-fields.ts';

/** The booking form state: the spec's fields and the optional ones; every field is text, empty when not filled in. */
export type BookingValues = Required<Booking>;

export const emptyBooking: BookingValues = Object.fromEntries(bookingFieldNames.map((f) => [f, ''])) as BookingValues;

/** How long the visitor waits for the endpoint before being offered the phone and email instead. */
export const BOOKING_TIMEOUT_MS = 10_000;

/** A start time as our server offers it: ISO with its offset (Texas time), and its label ("10:00 AM"). */
export interface OfferedTime {
  start: string;
  label: string;
}

/** The fields with the time chosen (`start`), whose message shows at the start times. */
export type FormErrors = BookingFieldErrors & { start?: string; policyAccepted?: string };

export type SendResult =
  /**
   * `reference`: the booking's reference, when the endpoint (our booking API) gives one; `emailed`: a
   * confirmation was emailed to the visitor; `held`: the start time is "held" or "confirmed"; `travel`: the
   * server's line about the travel fee.
   */
  | { ok: true; reference?: string; emailed?: boolean; held?: string; checkout?: string; texted?: boolean; travel?: string }
  /**
   * `fields`: what the server found wrong in each field (a 400 from our booking API); `taken`: the time
   * chosen was taken meanwhile (a 409), with the next free times.
   */
  | { ok: false; reason: string; fields?: FormErrors; taken?: OfferedTime[] };

interface SendOptions {
  /** Sent as `idempotencyKey`: the same key is stored once, however often it is sent. */
  key?: string;
  timeoutMs?: number;
  /** The start time chosen, one our server offered. */
  start?: string;
  /** The visitor ticked "I agree to the cancellation policy" (asked when a deposit applies). */
  policyAccepted?: boolean;
  /** Aborts the send, e.g. when the page is left. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** POSTs the fields as JSON. Only a 2xx answer counts as sent; it never throws. */
export async function sendBooking(endpoint: string, values: BookingValues, options: SendOptions = {}): Promise<SendResult> {
  const { timeoutMs = BOOKING_TIMEOUT_MS, signal, key, start, fetch: doFetch = globalThis.fetch } = options;
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, timeoutMs);
  signal?.addEventListener('abort', stop);
  // A request that ignores its abort signal must still end the wait, so the abort races the fetch.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('aborted')));
  });
  const body: Record<string, string | boolean> = Object.fromEntries(bookingFieldNames.map((f) => [f, values[f]]));
  if (start) body.start = start;
  if (options.policyAccepted) body.policyAccepted = true;
  if (key !== undefined) body.idempotencyKey = key;
  // "Text me" goes only when ticked, so a booking without texts is sent as before.
  if (values.textOptIn !== 'true') delete body.textOptIn;
  try {
    const response = await Promise.race([
      doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      }),
      aborted,
    ]);
    const status = response.status;
    const answer = response.ok || status === 400 || status === 409 ? await Promise.race([readJson(response), aborted]).catch(() => undefined) : undefined;
    if (response.ok) {
      const { reference, emailed, status: held, checkoutUrl } = answer ?? {};
      // Shown to the visitor as text; only the shapes our API gives are taken.
      return {
        ok: true,
        ...(typeof reference === 'string' && /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(reference) && { reference }),
        ...(emailed === true && { emailed }),
        // The visitor ticked the texts box and our server texts.
        ...(answer?.texted === true && { texted: true }),
        ...(typeof answer?.travel === 'string' && { travel: answer.travel }),
        ...((held === 'held' || held === 'confirmed') && { held }),
        // A deposit to pay: the payment page (Stripe's hosted Checkout) our server made for this booking.
        ...(typeof checkoutUrl === 'string' && /^https?:\/\//.test(checkoutUrl) && { checkout: checkoutUrl }),
      };
    }
    const reason = `status ${status}`;
    if (status === 409 && Array.isArray(answer?.times)) return { ok: false, reason, taken: answer.times.filter(isTime) };
    return isFieldErrors(answer?.fields) ? { ok: false, reason, fields: answer.fields } : { ok: false, reason };
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

export const isTime = (value: unknown): value is OfferedTime =>
  typeof value === 'object' && value !== null && typeof (value as OfferedTime).start === 'string' && typeof (value as OfferedTime).label === 'string';

function isFieldErrors(value: unknown): value is FormErrors {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
