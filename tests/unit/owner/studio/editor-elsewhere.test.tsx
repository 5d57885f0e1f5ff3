// @vitest-environment happy-dom
// The problems of the other pages come with a check only when they changed: the page sends the version it
// holds, and a check that finds them as they were answers with the open page's own problems alone. The page
// keeps showing the others, and takes the new list when one comes.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ABOUT, json, openingAnswer } from '../../../support/fake-studio.ts';
import { Editor } from '../../../../src/owner/studio/client/Editor.tsx';

const FILE = ABOUT;
const OTHER = 'pages/towns/commerce.yaml';
const problem = (file: string, message: string) => ({ name: 'Short', file, line: 1, column: 1, path: [], severity: 'warning', where: '', message });

let sent: Array<string | undefined>;
/** What the server has elsewhere now, and its version. */
let others: { version: string; problems: unknown[] };

beforeEach(() => {
  sent = [];
  others = { version: 'v1', problems: [problem(OTHER, 'The description is short.')] };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const opening = openingAnswer(url);
    if (opening) return opening;
    if (url.startsWith('/api/check')) {
      const { elsewhere } = JSON.parse(String(init?.body)) as { elsewhere?: string };
      sent.push(elsewhere);
      const own = [problem(FILE, 'The title is short.')];
      const same = elsewhere === others.version;
      return json({ problems: same ? own : [...own, ...others.problems], elsewhere: others.version, ...(same && { elsewhereAsBefore: true }), blocking: false, changed: true, ms: 1 });
    }
    return new Response('{}', { status: 404 });
  }));
});

afterEach(cleanup);

const otherPages = () => document.querySelector('details.elsewhere')?.textContent ?? '';

it("keeps the other pages' problems while they are as before, and takes a new list when they change", async () => {
  render(<Editor file={FILE} info={{ file: FILE, kind: 'page', name: 'About Us' }} files={[{ file: OTHER, kind: 'town', name: 'Commerce' }]} onSaved={() => undefined} />);
  const title = await screen.findByRole('textbox', { name: /Title/ });
  await waitFor(() => expect(otherPages()).toContain('Commerce: The description is short.'));
  expect(sent).toEqual([undefined]);

  fireEvent.change(title, { target: { value: 'AB' } });
  await waitFor(() => expect(sent).toEqual([undefined, 'v1']));
  // Answered without them: still shown, with the page's own.
  await waitFor(() => expect(screen.getByText('The title is short.')).toBeTruthy());
  expect(otherPages()).toContain('Commerce: The description is short.');

  others = { version: 'v2', problems: [problem(OTHER, 'The picture is missing.')] };
  fireEvent.change(title, { target: { value: 'ABC' } });
  await waitFor(() => expect(otherPages()).toContain('Commerce: The picture is missing.'));
  expect(otherPages()).not.toContain('The description is short.');
  expect(sent).toEqual([undefined, 'v1', 'v1']);
});
