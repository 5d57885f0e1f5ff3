// @vitest-environment happy-dom
// The free start times as a visitor meets them: offered once a service, a date and a town are chosen, sent
// with the booking, the next free times offered when the time was just taken (every field kept), and the
// thanks that replaces the form: the reference, what was asked, whether a copy was emailed, what comes next.
// "Sending..." shows for no minimum here (its minimum is tested with the form's other timings).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill as fillText } from '../../schema/fill.ts';
import { FREE_TIMES_PATH } from '../../schema/booking-endpoint.ts';
import { block, renderForm } from '../../../tests/unit/blocks/contact-form-setup.tsx';
import { WAIT } from '../../../tests/support/wait.ts';
import { bookingToday } from '../../data/bookings/booking-dates.ts';
import { dayLabel } from './day-label.ts';
import { guestsOverMax } from '../../data/bookings/booking-fields.ts';
import { fixtureContent } from '../../../tests/unit/content/fixture.ts';

const ENDPOINT = '/api/bookings';
/** A day two weeks from today in Texas, and three days later (both within the dates the form takes). */
const plusDays = (days: number) => new Date(Date.parse(`${bookingToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const DAY = plusDays(14);
const NEXT_DAY = plusDays(17);
const at = (day: string, hour: number) => ({ start: `${day}T${String(hour).padStart(2, '0')}:00:00-05:00`, end: '', label: `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}` });
const TIMES = [at(DAY, 10), at(DAY, 11), at(DAY, 13)];

let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
/** What the booking API answers next; the free times answer TIMES (or `freeTimes`). */
let bookingAnswers: Response[];
let freeTimes: () => Response;

beforeEach(() => {
  bookingAnswers = [];
  freeTimes = () => Response.json({ times: TIMES });
  fetchSpy = vi.fn<typeof fetch>(async (url) => (String(url).startsWith(FREE_TIMES_PATH) ? freeTimes() : bookingAnswers.shift() ?? new Response('', { status: 500 })));
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Form = ReturnType<typeof renderForm>;
const timesGroup = () => screen.getByRole('group', { name: block.timesLegend });
const radios = () => within(timesGroup()).queryAllByRole('radio') as HTMLInputElement[];
const timesAsked = () => fetchSpy.mock.calls.filter(([url]) => String(url).startsWith(FREE_TIMES_PATH)).map(([url]) => Object.fromEntries(new URL(String(url), 'http://x').searchParams));
const bookingsSent = () => fetchSpy.mock.calls.filter(([url]) => url === ENDPOINT).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);

async function choose(f: Form) {
  fireEvent.change(f.name, { target: { value: 'Ava Brooks' } });
  fireEvent.change(f.email, { target: { value: 'ava@example.com' } });
  fireEvent.change(f.message, { target: { value: 'Side door, please.' } });
  fireEvent.change(f.service, { target: { value: 'Teeth Whitening' } });
  fireEvent.change(f.date, { target: { value: DAY } });
  // Typed letter by letter: the times are asked once the typing pauses.
  await userEvent.setup({ delay: null }).type(f.place, 'Greenville');
}

/** Chooses all but the time, then the time offered at `index`. */
async function chooseTime(f: Form, index: number) {
  await choose(f);
  await vi.waitFor(() => expect(radios()).toHaveLength(TIMES.length), WAIT);
  fireEvent.click(radios()[index]!);
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: block.submitLabel }));
  });
  await vi.waitFor(() => expect(screen.queryByRole('button', { name: block.sendingLabel })).toBeNull(), WAIT);
}

describe('free start times', () => {
  it("shows the server's travel-fee line beside the times, as text, and nothing when the answer has none", async () => {
    freeTimes = () => Response.json({ times: TIMES, travel: { cents: 1900, line: 'Travel to Emory: <b>$19</b>' } });
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await choose(f);
    await vi.waitFor(() => expect(radios()).toHaveLength(TIMES.length), WAIT);
    expect(within(timesGroup()).getByText('Travel to Emory: <b>$19</b>')).toBeTruthy();
    cleanup();
    freeTimes = () => Response.json({ times: TIMES });
    const g = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await choose(g);
    await vi.waitFor(() => expect(radios()).toHaveLength(TIMES.length), WAIT);
    expect(within(timesGroup()).queryByText(/Travel/)).toBeNull();
  });

  it('asks for a service, a date and a town, then offers the day\'s times as a group of radio buttons, the loading read out', async () => {
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    expect(timesGroup().textContent).toContain(block.timesPrompt);
    expect(radios()).toEqual([]);
    await choose(f);
    expect(timesGroup().querySelector('[aria-live="polite"]')?.textContent).toBe(block.timesLoading);
    await vi.waitFor(() => expect(radios().map((r) => r.labels?.[0]?.textContent)).toEqual(['10:00 AM', '11:00 AM', '1:00 PM']), WAIT);
    // Asked once the town was typed (not for each letter), with the service, day and town chosen.
    expect(timesAsked()).toEqual([{ service: 'Teeth Whitening', date: DAY, town: 'Greenville' }]);
    expect(timesGroup().querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('says so when the day has no free time, or the times cannot be loaded, and keeps everything typed', async () => {
    freeTimes = () => Response.json({ times: [], reason: 'full' });
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await choose(f);
    await vi.waitFor(() => expect(timesGroup().textContent).toContain(block.timesNone), WAIT);
    freeTimes = () => new Response('', { status: 503 });
    fireEvent.change(f.date, { target: { value: NEXT_DAY } });
    await vi.waitFor(() => expect(timesGroup().textContent).toContain(block.timesError), WAIT);
    expect([f.name.value, f.email.value, f.service.value, f.date.value, f.place.value]).toEqual(['Ava Brooks', 'ava@example.com', 'Teeth Whitening', NEXT_DAY, 'Greenville']);
  });

  it('offers nothing for a choice booked by request: the form asks for a preferred date, as without times', async () => {
    freeTimes = () => Response.json({ times: [], reason: 'by-request' });
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await choose(f);
    await vi.waitFor(() => expect(screen.queryByRole('group', { name: block.timesLegend })).toBeNull(), WAIT);
  });

  it('says more guests than the party takes at the guests field (as the free times answer), not that the day has no time', async () => {
    const [party] = (await fixtureContent()).listings.parties;
    const tooMany = guestsOverMax(20, party!.title);
    freeTimes = () => Response.json({ error: 'Some fields need attention: guests.', fields: { guests: tooMany } }, { status: 400 });
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0, parties: [party!], url: `/contact?service=${party!.slug}` });
    await act(async () => undefined);
    fireEvent.change(f.guests()!, { target: { value: '42' } });
    fireEvent.change(f.date, { target: { value: DAY } });
    await userEvent.setup({ delay: null }).type(f.place, 'Greenville');
    await vi.waitFor(() => expect(f.guests()!.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(document.getElementById(f.guests()!.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(tooMany);
    expect(screen.queryByText(block.timesNone)).toBeNull();
    // Fewer guests: the message goes and the day's times come.
    freeTimes = () => Response.json({ times: TIMES });
    fireEvent.change(f.guests()!, { target: { value: '12' } });
    await vi.waitFor(() => expect(radios()).toHaveLength(TIMES.length), WAIT);
    expect([f.guests()!.getAttribute('aria-invalid'), screen.queryByText(tooMany)]).toEqual([null, null]);
  });

  it('offers no times when the form does not send to our own server', () => {
    renderForm({ endpoint: 'https://booking.example/api' });
    expect(screen.queryByRole('group', { name: block.timesLegend })).toBeNull();
  });

  it('sends the time chosen; the thanks replaces the form with the reference, what was asked, the email sent and the time held', async () => {
    bookingAnswers = [Response.json({ reference: 'K7QM-3XPA', start: TIMES[1], status: 'held', emailed: true }, { status: 201 })];
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await chooseTime(f, 1);
    expect(radios()[1]!.checked).toBe(true);
    await send();
    expect(bookingsSent()).toEqual([expect.objectContaining({ service: 'Teeth Whitening', date: DAY, place: 'Greenville', start: TIMES[1]!.start })]);
    expect(screen.queryByRole('form')).toBeNull();
    const when = `${dayLabel(DAY, true)}, 11:00 AM`;
    expect(f.status.textContent).toContain(block.successMessage);
    expect(f.status.textContent).toContain(fillText(block.referenceMessage, { reference: 'K7QM-3XPA' }));
    expect([...f.status.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual([block.serviceLabel, 'Teeth Whitening', block.timesLegend, when, block.placeLabel, 'Greenville']);
    expect(f.status.textContent).toContain(fillText(block.emailedMessage, { email: 'ava@example.com' }));
    expect(f.status.textContent).toContain(fillText(block.heldMessage, { time: when }));
  });

  it('says nothing of an email when none was sent, and that the time is confirmed when it is', async () => {
    bookingAnswers = [Response.json({ reference: 'K7QM-3XPA', start: TIMES[0], status: 'confirmed', emailed: false }, { status: 201 })];
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await chooseTime(f, 0);
    await send();
    expect(f.status.textContent).not.toContain(fillText(block.emailedMessage, { email: 'ava@example.com' }));
    expect(f.status.textContent).toContain(fillText(block.confirmedMessage, { time: `${dayLabel(DAY, true)}, 10:00 AM` }));
  });

  it("says the server's travel-fee line in the thanks, and none when the answer has none", async () => {
    bookingAnswers = [Response.json({ reference: 'K7QM-3XPA', start: TIMES[0], status: 'held', emailed: false, travel: 'Travel to Emory: $19' }, { status: 201 })];
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await chooseTime(f, 0);
    await send();
    expect(f.status.textContent).toContain('Travel to Emory: $19');
    cleanup();
    bookingAnswers = [Response.json({ reference: 'K7QM-3XPA', start: TIMES[0], status: 'held', emailed: false }, { status: 201 })];
    const g = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await chooseTime(g, 0);
    await send();
    expect(g.status.textContent).toContain(block.successMessage);
    expect(g.status.textContent).not.toContain('Travel');
  });

  it('offers the next free times when the time was just taken, keeps every field, and books one of another day', async () => {
    const next = [at(DAY, 13), at(NEXT_DAY, 10)];
    bookingAnswers = [
      Response.json({ error: 'taken', times: next }, { status: 409 }),
      Response.json({ reference: 'K7QM-3XPA', start: next[1], status: 'held' }, { status: 201 }),
    ];
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await chooseTime(f, 0);
    await send();
    expect(timesGroup().textContent).toContain(block.timesTaken);
    // The next times, each with its day since they span two; none chosen for the visitor.
    expect(radios().map((r) => [r.labels?.[0]?.textContent, r.checked])).toEqual([
      [`${dayLabel(DAY)}, 1:00 PM`, false],
      [`${dayLabel(NEXT_DAY)}, 10:00 AM`, false],
    ]);
    expect([f.name.value, f.email.value, f.message.value, f.service.value, f.date.value, f.place.value]).toEqual(['Ava Brooks', 'ava@example.com', 'Side door, please.', 'Teeth Whitening', DAY, 'Greenville']);
    expect(screen.queryByRole('alert')).toBeNull();

    // A time of the next day chooses that day too; that day's times are then offered, the time still chosen.
    freeTimes = () => Response.json({ times: [at(NEXT_DAY, 10), at(NEXT_DAY, 11)] });
    fireEvent.click(radios()[1]!);
    expect(f.date.value).toBe(NEXT_DAY);
    await vi.waitFor(() => expect(radios().map((r) => [r.labels?.[0]?.textContent, r.checked])).toEqual([['10:00 AM', true], ['11:00 AM', false]]), WAIT);
    await send();
    const [first, second] = bookingsSent();
    expect([first?.start, second?.start, second?.date]).toEqual([TIMES[0]!.start, next[1]!.start, NEXT_DAY]);
    // Another time is another booking: a new idempotency key.
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(f.status.textContent).toContain(fillText(block.heldMessage, { time: `${dayLabel(NEXT_DAY, true)}, 10:00 AM` }));
  });

  it('shows a time the server refuses beside the times, the first of them focused, every field kept', async () => {
    bookingAnswers = [Response.json({ error: 'start', fields: { start: 'Please choose one of the free times offered for that day.' } }, { status: 400 })];
    const f = renderForm({ endpoint: ENDPOINT, submitDelayMs: 0 });
    await chooseTime(f, 2);
    await send();
    // The message and the focus come with the server's answer.
    await vi.waitFor(() => expect(document.activeElement).toBe(radios()[0]), WAIT);
    expect(timesGroup().textContent).toContain('Please choose one of the free times offered for that day.');
    expect(timesGroup().getAttribute('aria-describedby')).toBe(timesGroup().querySelector('p:last-child')?.id);
    expect(radios()[0]!.getAttribute('aria-invalid')).toBe('true');
    expect([f.name.value, f.place.value, radios()[2]!.checked]).toEqual(['Ava Brooks', 'Greenville', true]);
    // Choosing another time clears the message.
    fireEvent.click(radios()[1]!);
    expect(timesGroup().textContent).not.toContain('Please choose one of the free times offered for that day.');
  });
});
