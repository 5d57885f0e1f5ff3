// @vitest-environment happy-dom
// What a new owner does, on a copy of the fixture site (tests/fixtures/site): adds a town (copied from another), changes a party
// price, switches a town's permanentJewelry flag and adds a county with one town. Validation passes and
// every list, hub, page and booking link follows, with no code change.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../../src/site/content.ts';
import { validateCommand } from '../../../src/owner/validate-command.ts';
import type { SiteContent } from '../../../src/content/types.ts';
import { slugify } from '../../../src/schema/slug.ts';
import { contentProblems } from './content-checks.ts';
import { SITE_FIXTURE } from './fixture.ts';
import '../templates/render.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyOfFixtureSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'owner-edits-'));
  dirs.push(dir);
  for (const part of ['site.config.yaml', 'pages', 'public']) cpSync(join(SITE_FIXTURE, part), join(dir, part), { recursive: true });
  return dir;
}

async function load(dir: string): Promise<SiteContent> {
  const result = await loadContent(dir);
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.name} ${e.message}`).join('\n'));
  return result.content;
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const write = (dir: string, file: string, text: string) => writeFileSync(join(dir, file), text);
/** Replaces text that must be there, so a change of the fixture shows up here as a clear failure. */
const edit = (dir: string, file: string, from: RegExp, to: string) => {
  const text = read(dir, file);
  if (!from.test(text)) throw new Error(`${file} has no ${from}`);
  write(dir, file, text.replace(from, to));
};
const firstFile = (dir: string, folder: string, where: (data: Record<string, unknown>) => boolean = () => true) => {
  const file = readdirYaml(join(dir, folder)).find((f) => where(parse(read(dir, `${folder}/${f}`)) as Record<string, unknown>));
  if (!file) throw new Error(`no file in ${folder} fits`);
  return `${folder}/${file}`;
};
const readdirYaml = (path: string) => readdirSync(path).filter((f) => /\.yaml$/.test(f) && f !== 'index.yaml').sort();

describe('the fixture site', () => {
  it('passes the content-driven checks', async () => {
    expect(contentProblems(SITE_FIXTURE, await load(SITE_FIXTURE))).toEqual([]);
  });
});

describe("a new owner's edits", () => {
  it('validate, and every list, hub and page follows them', async () => {
    const dir = copyOfFixtureSite();
    // The content may already have had such edits: each name is the first one it does not use yet.
    const site = parse(read(dir, 'site.config.yaml')) as { counties: { name: string }[]; services: { key: string; name: string; page: string }[] };
    const townName = (names: string[]) => names.find((n) => !existsSync(join(dir, `pages/towns/${slugify(n)}.yaml`)))!;
    const newTown = townName(['Lone Oak', 'Campbell', 'Celeste', 'Hawk Cove']);
    const newCounty = ['Van Zandt', 'Wood', 'Smith', 'Kaufman'].find((n) => !site.counties.some((c) => c.name === n))!;
    const countyTown = townName(['Canton', 'Wills Point', 'Edgewood', 'Grand Saline']);
    // 1. A town copied from another town of the first county and renamed (its old neighbours do not name it back: a warning).
    const county = site.counties[0]!.name;
    const source = firstFile(dir, 'pages/towns', (d) => d.county === county);
    const name = String((parse(read(dir, source)) as { name: string }).name);
    const newTownFile = `pages/towns/${slugify(newTown)}.yaml`;
    write(dir, newTownFile, read(dir, source).replace(new RegExp(`^name: ${name}$`, 'm'), `name: ${newTown}`));
    // 2. A party package gets a lower price than any other package of that party.
    const partyFile = firstFile(dir, 'pages/parties');
    edit(dir, partyFile, /price: .*/, 'price: Starting at $19');
    // 3. A town that gets permanent jewelry stops offering it, and one that does not starts.
    const withJewelry = firstFile(dir, 'pages/towns', (d) => (d.services as Record<string, boolean>).permanentJewelry === true);
    const withoutJewelry = firstFile(dir, 'pages/towns', (d) => (d.services as Record<string, boolean>).permanentJewelry === false);
    edit(dir, withJewelry, /permanentJewelry: true/, 'permanentJewelry: false');
    edit(dir, withoutJewelry, /permanentJewelry: false/, 'permanentJewelry: true');
    // 4. A new county, with one town.
    edit(dir, 'site.config.yaml', /^counties:\n/m, `counties:\n  - name: ${newCounty}\n`);
    write(dir, `pages/towns/${slugify(countyTown)}.yaml`, read(dir, source).replace(new RegExp(`^name: ${name}$`, 'm'), `name: ${countyTown}`).replace(/^county: .*$/m, `county: ${newCounty}`).replace(/^neighboringTowns:\n(  - .*\n)*/m, ''));

    let said = '';
    const code = await validateCommand([], dir, { out: (t) => void (said += t), err: (t) => void (said += t) });
    expect(code, said).toBe(0);
    expect(said).toContain('✓');

    const content = await load(dir);
    expect(contentProblems(dir, content)).toEqual([]);

    // And, to make sure the checks saw the edits: the new town is linked from the home grid, the new
    // county's town is under it on the towns hub, the parties hub shows the new price, and the switched towns moved.
    const blocks = (path: string) => content.routes.find((r) => r.path === path)?.regions.main ?? [];
    const linked = (path: string) => blocks(path).flatMap((b) => (b.type === 'service-areas' ? b.areas.flatMap((a) => a.towns.flatMap((t) => (t.href ? [t.href] : []))) : []));
    expect(linked('/')).toContain(`/towns/${slugify(newTown)}`);
    const hub = blocks('/towns').find((b) => b.type === 'town-directory');
    expect(hub?.type === 'town-directory' && hub.counties.find((c) => c.county === newCounty)?.towns.map((t) => t.name)).toEqual([countyTown]);
    const parties = blocks('/parties').find((b) => b.type === 'party-directory');
    expect(parties?.type === 'party-directory' && parties.cards.map((c) => c.price)).toContain('Starting at $19');
    const jewelryPage = site.services.find((s) => s.key === 'permanentJewelry')!.page;
    const jewelry = linked(jewelryPage);
    expect(jewelry).toContain(`/${withoutJewelry.replace(/^pages\//, '').replace(/\.yaml$/, '')}`);
    expect(jewelry).not.toContain(`/${withJewelry.replace(/^pages\//, '').replace(/\.yaml$/, '')}`);
  });
});
