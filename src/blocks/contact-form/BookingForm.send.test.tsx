// @vitest-environment happy-dom
// Sending a booking as a visitor lives it: a draft that survives a reload, one idempotency key per filled
// form, the shared schema's messages at the fields, and the outcome brought into view.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingDateRange, bookingToday } from '../../data/bookings/booking-dates.ts';
import { bookingFieldMessages } from '../../data/bookings/booking-schema.ts';
import { fill as fillText } from '../../schema/fill.ts';
import { emptyBooking } from './send-booking.ts';
import { block, renderForm, site } from '../../../tests/unit/blocks/contact-form-setup.tsx';
import { readDraft, type BookingDraft } from './booking-draft.ts';

const { submitDelayMs } = site.contactForm;
const ENDPOINT = '/api/bookings';
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
let scrolled: Element[];

beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Form = ReturnType<typeof renderForm>;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const settle = () => act(async () => undefined);

async function fill(f: Form, values: { name?: string; email?: string; service?: string } = {}) {
  const user = userEvent.setup({ delay: null });
  await user.type(f.name, values.name ?? 'Ava Brooks');
  await user.type(f.email, values.email ?? 'ava@example.com');
  await user.selectOptions(f.service, values.service ?? 'Tooth Gems');
}

async function send(f: Form) {
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(f.button);
  });
  await advance(submitDelayMs);
  vi.useRealTimers();
}

const sentKeys = () => fetchSpy.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey);

describe('a half-filled form survives a reload', () => {
  it('keeps what was typed and puts it back when the page opens again', async () => {
    const f = renderForm({ endpoint: ENDPOINT });
    const user = userEvent.setup({ delay: null });
    await user.type(f.name, 'Ava Brooks');
    await user.type(f.message, 'Two gems.');
    await user.type(f.phone, '903-555-0123');
    await user.type(f.place, 'Commerce');
    await user.selectOptions(f.service, 'Tooth Gems');
    const draft = readDraft();
    expect(draft?.values).toEqual({ ...emptyBooking, name: 'Ava Brooks', service: 'Tooth Gems', phone: '903-555-0123', place: 'Commerce', message: 'Two gems.' });
    cleanup();

    const reopened = renderForm({ endpoint: ENDPOINT, draft });
    await settle();
    expect([reopened.name.value, reopened.email.value, reopened.message.value, reopened.phone.value, reopened.place.value, reopened.service.value]).toEqual(['Ava Brooks', '', 'Two gems.', '903-555-0123', 'Commerce', 'Tooth Gems']);
  });

  it('keeps a draft as soon as one optional field is typed in', async () => {
    const f = renderForm({ endpoint: ENDPOINT });
    await userEvent.setup({ delay: null }).type(f.phone, '9');
    expect(readDraft()?.values.phone).toBe('9');
  });

  it('lets a "Book ..." link choose the service over the one in the draft', async () => {
    const draft: BookingDraft = { values: { ...emptyBooking, name: 'Ava Brooks', service: 'Tooth Gems' } };
    const f = renderForm({ endpoint: ENDPOINT, url: '/contact?service=teeth-whitening', draft });
    await settle();
    expect([f.name.value, f.service.value]).toEqual(['Ava Brooks', 'Teeth Whitening']);
  });

  it('forgets the draft once the booking is sent', async () => {
    fetchSpy.mockResolvedValue(new Response('{"reference":"K7QM-3XPA"}', { status: 201 }));
    const f = renderForm({ endpoint: ENDPOINT });
    await fill(f);
    expect(readDraft()).toBeDefined();
    await send(f);
    // The spec's thank-you, then the reference the server gave.
    expect(f.status.textContent).toMatch(new RegExp(`^${block.successMessage}${fillText(block.referenceMessage, { reference: 'K7QM-3XPA' })}`));
    expect(readDraft()).toBeUndefined();
  });
});

describe('one idempotency key per filled form', () => {
  it('sends the same key when the same form is sent again, also after a reload, and a new one after an edit', async () => {
    fetchSpy.mockResolvedValue(new Response('', { status: 503 }));
    const f = renderForm({ endpoint: ENDPOINT });
    await fill(f);
    await send(f);
    expect(screen.getByRole('alert')).toBeTruthy();
    await send(f); // "try again"
    cleanup();
    const reopened = renderForm({ endpoint: ENDPOINT, draft: readDraft() });
    await settle();
    await send(reopened);
    await userEvent.setup({ delay: null }).type(reopened.name, ' Jr');
    await send(reopened);
    const keys = sentKeys();
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });
});

/** The message shown beside a control, which the control names (aria-describedby) and marks (aria-invalid). */
function messageOf(control: HTMLElement): string {
  if (control.getAttribute('aria-invalid') !== 'true') return '';
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

describe('the shared schema at the fields', () => {
  it('shows each mistake beside its field, brings the first into focus, and sends nothing', async () => {
    const f = renderForm({ endpoint: ENDPOINT });
    await userEvent.setup({ delay: null }).type(f.phone, '12');
    await send(f);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect([messageOf(f.name), messageOf(f.email), messageOf(f.phone), messageOf(f.service), messageOf(f.message)]).toEqual([
      bookingFieldMessages.name, bookingFieldMessages.email, bookingFieldMessages.phone, bookingFieldMessages.service, '',
    ]);
    // Beside the field: the message follows its control in the page.
    const shown = document.getElementById(f.email.getAttribute('aria-describedby')!)!;
    expect(f.email.parentElement?.contains(shown)).toBe(true);
    expect(document.activeElement).toBe(f.name);
    // The browser's own bubbles are not used once the form runs.
    expect(f.form.noValidate).toBe(true);
    expect(f.status.textContent).toBe('');
  });

  it('stops a name of spaces (which the browser lets through) with a message at the field, and sends nothing', async () => {
    const f = renderForm({ endpoint: ENDPOINT });
    await fill(f, { name: '   ' });
    await send(f);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(messageOf(f.name)).toBe(bookingFieldMessages.name);
    expect(f.button.textContent).toBe(block.submitLabel);
    expect(f.status.textContent).toBe('');
    // Typing again clears the message.
    await userEvent.setup({ delay: null }).type(f.name, 'Ava');
    expect(messageOf(f.name)).toBe('');
    expect(f.name.hasAttribute('aria-describedby')).toBe(false);
  });

  it('stops a name made only of invisible characters with its own message at the field', async () => {
    const f = renderForm({ endpoint: ENDPOINT });
    await fill(f, { name: '\u200b\u200e' });
    await send(f);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(messageOf(f.name)).toBe(bookingFieldMessages.nameInvisible);
  });

  it('lets the date field take days from today in Texas to 18 months ahead', async () => {
    const f = renderForm({ endpoint: ENDPOINT });
    await settle();
    const { min, max } = bookingDateRange(bookingToday());
    expect([f.date.min, f.date.max]).toEqual([min, max]);
  });

  it('shows the server\'s field messages at the fields, keeps everything and offers the phone and email', async () => {
    fetchSpy.mockResolvedValue(Response.json({ error: 'Some fields need attention.', fields: { email: bookingFieldMessages.email } }, { status: 400 }));
    const f = renderForm({ endpoint: ENDPOINT });
    await fill(f);
    await send(f);
    expect(messageOf(f.email)).toBe(bookingFieldMessages.email);
    expect(document.activeElement).toBe(f.email);
    expect(screen.getByRole('alert').textContent).toContain(site.business.phone);
    expect([f.name.value, f.email.value, f.service.value]).toEqual(['Ava Brooks', 'ava@example.com', 'Tooth Gems']);
  });
});

describe('the outcome is brought into view', () => {
  it('scrolls the thank-you into view', async () => {
    fetchSpy.mockResolvedValue(new Response('{}', { status: 201 }));
    const f = renderForm({ endpoint: ENDPOINT });
    await fill(f);
    await send(f);
    expect(scrolled).toEqual([f.status]);
  });

  it('scrolls the failure message into view', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const f = renderForm({ endpoint: ENDPOINT });
    await fill(f);
    await send(f);
    expect(scrolled).toEqual([screen.getByRole('alert')]);
  });
});
