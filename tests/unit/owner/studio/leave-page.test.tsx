// @vitest-environment happy-dom
// Leaving a page with edits not saved asks first, whatever the way out (a link to another page, Publish, the
// Back button): "Save, then publish" saves the edits and opens Publish; "Stay on this page" keeps them
// there; "Leave without saving" leaves them. A page without unsaved edits is left without a question.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ABOUT, json, openingAnswer } from '../../../support/fake-studio.ts';
import { App } from '../../../../src/owner/studio/client/App.tsx';

const FILE = ABOUT;
let saves: unknown[];

beforeEach(() => {
  saves = [];
  location.hash = `file=${encodeURIComponent(FILE)}`;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/files') return json({ files: [{ file: FILE, kind: 'page', name: 'About Us' }] });
    const opening = openingAnswer(url);
    if (opening) return opening;
    if (url.startsWith('/api/check')) return json({ problems: [], blocking: false, changed: true, ms: 1 });
    if (url.startsWith('/api/save')) {
      saves.push(JSON.parse(String(init?.body)));
      return json({ written: true, source: 'title: AB\n', base: 'base-2' });
    }
    if (url === '/api/changes') return json({ git: true, changes: [], unsent: 0, hosting: 'here', live: null, undo: null });
    return new Response('{}', { status: 404 });
  }));
});

afterEach(() => {
  cleanup();
  location.hash = '';
});

const go = (hash: string) => {
  location.hash = hash;
  dispatchEvent(new HashChangeEvent('hashchange'));
};

it('asks before leaving unsaved edits, and saves them before Publish when told', async () => {
  render(<App />);
  const title = await screen.findByRole('textbox', { name: /Title/ });
  fireEvent.change(title, { target: { value: 'AB' } });

  go('tool=publish');
  const dialog = await screen.findByRole('dialog', { name: 'Save your changes?' });
  expect(dialog.textContent).toContain('Save them first to publish them');
  // Still on the page, its edit kept.
  fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('AB');
  expect(decodeURIComponent(location.hash)).toBe(`#file=${FILE}`);

  go('tool=publish');
  fireEvent.click(await screen.findByRole('button', { name: 'Save, then publish' }));
  await screen.findByRole('heading', { level: 1, name: 'Publish' });
  expect(saves).toEqual([{ file: FILE, base: 'base-1', ops: [{ op: 'set', path: ['title'], value: 'AB' }], confirm: false }]);
});

it('leaves without saving when told, and without a question when nothing is unsaved (an edit typed back included)', async () => {
  render(<App />);
  fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'AB' } });
  go('');
  fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
  await waitFor(() => expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull());
  expect(saves).toEqual([]);

  // Typed and typed back: nothing is unsaved.
  go(`file=${encodeURIComponent(FILE)}`);
  const title = await screen.findByRole('textbox', { name: /Title/ });
  fireEvent.change(title, { target: { value: 'AB' } });
  fireEvent.change(title, { target: { value: 'A' } });
  go('tool=publish');
  await screen.findByRole('heading', { level: 1, name: 'Publish' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
