// The owner's notification leads to the booking in the inbox once the inbox is on, and to the command
// line tool while it is off.
import { describe, expect, it } from 'vitest';
import { ownerEmail } from './emails.ts';
import type { StoredBooking } from './store.ts';

const booking = {
  id: 1,
  reference: 'K7QM-3XPA',
  receivedAt: '2026-11-25T18:00:00.000Z',
  name: 'Ava Brooks',
  email: 'ava@example.com',
  service: 'Tooth Gems',
  date: '',
  message: '',
} as unknown as StoredBooking;

describe("the owner's notification", () => {
  it('links to the booking in the inbox when the inbox is on', () => {
    const { text } = ownerEmail(booking, { inboxUrl: 'https://glow.example/owner' });
    expect(text).toContain('https://glow.example/owner/bookings/K7QM-3XPA');
    expect(text).not.toContain('npm run bookings');
  });

  it('says what to do from a phone while the inbox is off, in the owner\'s words', () => {
    const { text } = ownerEmail(booking, {});
    expect(text).toContain('Reply to this email to answer');
    expect(text).toContain('Your bookings inbox is not turned on yet');
    expect(text).not.toMatch(/npm|--done|terminal/);
  });
});
