// The studio lists pages by the names the owner knows them by, read from each file and read again only when
// the file changed.
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listContentFiles, ownerName } from '../../../src/owner/studio/content-files.ts';
import { FIXTURE_ROOT } from '../../support/built-sites.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-names-'));
cpSync(FIXTURE_ROOT, root, { recursive: true, filter: (src) => !src.includes('.cache') && !src.includes('public') });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('listContentFiles', () => {
  it('names each page as the owner knows it, with its kind', async () => {
    const files = await listContentFiles(root);
    const named = (file: string) => files.find((f) => f.file === file);
    expect(named('site.config.yaml')).toEqual({ file: 'site.config.yaml', kind: 'site', name: 'Site settings' });
    expect(named('pages/index.yaml')).toMatchObject({ kind: 'page', route: '/', name: 'Home' });
    expect(named('pages/towns/greenville.yaml')).toMatchObject({ kind: 'town', route: '/towns/greenville', name: 'Greenville' });
    expect(named('pages/parties/birthday.yaml')).toMatchObject({ kind: 'party', name: 'Birthday' });
    expect(named('pages/about.yaml')).toMatchObject({ kind: 'page', name: 'About Us' });
    expect(named('pages/towns/index.yaml')).toMatchObject({ kind: 'page', name: 'Towns We Serve' });
  });

  it('reads a file again when it changed, and names a file that does not parse after its file name', async () => {
    const file = join(root, 'pages/towns/caddo-mills.yaml');
    writeFileSync(file, 'name: Caddo Mills Renamed\ncounty: Hunt\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await listContentFiles(root)).find((f) => f.file === 'pages/towns/caddo-mills.yaml')?.name).toBe('Caddo Mills Renamed');
    writeFileSync(file, 'name: [unclosed\n');
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    expect((await listContentFiles(root)).find((f) => f.file === 'pages/towns/caddo-mills.yaml')?.name).toBe('Caddo mills');
  });

  it('keeps a title that is only its kind, and a page without a title is named after its folder', () => {
    expect(ownerName('pages/parties/x.yaml', 'party', '/parties/x', { title: 'Glam Parties' })).toBe('Glam Parties');
    expect(ownerName('pages/parties/x.yaml', 'party', '/parties/x', { title: 'Corporate Glam Events' })).toBe('Corporate Glam Events');
    expect(ownerName('pages/towns/index.yaml', 'page', '/towns', {})).toBe('Towns');
  });
});
