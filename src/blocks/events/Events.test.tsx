// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { resolveBlock, type ResolvedOf } from '../resolve.ts';
import { siteSchema } from '../../schema/site-schema.ts';
import { eventsMessages as m } from '../../data/events/messages.ts';
import { SHEET_UNAVAILABLE } from '../../data/events/fetch-events.ts';
import { forgetFetched } from '../../islands/use-fetch.ts';
import { Events } from './Events.tsx';
import { eventsBlock } from './schema.ts';
import { SITE_FIXTURE } from '../../../tests/unit/content/fixture.ts';
import { eventsStyles, type EventsClasses } from './styles.ts';

// The server gives the island class names; their rules do not matter here.
const classes = Object.fromEntries(Object.keys(eventsStyles).map((key) => [key, key])) as EventsClasses;

const site = siteSchema.parse(parse(readFileSync(join(SITE_FIXTURE, 'site.config.yaml'), 'utf8')));
const block = resolveBlock(eventsBlock.parse({ type: 'events', heading: 'Where to find us' }), { site, towns: [], parties: [] }) as ResolvedOf<'events'>;
const SHEET = [
  'date,eventName,time,price,location,address',
  '01-09-2027,January Reset,11 AM,$99,"Greenville, TX",1 Main St',
  '11-28-2026,Saturday Special,10 AM - 4 PM,$99,"Commerce, TX",1200 Park St',
  '11-20-2026,Already Over,1 PM,$5,"Como, TX",1 Past St',
].join('\n');
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  // Only Date is faked: the query's timers and user-event keep real time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  forgetFetched();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderEvents(shown: ResolvedOf<'events'> = block) {
  render(<Events block={shown} classes={classes} />);
}

/** The block with these sample events (date MM-DD-YYYY, name) instead of the site's. */
function withSamples(samples: Array<[string, string]>): ResolvedOf<'events'> {
  const sampleEvents = samples.map(([date, eventName]) => ({ date, eventName, time: '1 PM', price: '$10', location: 'Emory, TX', address: '1 Main St' }));
  return { ...block, feed: { ...block.feed, sampleEvents } };
}

it('loads the relay copy of the sheet, then shows the current week with the next event', async () => {
  fetchMock.mockResolvedValue(new Response(SHEET, { status: 200 }));
  renderEvents();
  expect(screen.getByText(m.loading).closest('[role="status"]')).not.toBeNull();
  expect(await screen.findByRole('heading', { name: 'Nov 22 – Nov 28, 2026' })).toBeDefined();
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events.csv');
  const banner = screen.getByRole('group', { name: m.nextEventLabel });
  expect(within(banner).getByText('Saturday Special')).toBeDefined();
  expect(screen.queryByText('Already Over')).toBeNull();
  expect(screen.queryByText(m.error)).toBeNull();
});

it('switches tabs by keyboard and groups the list by month', async () => {
  fetchMock.mockResolvedValue(new Response(SHEET, { status: 200 }));
  const user = userEvent.setup();
  renderEvents();
  await screen.findByRole('heading', { name: 'Nov 22 – Nov 28, 2026' });
  const [calendarTab, listTab] = screen.getAllByRole('tab');
  await user.click(calendarTab!);
  await user.keyboard('{ArrowRight}');
  expect(listTab!.getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(listTab);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['November 2026', 'January 2027']);
  expect(screen.getByText('1200 Park St')).toBeDefined();
  await user.keyboard('{Home}');
  expect(calendarTab!.getAttribute('aria-selected')).toBe('true');
  expect(listTab!.getAttribute('tabindex')).toBe('-1');
  await user.keyboard('{End}');
  expect(document.activeElement).toBe(listTab);
});

it('a sheet that cannot be read gives the upcoming samples and the toast, not the error state', async () => {
  fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
  const user = userEvent.setup();
  renderEvents(withSamples([['12-05-2026', 'December Sample'], ['11-20-2026', 'Past Sample'], ['11-25-2026', 'Today Sample']]));
  expect(within(await screen.findByRole('group', { name: m.sampleEventLabel })).getByText('Today Sample')).toBeDefined();
  expect(screen.getByText(m.toastTitle)).toBeDefined();
  expect(screen.getByText(m.toastDescription)).toBeDefined();
  expect(screen.queryByText(m.error)).toBeNull();
  await user.click(screen.getByRole('tab', { name: m.listTab }));
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Today Sample', 'December Sample']);
  expect(screen.queryByText('Past Sample')).toBeNull();
  await user.click(screen.getByRole('button', { name: m.dismissToast }));
  expect(screen.queryByText(m.toastTitle)).toBeNull();
});

it('when the sheet is read and no event is upcoming, says "No upcoming events" with the way onward and the week to page through', async () => {
  fetchMock.mockResolvedValue(new Response(SHEET.split('\n').filter((row) => !/Reset|Special/.test(row)).join('\n'), { status: 200 }));
  const user = userEvent.setup();
  const onward = [{ label: 'Book a party', href: '/contact#book' }];
  renderEvents({ ...withSamples([['05-10-2025', 'Old Sample'], ['11-24-2026', 'Yesterday Sample']]), onward });
  expect(await screen.findByText(m.calendarEmpty)).toBeDefined();
  expect(screen.getByRole('link', { name: 'Book a party' }).getAttribute('href')).toBe('/contact#book');
  expect(screen.getByRole('heading', { name: 'Nov 22 – Nov 28, 2026' })).toBeDefined();
  expect(screen.queryByText(m.error)).toBeNull();
  expect(screen.queryByText(m.toastTitle)).toBeNull();
  await user.click(screen.getByRole('tab', { name: m.listTab }));
  expect(screen.getByText(m.listEmpty)).toBeDefined();
  expect(screen.queryByText(m.calendarEmpty)).toBeNull();
  expect(screen.queryByText('Old Sample')).toBeNull();
  expect(screen.queryByText('Yesterday Sample')).toBeNull();
});

it("when the sheet can't be read and every sample has passed, says once, in the block's words, that the dates can't be shown, with the way onward: no toast about samples, no empty week", async () => {
  fetchMock.mockResolvedValue(Response.json(SHEET_UNAVAILABLE));
  const user = userEvent.setup();
  const onward = [{ label: 'Book a party', href: '/contact#book' }];
  const unavailable = "We can't show our event dates right now. Please check back soon.";
  renderEvents({ ...withSamples([['05-10-2025', 'Old Sample'], ['11-24-2026', 'Yesterday Sample']]), onward, unavailable });
  expect(await screen.findByText(unavailable)).toBeDefined();
  expect(screen.getByRole('link', { name: 'Book a party' }).getAttribute('href')).toBe('/contact#book');
  for (const text of [m.toastTitle, m.toastDescription, m.calendarEmpty, m.error, 'Old Sample', 'Yesterday Sample']) expect(screen.queryByText(text)).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Nov 22 – Nov 28, 2026' })).toBeNull();
  expect(screen.queryByRole('button', { name: m.nextWeek })).toBeNull();
  await user.click(screen.getByRole('tab', { name: m.listTab }));
  expect(screen.getAllByText(unavailable)).toHaveLength(1);
  expect(screen.queryByText(m.listEmpty)).toBeNull();
});

it('without words of its own for that, the block says "No upcoming events"', async () => {
  fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
  renderEvents(withSamples([['05-10-2025', 'Old Sample']]));
  expect(await screen.findByText(m.calendarEmpty)).toBeDefined();
  expect(screen.queryByText(m.toastTitle)).toBeNull();
});

it('an unexpected failure is retried once, then shows the error state and the toast', async () => {
  fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
  // Nothing the sheet can send makes fetchEvents throw; a logger that throws does.
  const broken = vi.spyOn(console, 'warn').mockImplementation(() => {
    throw new Error('the log is broken');
  });
  renderEvents(withSamples([['05-10-2025', 'Old Sample']]));
  expect(await screen.findByText(m.error)).toBeDefined();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(broken).toHaveBeenCalled();
  expect(screen.getByText(m.toastTitle)).toBeDefined();
  expect(screen.queryByText(m.calendarEmpty)).toBeNull();
});
