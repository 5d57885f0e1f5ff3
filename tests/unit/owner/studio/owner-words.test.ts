// The studio's answers in the owner's words: its check, save and list of changes run on a copy of the fixture
// site with the mistakes an owner makes on a phone (an emptied required field, a misspelled link, a new empty
// neighbouring town, a web address without https://, a county's towns changed), and each answer carries one
// sentence a field, a button where one tap fixes it, and none of the developer words (file names, paths,
// npm, slug, schema, remote, commit, field keys, "; got", "[4]", quotes around nothing, "County 1").
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioApp, hashOf } from '../../../../src/owner/studio/app.ts';
import { localGuard } from '../../../../src/owner/studio/guard.ts';
import type { EditOp } from '../../../../src/owner/studio/ops.ts';
import { changeText, problemText, studioText, toolText } from '../../../../src/owner/studio/messages.ts';
import { tools, ui } from '../../../../src/owner/studio/client/text.ts';
import { studioTools } from '../../../../src/owner/studio/tools.ts';
import { Workspace, type FieldProblem } from '../../../../src/owner/studio/workspace.ts';
import { FIXTURE_ROOT } from '../../../support/built-sites.ts';
import { developerWords } from '../../../support/developer-words.ts';

const run = promisify(execFile);
const PORT = 4998;
const TOKEN = 'owner-words-token';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOWN = 'pages/towns/greenville.yaml';

let root: string;
let workspace: Workspace;
let app: ReturnType<typeof createStudioApp>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-words-'));
  await cp(FIXTURE_ROOT, root, { recursive: true });
  const git = (...args: string[]) => run('git', args, { cwd: root });
  await git('init', '-q');
  await git('add', '-A');
  await git('-c', 'user.name=O', '-c', 'user.email=o@localhost', 'commit', '-qm', 'start');
  workspace = await Workspace.open(root);
  app = createStudioApp({ workspace, guard: localGuard({ token: TOKEN, port: PORT }), assets: { js: '', css: '' }, extend: studioTools(workspace, { log: () => {} }) });
});

afterAll(async () => {
  await workspace.close();
  await rm(root, { recursive: true, force: true });
});

const headers = { host: `127.0.0.1:${PORT}`, cookie: `studio_session=${TOKEN}`, origin: ORIGIN, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const get = async <T>(path: string) => (await app.request(`${ORIGIN}${path}`, { headers })).json() as Promise<T>;
const post = async <T>(path: string, body: unknown) => (await app.request(`${ORIGIN}${path}`, { method: 'POST', body: JSON.stringify(body), headers })).json() as Promise<T>;

/** The studio's check of `file` with `ops`, as the page asks for it. */
async function check(file: string, ops: EditOp[]): Promise<FieldProblem[]> {
  const base = hashOf(await readFile(join(root, file), 'utf8'));
  return (await post<{ problems: FieldProblem[] }>('/api/check', { file, base, ops })).problems;
}

/** Every word of a problem the owner reads. */
const shown = (p: FieldProblem) => [p.where, p.message, p.hint ?? '', p.fix?.label ?? ''];
const at = (problems: FieldProblem[], file: string, path: (string | number)[]) => problems.filter((p) => p.file === file && JSON.stringify(p.path) === JSON.stringify(path));

function expectOwnerWords(texts: string[]) {
  for (const text of texts) expect(developerWords(text), text).toBeNull();
}

describe('the studio’s answers, in the owner’s words', () => {
  it('asks once for an emptied required field', async () => {
    const problems = await check(TOWN, [{ op: 'set', path: ['description'], value: '\n' }]);
    expect(at(problems, TOWN, ['description']).map((p) => p.message)).toEqual(['Write the town’s description.']);
    expectOwnerWords(problems.flatMap(shown));
  });

  it('offers the other towns to pick as a town’s neighbours', async () => {
    const { schema } = await get<{ schema: { properties: { neighboringTowns: { items: { examples: string[] } } } } }>(`/api/file?file=${encodeURIComponent(TOWN)}`);
    const towns = schema.properties.neighboringTowns.items.examples;
    expect(towns).toEqual(expect.arrayContaining(['Commerce', 'Caddo Mills', 'Sulphur Springs']));
    expect(towns).not.toContain('Greenville');
  });

  it('says one thing of a new, empty neighbouring town', async () => {
    const problems = await check(TOWN, [{ op: 'insert', path: ['neighboringTowns'], index: 2, value: '' }]);
    const here = at(problems, TOWN, ['neighboringTowns', 2]);
    expect(here.map((p) => p.message)).toEqual(['Pick a town for this entry or remove it.']);
    expect(here[0]?.where).toBe('Neighboring town 3');
    expectOwnerWords(problems.flatMap(shown));
  });

  it('offers "did you mean" for a misspelled link as a button that takes it, keeping its #part', async () => {
    const path = ['blocks', 5, 'action', 'href'];
    const problems = await check('pages/about.yaml', [{ op: 'set', path, value: '/contct#book' }]);
    const [link, ...more] = at(problems, 'pages/about.yaml', path);
    expect(more).toEqual([]);
    expect(link).toMatchObject({ message: 'No page of the site is at /contct#book.', hint: 'Did you mean /contact?', where: expect.stringMatching(/› Link$/) });
    expect(link?.fix).toMatchObject({ label: 'Use /contact#book', file: 'pages/about.yaml', ops: [{ op: 'set', path, value: '/contact#book' }] });
    expectOwnerWords(problems.flatMap(shown));
    // The button's edit, made as the page makes it: the link is right again.
    expect(at(await check('pages/about.yaml', link!.fix!.ops), 'pages/about.yaml', path)).toEqual([]);
  });

  it('adds the https:// a web address lacks with one tap', async () => {
    const path = ['social', 'facebook'];
    const problems = await check('site.config.yaml', [{ op: 'set', path, value: 'www.facebook.com/shinevanmobile' }]);
    const [address] = at(problems, 'site.config.yaml', path);
    expect(address?.fix).toMatchObject({ label: 'Add https://', ops: [{ op: 'set', path, value: 'https://www.facebook.com/shinevanmobile' }] });
    expect(address?.message).toMatch(/https:\/\//);
    expectOwnerWords(problems.flatMap(shown));
  });

  it('names the other town a copied text is like by its name, as the check just read it', async () => {
    const { data } = await get<{ data: Record<string, unknown> }>(`/api/file?file=${encodeURIComponent('pages/towns/commerce.yaml')}`);
    // Commerce's texts, their town's name aside, copied into Greenville's page.
    const copied = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('Commerce', 'Greenville')) as unknown;
    const ops: EditOp[] = ['description', 'attractions', 'travelNote'].map((key) => ({ op: 'set', path: [key], value: copied(data[key]) }));
    const [similar] = at(await check(TOWN, ops), TOWN, ['description']);
    expect(similar?.message).toMatch(/is also in “Commerce”;/);
    expectOwnerWords(shown(similar!));
  });

  it('says the same when a save needs to be confirmed', async () => {
    const base = hashOf(await readFile(join(root, TOWN), 'utf8'));
    const answer = await post<{ needsConfirm: boolean; problems: FieldProblem[] }>('/api/save', { file: TOWN, base, ops: [{ op: 'set', path: ['county'], value: 'Hopkin' }] });
    expect(answer.needsConfirm).toBe(true);
    const [county] = at(answer.problems, TOWN, ['county']);
    expect(county).toMatchObject({ message: 'Pick one of the counties: Hunt, Hopkins, Rains.', hint: 'Did you mean Hopkins?', fix: { label: 'Use Hopkins' } });
    expectOwnerWords(answer.problems.flatMap(shown));
  });

  it('says every other usual mistake in plain words, one problem a field', async () => {
    const mistakes: Array<[string, EditOp[]]> = [
      ['pages/about.yaml', [{ op: 'set', path: ['title'], value: '' }, { op: 'set', path: ['blocks', 5, 'heading'], value: ' ' }, { op: 'remove', path: ['blocks', 5, 'action', 'label'] }]],
      ['pages/about.yaml', [{ op: 'set', path: ['blocks', 0, 'type'], value: 'heroo' }, { op: 'set', path: ['blocks', 5, 'actions'], value: [] }, { op: 'set', path: ['blocks', 5, 'action', 'href'], value: '//evil.example' }]],
      [TOWN, [{ op: 'set', path: ['neighboringTowns', 0], value: 'Greenville' }, { op: 'set', path: ['neighboringTowns', 1], value: 'Comerce' }, { op: 'set', path: ['services', 'parties'], value: 'yes' }]],
      [TOWN, [{ op: 'set', path: ['heroImage'], value: '/images/towns/greenvile.svg' }, { op: 'set', path: ['population'], value: 28164 }, { op: 'set', path: ['attractions', 0], value: '' }]],
      ['site.config.yaml', [{ op: 'set', path: ['social', 'instagram'], value: 'http://www.instagram.com/shinevan' }, { op: 'set', path: ['business', 'email'], value: 'hello' }, { op: 'set', path: ['counties', 0, 'otherTowns', 0], value: 'Commerce' }]],
    ];
    for (const [file, ops] of mistakes) {
      const problems = await check(file, ops);
      expect(problems.length, JSON.stringify(ops)).toBeGreaterThan(0);
      expectOwnerWords(problems.flatMap(shown));
      const fields = problems.filter((p) => p.path.length > 0).map((p) => `${p.file} ${p.path.join('.')}`);
      expect(new Set(fields).size, fields.join()).toBe(fields.length);
    }
  });

  it('gives the form its help texts in plain words', async () => {
    for (const file of [TOWN, 'pages/about.yaml', 'pages/index.yaml', 'pages/parties/birthday.yaml', 'site.config.yaml']) {
      const { schema } = await get<{ schema: unknown }>(`/api/file?file=${encodeURIComponent(file)}`);
      const words: string[] = [];
      JSON.stringify(schema, (key, value: unknown) => {
        if ((key === 'description' || key === 'title') && typeof value === 'string') words.push(value);
        return value;
      });
      expect(words.length).toBeGreaterThan(3);
      // Placeholders the owner types into a template ("{shortName}") are the owner's own words.
      expectOwnerWords(words.map((w) => w.replace(/\{\w+\}/g, '')));
    }
  });

  it('names a county’s towns in the Publish list, and the page a blocked publish waits on', async () => {
    const file = join(root, 'site.config.yaml');
    const saved = await readFile(file, 'utf8');
    try {
      await writeFile(file, saved.replace('      - Cash\n', ''));
      const { changes } = await get<{ changes: Array<{ title: string; details: string[] }> }>('/api/changes');
      expect(changes).toEqual([{ file: 'site.config.yaml', status: 'changed', title: 'Site settings', details: ['Other towns in Hunt County: 8 → 7'] }]);
      expectOwnerWords(changes.flatMap((c) => [c.title, ...c.details]));

      await writeFile(join(root, TOWN), (await readFile(join(root, TOWN), 'utf8')).replace(/^county: .*$/m, 'county: Nowhere'));
      const refused = await post<{ error: string; pages: Array<{ file: string; title: string }> }>('/api/publish', { message: 'Fewer towns' });
      expect(refused.error).toMatch(/^Greenville has a problem/);
      expect(refused.pages).toEqual([{ file: TOWN, title: 'Greenville · town' }]);
      expectOwnerWords([refused.error, ...refused.pages.map((p) => p.title)]);
    } finally {
      await run('git', ['checkout', '--', '.'], { cwd: root });
    }
  });

  it('says the launch check’s findings at their fields, in the same words', async () => {
    const { findings } = await get<{ findings: FieldProblem[] }>('/api/launch');
    // The fixture's made-up phone number and example addresses are left to find.
    expect(findings.length).toBeGreaterThan(0);
    expectOwnerWords(findings.flatMap(shown));
  });

  it('has no developer word in any sentence the studio can say, on the server or on the page', () => {
    const sentences = Object.values({ ...studioText, ...toolText, ...problemText, ...changeText, ...ui, ...tools }).flatMap((said): string[] => {
      if (typeof said === 'string') return [said];
      // A sentence made from values: said with a name, a list of names or a number, whichever it takes.
      if (typeof said === 'function') {
        const say = said as (...args: unknown[]) => string;
        return [['Greenville', 'Greenville', 'Greenville'], [['Hunt', 'Rains']], [2, 3, 4]].flatMap((args) => {
          try {
            return [say(...args)];
          } catch {
            return [];
          }
        });
      }
      return Object.values(said as Record<string, string>);
    });
    expect(sentences.length).toBeGreaterThan(100);
    expectOwnerWords(sentences);
  });
});
