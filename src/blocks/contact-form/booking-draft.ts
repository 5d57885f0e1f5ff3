// A half-filled booking form survives a reload: what the visitor typed is kept in sessionStorage (this tab
// only, gone when it closes) until the booking is sent. Storage can be missing or full (private modes,
// quotas); then the form simply works without a draft.
import { bookingFieldNames, idempotencyKeyShape } from '../../data/bookings/booking-fields.ts';
import type { BookingValues } from './send-booking.ts';

const STORAGE_KEY = 'booking-form-draft';

export interface BookingDraft {
  values: BookingValues;
  /** The key of the last send of these exact values, so sending them again after a reload stores them once. */
  sent?: { key: string; values: BookingValues };
}

const FIELDS = bookingFieldNames;

/** The values of a stored draft; a field it lacks (a draft saved before the field existed) is empty. */
function asValues(raw: unknown): BookingValues | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  if (!FIELDS.every((f) => record[f] === undefined || typeof record[f] === 'string')) return undefined;
  return Object.fromEntries(FIELDS.map((f) => [f, record[f] ?? ''])) as unknown as BookingValues;
}

/** Whether the visitor typed anything: a service and package chosen by a "Book ..." link alone is not a draft. */
export const hasTyped = (values: BookingValues): boolean => FIELDS.some((f) => f !== 'service' && f !== 'package' && values[f] !== '');

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(): BookingDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    const values = asValues((parsed as { values?: unknown } | null)?.values);
    if (!values) return undefined;
    const sent = (parsed as { sent?: { key?: unknown; values?: unknown } }).sent;
    const sentValues = asValues(sent?.values);
    const key = sent?.key;
    return typeof key === 'string' && idempotencyKeyShape.test(key) && sentValues ? { values, sent: { key, values: sentValues } } : { values };
  } catch {
    return undefined;
  }
}

export function writeDraft(draft: BookingDraft): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or forbidden: the form goes on without a draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** A fresh idempotency key: 22 random letters and digits (crypto.randomUUID needs https; this does not). */
export function newIdempotencyKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export const sameValues = (a: BookingValues, b: BookingValues): boolean => FIELDS.every((f) => a[f] === b[f]);
