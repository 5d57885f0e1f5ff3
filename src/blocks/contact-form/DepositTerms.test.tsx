// @vitest-environment happy-dom
// Beside the free times, the choice's price and what to prepare; where the server takes the deposit (the free
// times say so), the deposit and the cancellation policy with its box, sent as policyAccepted: true, and the
// visitor is taken to the payment page the server answers with.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FREE_TIMES_PATH } from '../../schema/booking-endpoint.ts';
import { block, renderForm } from '../../../tests/unit/blocks/contact-form-setup.tsx';
import { WAIT } from '../../../tests/support/wait.ts';
import { bookingToday } from '../../data/bookings/booking-dates.ts';
import { depositWords } from '../../data/bookings/deposit-words.ts';

const DAY = new Date(Date.parse(`${bookingToday()}T12:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
const TIMES = [{ start: `${DAY}T10:00:00-06:00`, end: '', label: '10:00 AM' }];
const PAY = 'https://checkout.stripe.com/c/pay/cs_test_1';
let deposit = true;
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  deposit = true;
  fetchSpy = vi.fn<typeof fetch>(async (url) =>
    String(url).startsWith(FREE_TIMES_PATH) ? Response.json({ times: TIMES, ...(deposit && { deposit }) }) : Response.json({ reference: 'ABCD-EFGH', status: 'awaiting-deposit', checkoutUrl: PAY }, { status: 201 }));
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function chooseTeethWhitening() {
  const f = renderForm({ endpoint: '/api/bookings', submitDelayMs: 0 });
  fireEvent.change(f.name, { target: { value: 'Ava Brooks' } });
  fireEvent.change(f.email, { target: { value: 'ava@example.com' } });
  fireEvent.change(f.service, { target: { value: 'Teeth Whitening' } });
  fireEvent.change(f.date, { target: { value: DAY } });
  await userEvent.setup({ delay: null }).type(f.place, 'Greenville');
  const group = () => screen.getByRole('group', { name: block.timesLegend });
  await vi.waitFor(() => expect(within(group()).queryAllByRole('radio')).toHaveLength(1), WAIT);
  fireEvent.click(within(group()).getAllByRole('radio')[0]!);
  return f;
}

it('shows the deposit and the policy where one is taken, sends the agreement and goes to the payment page', async () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await chooseTeethWhitening();
  expect(screen.getByText('Price $75 · Deposit $25')).toBeTruthy();
  expect(screen.getByText('Please prepare: Brush your teeth and skip coffee for two hours before.')).toBeTruthy();
  expect(screen.getByText(/up to 24 hours before the appointment gets the deposit back/)).toBeTruthy();
  fireEvent.click(screen.getByLabelText('I agree to the cancellation policy'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: block.submitLabel }));
  });
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PAY), WAIT);
  const sent = fetchSpy.mock.calls.filter(([url]) => url === '/api/bookings').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  expect(sent[0]).toMatchObject({ service: 'Teeth Whitening', start: TIMES[0]!.start, policyAccepted: true });
});

it('without deposits on the server, shows the price and what to prepare, and no policy to agree to', async () => {
  deposit = false;
  await chooseTeethWhitening();
  expect(screen.getByText('Price $75')).toBeTruthy();
  expect(screen.queryByText(/Deposit/)).toBeNull();
  expect(screen.queryByLabelText('I agree to the cancellation policy')).toBeNull();
});

it('sent with the policy box unticked, says so at the box alone, sends nothing, and sends once it is ticked', async () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await chooseTeethWhitening();
  const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: block.submitLabel })));
  await send();
  const box = screen.getByLabelText('I agree to the cancellation policy');
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(box.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(depositWords.agreeMissing);
  expect(document.activeElement).toBe(box);
  // Only the box's message: no alert that the booking could not be sent.
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([depositWords.agreeMissing]);
  expect(fetchSpy.mock.calls.filter(([url]) => url === '/api/bookings')).toEqual([]);
  fireEvent.click(box);
  expect(screen.queryByText(depositWords.agreeMissing)).toBeNull();
  await send();
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PAY), WAIT);
});
