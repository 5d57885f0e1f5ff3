// `npm run new` in a copy of the fixture site: the new town or party file passes validation as written and
// makes its page; an existing name or an unknown county is refused. The command runs in this process
// (src/owner/new-command.ts); one test starts it as the owner does, through scripts/new.ts.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { newCommand } from '../../../src/owner/new-command.ts';
import { loadContent } from '../../../src/site/content.ts';
import { runScript } from '../../support/run-script.ts';
import { makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

/** The command run in this process: its exit code, all it says (`out`), and what it says on stderr (`err`). */
async function runNew(root: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await newCommand(args, root, {}, { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out: out + err, err };
}

/** The keys of a file (in lists too) that have no comment, above them or after their value. */
function uncommented(text: string): string[] {
  const missing: string[] = [];
  // `listComment`: the comment above a list item's "- ", which explains its first key (parsed onto the
  // list when it is the first item's).
  const walk = (node: unknown, path: string, listComment?: string | null): void => {
    if (isSeq(node)) node.items.forEach((item, i) => walk(item, `${path}[]`, (isMap(item) && item.commentBefore) || (i === 0 ? node.commentBefore : null)));
    if (!isMap(node)) return;
    node.items.forEach((pair, i) => {
      if (!isScalar(pair.key)) return;
      const key = `${path}.${String(pair.key.value)}`;
      const above = i === 0 && listComment !== undefined ? listComment : pair.key.commentBefore;
      const after = isScalar(pair.value) ? pair.value.comment : undefined;
      if (!above?.trim() && !after?.trim()) missing.push(key);
      walk(pair.value, key);
    });
  };
  walk(parseDocument(text).contents, '');
  return missing;
}

/** The file with its commented-out optional fields switched on: their lines ("#key:", "#  - ...") lose their "#". */
const withOptionalFields = (text: string): string => text.replace(/^#(?=\S| {2})/gm, '');

describe('npm run new', () => {
  it('writes a commented town file, named by the slug rule, that validates and makes its page', async () => {
    const root = makeProject();
    const made = await runNew(root, 'town', 'Mt. Pleasant', '--county', 'Hopkins');
    expect(made.code).toBe(0);
    expect(made.out).toContain('Wrote pages/towns/mt-pleasant.yaml');
    expect(made.out).toMatch(/Next:\n {2}1\. /);
    const text = readFileSync(join(root, 'pages/towns/mt-pleasant.yaml'), 'utf8');
    expect(text).toMatch(/^# /m);
    expect(text).not.toMatch(/^heroImage:/m); // the default town picture, not another town's (until the owner switches it on)
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

  it('explains every field it writes in a comment, and its optional fields validate once switched on', async () => {
    const root = makeProject();
    expect((await runNew(root, 'town', 'Lone Oak', '--county', 'Hunt')).code).toBe(0);
    expect((await runNew(root, 'party', 'Baby Shower')).code).toBe(0);
    const town = readFileSync(join(root, 'pages/towns/lone-oak.yaml'), 'utf8');
    const party = readFileSync(join(root, 'pages/parties/baby-shower.yaml'), 'utf8');
    expect(uncommented(town)).toEqual([]);
    expect(uncommented(party)).toEqual([]);
    const site = await loadContent(root);
    if (!site.ok) throw new Error('the fixture site is invalid');
    // Every service of the site is listed for the owner to set, with its name beside its key.
    for (const s of site.content.site.services) expect(town).toMatch(new RegExp(`^ {2}${s.key}: true # ${s.name}$`, 'm'));
    // The optional fields, switched on, name pictures the owner adds to public/.
    const on = { town: withOptionalFields(town), party: withOptionalFields(party) };
    expect(on.town).toMatch(/^coordinates:$/m);
    expect(on.party).toMatch(/^perks:$/m);
    writeFileSync(join(root, 'pages/towns/lone-oak.yaml'), on.town);
    writeFileSync(join(root, 'pages/parties/baby-shower.yaml'), on.party);
    const pictures = [...`${on.town}\n${on.party}`.matchAll(/^ *(?:- )?(?:heroImage|src): (\/images\/\S+)$/gm)].map((m) => m[1]!);
    const toAdd = pictures.filter((picture) => !existsSync(join(root, 'public', picture)));
    expect(toAdd).toHaveLength(2); // the town's own picture and one for the party's gallery
    for (const picture of toAdd) copyFileSync(join(root, 'public/images/photo.png'), join(root, 'public', picture));
    const result = await loadContent(root);
    expect(result.ok ? [] : result.errors.map((e) => `${e.file}:${e.line} ${e.name}: ${e.message}`)).toEqual([]);
  });

  it('runs as npm runs it, and takes the county that npm keeps without "--"', async () => {
    const root = makeProject();
    // npm run new town "Lone Oak" --county Hunt: npm sets npm_config_county and passes "Hunt" on as a word.
    const noDashes = await runScript('new.ts', ['town', 'Lone Oak', 'Hunt'], { cwd: root, env: { npm_config_county: 'true' } });
    expect(noDashes.stdout, noDashes.stderr).toContain('Wrote pages/towns/lone-oak.yaml');
    expect(noDashes.code).toBe(0);
    expect(readFileSync(join(root, 'pages/towns/lone-oak.yaml'), 'utf8')).toMatch(/^county: Hunt$/m);
    // A refusal is exit code 1 with the reason on stderr.
    const refused = await runNew(root, 'town', 'Lone Oak', '--county', 'Hunt');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('pages/towns/lone-oak.yaml already exists');
  });

  it('refuses an unquoted name, a county for a party or an unknown option', async () => {
    const root = makeProject();
    const unquoted = await runNew(root, 'town', 'Wolfe', 'City', '--county', 'Hunt');
    expect(unquoted.code).toBe(1);
    expect(unquoted.out).toContain('npm run new -- town "Wolfe City" --county County');
    const partyCounty = await runNew(root, 'party', 'Baby Shower', '--county', 'Hunt');
    expect(partyCounty.code).toBe(1);
    expect(partyCounty.out).toContain('A party type has no county');
    const unknownOption = await runNew(root, 'town', 'Lone Oak', '--country', 'Hunt');
    expect(unknownOption.code).toBe(1);
    expect(unknownOption.out).toMatch(/--country[\s\S]*usage:/);
  });
});
