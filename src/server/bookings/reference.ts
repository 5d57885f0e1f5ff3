// Booking references: short enough to read over the phone, with no letters that look like digits
// (no I, L, O, U; no 0 or 1), e.g. "K7QM-3XPA".
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReference(): string {
  let chars = '';
  for (let i = 0; i < 8; i++) chars += ALPHABET[randomInt(ALPHABET.length)];
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The reference as typed by the owner ("k7qm3xpa", " K7QM-3XPA ") in its stored form, or undefined. */
export function normalizeReference(input: string): string | undefined {
  const chars = input.trim().toUpperCase().replace(/[\s-]/g, '');
  if (chars.length !== 8 || [...chars].some((c) => !ALPHABET.includes(c))) return undefined;
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
