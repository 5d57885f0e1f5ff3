// The one comparison of secrets the server parts share (CSRF and form tokens, link signatures, the calendar
// feed's token, the password's derived key): in constant time, so how long an answer takes tells nothing about how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Two byte strings (a derived key and the one kept), equal in constant time; of other lengths, never. */
export const sameBytes = (left: Uint8Array, right: Uint8Array): boolean => left.length === right.length && timingSafeEqual(left, right);

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Two tokens, compared by their hashes in constant time: a guess's length and prefix leak nothing. */
export const sameToken = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));
