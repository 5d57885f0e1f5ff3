// @vitest-environment happy-dom
// Text typed while a save is on its way is kept: the save sends the edits it had, and the ones typed after
// stay on the page, unsaved, to be sent by the next save on top of the text the first one wrote. A problem's
// fix is a button: on this page it is made as edits, on another it is saved there and the draft checked again.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ABOUT, json, openingAnswer } from '../../../support/fake-studio.ts';
import { Editor } from '../../../../src/owner/studio/client/Editor.tsx';

const FILE = ABOUT;
let saves: Array<Record<string, unknown>>;
let holdFirstSave: { resolve: (answer: unknown) => void } | undefined;
let hold: boolean;
let checks: number;
let problems: unknown[];
let signedOut: boolean;


beforeEach(() => {
  saves = [];
  holdFirstSave = undefined;
  hold = true;
  checks = 0;
  problems = [];
  signedOut = false;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const opening = openingAnswer(url);
    if (opening) return opening;
    if (url.startsWith('/api/check')) {
      checks++;
      return json({ problems, blocking: false, changed: true, ms: 1 });
    }
    if (url.startsWith('/api/save') && signedOut) {
      return new Response(JSON.stringify({ error: 'Your sign-in has ended.', signIn: '/owner?then=%2Fowner%2Fstudio' }), { status: 401 });
    }
    if (url.startsWith('/api/save')) {
      saves.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      if (hold && saves.length === 1) return new Promise<Response>((resolve) => (holdFirstSave = { resolve: (answer) => resolve(json(answer)) }));
      return json({ written: true, source: 'title: ABC\n', base: 'base-3' });
    }
    return new Response('{}', { status: 404 });
  }));
});

afterEach(cleanup);

/** What the bar beside the Save button says. */
const saveStatus = () => document.querySelector('[role="status"].status')?.textContent;

it('keeps the text typed while a save is on its way, and saves it next on top of the saved text', async () => {
  render(<Editor file={FILE} info={{ file: FILE, kind: 'page', name: 'About Us' }} files={[]} onSaved={() => undefined} />);
  const title = await screen.findByRole('textbox', { name: /Title/ });
  fireEvent.change(title, { target: { value: 'AB' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]).toMatchObject({ base: 'base-1', ops: [{ op: 'set', path: ['title'], value: 'AB' }] });

  // Typed while the save is on its way.
  fireEvent.change(title, { target: { value: 'ABC' } });
  await act(async () => holdFirstSave?.resolve({ written: true, source: 'title: AB\n', base: 'base-2' }));
  await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  expect((title as HTMLInputElement).value).toBe('ABC');
  await waitFor(() => expect(saveStatus()).toBe('Unsaved changes'));

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves).toHaveLength(2));
  expect(saves[1]).toEqual({ file: FILE, base: 'base-2', ops: [{ op: 'set', path: ['title'], value: 'ABC' }], confirm: false });
  await waitFor(() => expect(saveStatus()).toBe('Saved.'));
});

// As the server says it: in the owner's words, with the field as the form shows it.
const fixProblem = (file: string, ops: unknown[]) => ({
  name: 'TownHasPage', file, line: 1, column: 1, path: ['title'], severity: 'warning', where: 'Hunt County › Other town 3',
  message: 'Lone Oak has its own page, so the lists of towns show it from there.',
  fix: { label: 'Take Lone Oak off “Other towns”', file, base: 'site-1', ops },
});

it('makes a fix on another page there, then checks the draft again', async () => {
  hold = false;
  const ops = [{ op: 'remove', path: ['counties', 0, 'otherTowns', 2] }];
  problems = [fixProblem('site.config.yaml', ops)];
  render(<Editor file={FILE} info={{ file: FILE, kind: 'page', name: 'About Us' }} files={[{ file: 'site.config.yaml', kind: 'site', name: 'Site settings' }]} onSaved={() => undefined} />);
  const fix = await screen.findByRole('button', { name: 'Take Lone Oak off “Other towns”' });
  // The problem is shown as the server says it, under the page's name and the field's.
  expect(document.body.textContent).toContain('Site settings › Hunt County › Other town 3: Lone Oak has its own page, so the lists of towns show it from there.');
  const before = checks;
  problems = [];
  fireEvent.click(fix);
  await waitFor(() => expect(saves).toEqual([{ file: 'site.config.yaml', base: 'site-1', ops, confirm: false }]));
  await waitFor(() => expect(checks).toBeGreaterThan(before));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Take Lone Oak off “Other towns”' })).toBeNull());
});

it('makes a fix on this page as edits, saved with the next save', async () => {
  hold = false;
  const ops = [{ op: 'set', path: ['title'], value: 'Fixed' }];
  problems = [fixProblem(FILE, ops)];
  render(<Editor file={FILE} info={{ file: FILE, kind: 'page', name: 'About Us' }} files={[]} onSaved={() => undefined} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Take Lone Oak off “Other towns”' }));
  await waitFor(() => expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Fixed'));
  expect(saves).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves).toEqual([{ file: FILE, base: 'base-1', ops, confirm: false }]));
});

it('links to the sign-in when it has ended, the edits kept on the page', async () => {
  signedOut = true;
  render(<Editor file={FILE} info={{ file: FILE, kind: 'page', name: 'About Us' }} files={[]} onSaved={() => undefined} />);
  fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'AB' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const link = await screen.findByRole('link', { name: 'Sign in again' });
  expect(link.getAttribute('href')).toBe('/owner?then=%2Fowner%2Fstudio');
  expect(link.getAttribute('target')).toBe('_blank');
  expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('AB');
  await waitFor(() => expect(saveStatus()).toBe('Unsaved changes'));
});
