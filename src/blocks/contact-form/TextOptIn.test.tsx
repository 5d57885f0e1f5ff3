// @vitest-environment happy-dom
// The texts box as a visitor meets it: ticked, the booking goes with textOptIn and the phone; the thank-you
// promises texts only when the server answers that it sends them; a number that is not a US one is refused
// at the phone field before anything is sent.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingFieldMessages } from '../../data/bookings/booking-schema.ts';
import { fill } from '../../schema/fill.ts';
import { block, renderForm, site } from '../../../tests/unit/blocks/contact-form-setup.tsx';

const ENDPOINT = 'https://booking.example/api';
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function send(phone: string) {
  const f = renderForm({ endpoint: ENDPOINT });
  const user = userEvent.setup({ delay: null });
  await user.type(f.name, 'Ava Brooks');
  await user.type(f.email, 'ava@example.com');
  await user.selectOptions(f.service, 'Tooth Gems');
  await user.type(f.phone, phone);
  await user.click(screen.getByRole('checkbox', { name: block.textOptInLabel }));
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(f.button);
  });
  await act(() => vi.advanceTimersByTimeAsync(site.contactForm.submitDelayMs));
  return f;
}

describe('the texts box', () => {
  it('sends the opt-in with the phone and says texts will come when the server sends them', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ reference: 'ABCD-EFGH', texted: true }), { status: 201 }));
    const f = await send('903 555 0123');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({ phone: '903 555 0123', textOptIn: 'true' });
    expect(f.status.textContent).toContain(fill(block.textedMessage, { phone: '903 555 0123' }));
  });

  it('promises no text when the server does not send them', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ reference: 'ABCD-EFGH' }), { status: 201 }));
    const f = await send('903 555 0123');
    expect(f.status.textContent).toContain(block.successMessage);
    expect(f.status.textContent).not.toContain(fill(block.textedMessage, { phone: '903 555 0123' }));
  });

  it('refuses a number that is not a US one at the phone field, sending nothing', async () => {
    await send('+44 20 7946 0958');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByText(bookingFieldMessages.textPhone)).toBeTruthy();
  });
});
