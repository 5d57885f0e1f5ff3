// The one comparison of secrets the server parts share (CSRF and form tokens, link signatures, the calendar
// feed's token, the password's derived key): in constant time, so how long an answer takes tells nothing about how much of a guess was right.
import { timingSafeEqual } from 'node:crypto';

/** Two byte strings (a derived key and the one kept), equal in constant time; of other lengths, never. */
export const sameBytes = (left: Uint8Array, right: Uint8Array): boolean => left.length === right.length && timingSafeEqual(left, right);

export const sameToken = (a: string, b: string): boolean => sameBytes(Buffer.from(a), Buffer.from(b));
