// @vitest-environment happy-dom
// The Publish screen shows one state at a time: the changes by their names (each can be discarded, after
// asking), then publishing, then going live (asked every second), then "Live now" with the pages and Undo,
// which asks first and ends on "Back as it was"; an older publish's "Live now" is not shown again; a
// failed build says why, that the live site is unchanged, and publishes again with one tap. No file name or
// commit is shown.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Publish } from '../../../../src/owner/studio/client/Tools.tsx';
import type { Changes, LiveState } from '../../../../src/owner/studio/client/api.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const change = { file: 'pages/towns/greenville.yaml', status: 'changed' as const, title: 'Greenville · town', details: ['Description changed'] };
let changes: Changes;
let live: LiveState | null;
let sent: Array<{ url: string; body: unknown }>;

beforeEach(() => {
  sent = [];
  live = null;
  changes = { git: true, changes: [change], unsent: 0, hosting: 'here', live: null, undo: null };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.body) sent.push({ url, body: JSON.parse(String(init.body)) });
    if (url === '/api/changes') return json(changes);
    if (url === '/api/live') return json({ live });
    if (url === '/api/publish') {
      live = { state: 'building', kind: 'publish', startedAt: 1, pages: [] };
      changes = { ...changes, changes: [], undo: { message: 'New description' } };
      return json({ files: [change.file], pushed: true, next: 'Going live.', live });
    }
    if (url === '/api/undo') {
      live = { state: 'building', kind: 'undo', startedAt: 3, pages: [] };
      changes = { ...changes, undo: { message: 'Undo: New description' } };
      return json({ files: [change.file], pushed: true, next: 'Going live.', live });
    }
    if (url === '/api/discard') {
      changes = { ...changes, changes: [] };
      return json({ discarded: change.title });
    }
    return json({ error: 'Not found.' }, 404);
  }));
});

afterEach(cleanup);

const text = () => document.body.textContent ?? '';

it('goes from the changes to publishing to live, one state at a time', async () => {
  render(<Publish />);
  await screen.findByText('Greenville · town');
  expect(text()).toContain('Description changed');
  expect(text()).not.toContain('greenville.yaml');
  // Downloads are for a folder outside git only.
  expect(screen.queryByText('Download')).toBeNull();
  fireEvent.change(screen.getByRole('textbox', { name: /What changed/ }), { target: { value: 'New description' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await screen.findByText(/go live in a few seconds/);
  expect(sent[0]).toEqual({ url: '/api/publish', body: { message: 'New description' } });
  expect(text()).not.toContain('Greenville · town');

  live = { state: 'live', kind: 'publish', startedAt: 1, finishedAt: 2, pages: [{ title: 'Greenville', href: '/towns/greenville' }] };
  await screen.findByText('Live now');
  const link = screen.getByRole('link', { name: 'Greenville' });
  expect(link.getAttribute('href')).toBe('/towns/greenville');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(text()).not.toMatch(/go live in a few seconds|Nothing to publish/);

  // Undo asks first; "Keep it" changes nothing.
  fireEvent.click(await screen.findByRole('button', { name: 'Undo this publish' }));
  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(sent.map((s) => s.url)).toEqual(['/api/publish']);
  fireEvent.click(screen.getByRole('button', { name: 'Undo this publish' }));
  expect(text()).toContain('Your photos stay in your library');
  fireEvent.click(screen.getByRole('button', { name: 'Yes, undo it' }));
  await screen.findByText(/Undoing… the site goes back as it was/);
  live = { state: 'live', kind: 'undo', startedAt: 3, finishedAt: 4, pages: [{ title: 'Greenville', href: '/towns/greenville' }] };
  await screen.findByText('Back as it was');
  expect(text()).not.toContain('Live now');
});

it('shows nothing of an older publish, and takes back a change not published after asking', async () => {
  changes = { ...changes, live: { state: 'live', kind: 'publish', startedAt: 1, finishedAt: 2, pages: [] } };
  render(<Publish />);
  await screen.findByText('Greenville · town');
  expect(text()).not.toContain('Live now');
  fireEvent.click(screen.getByRole('button', { name: 'Discard: Greenville · town' }));
  expect(text()).toContain('Throw away the unpublished changes to Greenville · town?');
  fireEvent.click(screen.getByRole('button', { name: 'Yes, discard' }));
  await screen.findByText('Greenville · town is back as it was published.');
  expect(sent).toEqual([{ url: '/api/discard', body: { file: change.file } }]);
  await screen.findByText(/Nothing to publish/);
});

it('says a failed publish is not on the site yet, and publishes it again with one tap', async () => {
  changes = { ...changes, changes: [], notLive: true, live: { state: 'failed', kind: 'publish', startedAt: 1, finishedAt: 2, pages: [], reason: 'Greenville needs a county.' } };
  render(<Publish />);
  await screen.findByText(/saved but not on the site yet/);
  expect(screen.queryByText('Live now')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Publish it now' }));
  await screen.findByText(/go live in a few seconds/);
  expect(sent).toEqual([{ url: '/api/publish', body: { message: '' } }]);
  live = { state: 'failed', kind: 'publish', startedAt: 1, finishedAt: 2, pages: [], reason: 'Greenville needs a county.' };
  await screen.findByText('Greenville needs a county.');
  expect(text()).toContain('The live site is unchanged.');
  expect(screen.queryByRole('button', { name: 'Undo this publish' })).toBeNull();
});

it('names each page whose problem stops a publish, with a link that opens it', async () => {
  const blocked = { error: 'Greenville has a problem that would stop the site from being published: open it and fix what is marked, then publish again.', pages: [{ file: change.file, title: change.title }] };
  vi.mocked(fetch).mockImplementation(async (input: RequestInfo | URL) => (String(input) === '/api/publish' ? json(blocked, 409) : json(changes)));
  render(<Publish />);
  await screen.findByText('Greenville · town');
  fireEvent.change(screen.getByRole('textbox', { name: /What changed/ }), { target: { value: 'New description' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(blocked.error);
  const open = screen.getAllByRole('link', { name: 'Greenville · town' }).find((a) => alert.contains(a));
  expect(open?.getAttribute('href')).toBe(`#file=${encodeURIComponent(change.file)}`);
});

it('says what happens next when the site is hosted elsewhere, and when nothing is left to publish', async () => {
  vi.mocked(fetch).mockImplementation(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/publish') {
      changes = { ...changes, changes: [], hosting: 'elsewhere' };
      return json({ files: [change.file], pushed: true, next: 'Your host puts it live in a few minutes.', live: null });
    }
    return json(changes);
  });
  render(<Publish />);
  fireEvent.change(await screen.findByRole('textbox', { name: /What changed/ }), { target: { value: 'x' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await screen.findByText('Your host puts it live in a few minutes.');
  expect(text()).not.toContain('Nothing to publish');
});
