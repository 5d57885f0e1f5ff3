// `npm run new` as the owner runs it, in a copy of the fixture site: the new town or party file passes
// validation as written and makes its page; an existing name or an unknown county is refused.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/content/load.ts';
import { makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

const TSX = `${process.cwd()}/node_modules/.bin/tsx`;
const SCRIPT = `${process.cwd()}/scripts/new.ts`;

async function runNew(root: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(TSX, [SCRIPT, ...args], { cwd: root, timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

describe('npm run new', () => {
  it('writes a commented town file, named by the slug rule, that validates and makes its page', async () => {
    const root = makeProject();
    const made = await runNew(root, 'town', 'Mt. Pleasant', '--county', 'Hopkins');
    expect(made.code).toBe(0);
    expect(made.out).toContain('Wrote pages/towns/mt-pleasant.yaml');
    expect(made.out).toMatch(/Next:\n {2}1\. /);
    const text = readFileSync(join(root, 'pages/towns/mt-pleasant.yaml'), 'utf8');
    expect(text).toMatch(/^# /m);
    expect(text).not.toMatch(/heroImage:/); // the default town picture, not another town's
    const result = await loadContent(root);
    expect(result.ok ? [] : result.errors.map((e) => `${e.file}:${e.line} ${e.name}`)).toEqual([]);
    if (!result.ok) return;
    const page = result.content.routes.find((r) => r.path === '/towns/mt-pleasant');
    expect(page?.kind).toBe('town');
    expect(result.content.listings.towns.find((t) => t.name === 'Mt. Pleasant')?.services).toEqual(result.content.site.services.map((s) => s.key));
  });

  it('tells the owner to take a town off otherTowns when it gets its own page', async () => {
    const root = makeProject();
    const made = await runNew(root, 'town', 'Quinlan', '--county', 'hunt');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/Take "Quinlan" off counties > Hunt > otherTowns/);
  });

  it('writes a party file that validates and joins the parties', async () => {
    const root = makeProject();
    const made = await runNew(root, 'party', 'Baby Shower');
    expect(made.code).toBe(0);
    const result = await loadContent(root);
    expect(result.ok ? [] : result.errors.map((e) => `${e.file}:${e.line} ${e.name}`)).toEqual([]);
    if (result.ok) expect(result.content.listings.parties.map((p) => p.path)).toContain('/parties/baby-shower');
  });

  it('refuses a name that has a file, an unknown county (with a suggestion) and a missing one', async () => {
    const root = makeProject();
    const existing = await runNew(root, 'town', 'Greenville', '--county', 'Hunt');
    expect(existing).toMatchObject({ code: 1 });
    expect(existing.out).toContain('pages/towns/greenville.yaml already exists');
    const unknown = await runNew(root, 'town', 'Lone Oak', '--county', 'Hnut');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('did you mean "Hunt"?');
    expect((await runNew(root, 'town', 'Lone Oak')).out).toMatch(/--county Hunt \| Hopkins/);
    expect((await runNew(root, 'shop', 'Lone Oak')).out).toMatch(/^usage:/);
  });
});
