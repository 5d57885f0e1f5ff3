// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormText } from './messages.ts';
import { BOOKING_TIMEOUT_MS } from './send-booking.ts';
import { dayLabel } from './day-label.ts';
import { block, renderForm, site } from '../../../tests/unit/blocks/contact-form-setup.tsx';
import { bookingDateRange, bookingToday } from '../../data/bookings/booking-dates.ts';

// A preferred date the form takes: from today in Texas to 18 months ahead.
const DAY = bookingDateRange(bookingToday()).max;

const { submitDelayMs } = site.contactForm;
const ENDPOINT = 'https://booking.example/api';
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Types like a visitor (real timers: user-event stalls under fake ones), then sends with the clock frozen. */
async function fillAndSend(f: ReturnType<typeof renderForm>) {
  const user = userEvent.setup({ delay: null });
  await user.type(f.name, 'Ava Brooks');
  await user.type(f.email, 'ava@example.com');
  await user.selectOptions(f.service, 'Tooth Gems');
  fireEvent.change(f.date, { target: { value: DAY } });
  await user.type(f.message, 'Two gems, please.');
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(f.button);
  });
}

const values = (f: ReturnType<typeof renderForm>) => [f.name.value, f.email.value, f.service.value, f.date.value, f.message.value];
const typed = ['Ava Brooks', 'ava@example.com', 'Tooth Gems', DAY, 'Two gems, please.'];

describe('simulated mode (no endpoint)', () => {
  it('sends, and after the delay the thanks replaces the form until the visitor asks for a new one, without any request', async () => {
    const f = renderForm();
    await fillAndSend(f);
    expect(f.button.textContent).toBe(block.sendingLabel);
    expect(f.button.disabled).toBe(true);

    await advance(submitDelayMs - 1);
    expect(f.status.textContent).toBe('');
    await advance(1);
    expectThanks(f);
    expect(f.status.getAttribute('aria-live')).toBe('polite');
    expect(fetchSpy).not.toHaveBeenCalled();
    // The thanks stays; "Send another booking" brings back an empty form.
    await advance(60_000);
    expect(f.status.textContent).toContain(block.successMessage);
    fireEvent.click(screen.getByRole('button', { name: block.againLabel }));
    expect(f.status.textContent).toBe('');
    const again = screen.getByRole('form', { name: block.heading });
    expect([...again.querySelectorAll('input:not([type=checkbox]), select, textarea')].map((c) => (c as HTMLInputElement).value)).toEqual(['', '', '', '', '', '', '', '', '']);
    expect((screen.getByRole('checkbox', { name: block.textOptInLabel }) as HTMLInputElement).checked).toBe(false);
  });

  it('lists the services of site.config.yaml after a blank "Select a service" option', () => {
    const f = renderForm();
    expect([...f.service.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select a service'],
      ...site.services.map((s) => [s.name, s.name]),
    ]);
    expect(f.service.required && f.name.required && f.email.required).toBe(true);
    expect(f.date.required || f.message.required).toBe(false);
    expect(f.email.type).toBe('email');
    expect(f.date.type).toBe('date');
    expect(f.message.getAttribute('rows')).toBe('4');
    // Running, the form checks its fields itself (messages beside them); the attributes stay for a browser without JavaScript.
    expect(f.form.noValidate).toBe(true);
  });
});

describe('endpoint mode', () => {
  it('posts the fields as JSON and thanks the visitor on a 2xx answer, after "Sending..." has shown its full time', async () => {
    fetchSpy.mockResolvedValue(new Response('{}', { status: 200 }));
    const f = renderForm({ endpoint: ENDPOINT });
    await fillAndSend(f);
    await advance(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: DAY, message: 'Two gems, please.',
      phone: '', place: '', guests: '', package: '', timeOfDay: '',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9]{22}$/),
    });
    // The answer came at once; the button still says "Sending..." until the spec's delay is over.
    await advance(submitDelayMs - 1);
    expect(f.button.textContent).toBe(block.sendingLabel);
    expect(f.status.textContent).toBe('');
    await advance(1);
    expectThanks(f);
  });

  it('keeps every field and offers the phone and email when the endpoint fails', async () => {
    fetchSpy.mockResolvedValue(new Response('oops', { status: 500 }));
    const f = renderForm({ endpoint: ENDPOINT });
    await fillAndSend(f);
    await advance(submitDelayMs);
    expectFailure(f);
  });

  it('keeps every field and offers the phone and email after a network error', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const f = renderForm({ endpoint: ENDPOINT });
    await fillAndSend(f);
    await advance(submitDelayMs);
    expectFailure(f);
  });

  it('gives up on an endpoint that never answers after 10 seconds', async () => {
    fetchSpy.mockReturnValue(new Promise<Response>(() => undefined));
    const f = renderForm({ endpoint: ENDPOINT });
    await fillAndSend(f);
    await advance(BOOKING_TIMEOUT_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(f.button.disabled).toBe(true);
    await advance(1);
    expectFailure(f);
  });

  it('pretends success and sends nothing when the hidden honeypot is filled', async () => {
    const f = renderForm({ endpoint: ENDPOINT });
    expect(f.honeypot.tabIndex).toBe(-1);
    expect(f.honeypot.autocomplete).toBe('off');
    expect(f.honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(f.honeypot, { target: { value: 'https://spam.example' } });
    await fillAndSend(f);
    await advance(submitDelayMs);
    expectThanks(f);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

/** The thanks, with what was asked and what happens next, in place of the form (no reference: none was given). */
function expectThanks(f: ReturnType<typeof renderForm>) {
  expect(f.status.textContent).toMatch(new RegExp(`^${block.successMessage}`));
  const asked = [...f.status.querySelectorAll('dt, dd')].map((e) => e.textContent);
  expect(asked).toEqual([block.serviceLabel, 'Tooth Gems', block.dateLabel, dayLabel(DAY, true)]);
  expect(f.status.textContent).toContain(block.requestMessage);
  expect(screen.queryByRole('form')).toBeNull();
}

function expectFailure(f: ReturnType<typeof renderForm>) {
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain(contactFormText.errorHeading);
  const links = [...alert.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    [site.business.phone, `tel:${site.business.phone.replace(/[^\d+]/g, '')}`],
    [site.business.email, `mailto:${site.business.email}`],
  ]);
  expect(values(f)).toEqual(typed);
  expect(f.status.textContent).toBe('');
  expect(f.button.disabled).toBe(false);
  expect(f.button.textContent).toBe(block.submitLabel);
}

describe('?service= preselection', () => {
  it('chooses the service named in the query once mounted', async () => {
    const f = renderForm({ url: '/contact?service=tooth-gems' });
    await act(async () => undefined);
    expect(f.service.value).toBe('Tooth Gems');
  });

  it('ignores an unknown slug', async () => {
    const f = renderForm({ url: '/contact?service=nails' });
    await act(async () => undefined);
    expect(f.service.value).toBe('');
  });
});
