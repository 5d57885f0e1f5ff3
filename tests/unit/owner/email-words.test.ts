// The owner's and the customer's emails speak the owner's words: every sentence the code writes into them
// (their text modules, the placeholders taken out) and the owner's notification as it reads with the inbox on
// and off carry none of the words of a developer (commands, files, keys written in code).
import { describe, expect, it } from 'vitest';
import { appointmentEmailText } from '../../../src/server/appointments/emails.ts';
import { bookingEmailText, ownerEmail } from '../../../src/server/bookings/emails.ts';
import type { StoredBooking } from '../../../src/server/bookings/store.ts';
import { developerWords } from '../../support/developer-words.ts';
import { intakeText } from '../../../src/server/intake/intake-text.ts';

/** Every string of a text module, however deep, with its {placeholders} taken out. */
const sentences = (value: unknown): string[] =>
  typeof value === 'string' ? [value.replace(/\{\w+\}/g, 'x')] : value && typeof value === 'object' ? Object.values(value).flatMap(sentences) : [];

const booking = { id: 1, reference: 'K7QM-3XPA', receivedAt: '2026-11-25T18:00:00.000Z', name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '', message: '', phone: '', place: '', guests: '', package: '' } as unknown as StoredBooking;

describe("the emails' words", () => {
  it('every sentence the code writes into an email is in the owner\'s words', () => {
    const all = [...sentences(bookingEmailText), ...sentences(appointmentEmailText), ...sentences(intakeText)];
    expect(all.length).toBeGreaterThan(20);
    expect(all.flatMap((s) => (developerWords(s) ? [`${developerWords(s)}: ${s}`] : []))).toEqual([]);
  });

  it("the owner's notification says what to do from a phone, with the inbox on or off", () => {
    for (const ctx of [{}, { inboxUrl: 'https://glow.example/owner' }]) {
      // The address itself is the site's own, tapped rather than read.
      const text = ownerEmail(booking, ctx).text.replace(/https:\/\/\S+/g, 'LINK');
      expect(developerWords(text)).toBeNull();
      expect(text).toMatch(/Reply to this email|Open it in your inbox/);
    }
  });
});
