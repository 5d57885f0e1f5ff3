// Publishing: the content files changed since the last commit, said in plain words (which page, which
// field, from what to what), and one action that commits them (and pushes where a remote is set), then
// makes them live: where the studio runs on the server of the site it edits, that server builds the new
// version and serves it (goLive, src/start-server.ts); where the site is hosted elsewhere, a deploy hook
// (DEPLOY_HOOK_URL) asks the host to build it. "Undo this publish" commits the reverse of the last publish
// and makes it live the same way. Where the content is not in git, each changed file can be downloaded
// instead. Git runs without a shell.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Hono, MiddlewareHandler } from 'hono';
import { parse } from 'yaml';
import { SITE_FILE } from '../../content/files.ts';
import type { GoLive } from '../../server/studio-setting.ts';
import { isEditable, listContentFiles, type ContentFileInfo } from './content-files.ts';
import { describeChanges, fieldWords } from './change-words.ts';
import { toolText } from './messages.ts';
import { discardRequest, publishRequest, readJson } from './requests.ts';
import type { Workspace } from './workspace.ts';

const run = promisify(execFile);
// Never a prompt for a password: on a server nobody would answer it, and the request would hang.
const git = (root: string, args: string[], timeout = 15_000) =>
  run('git', args, { cwd: root, timeout, maxBuffer: 8 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });

const CONTENT = ['site.config.yaml', 'pages', 'public'];

export interface Change {
  file: string;
  status: 'changed' | 'new' | 'deleted';
  /** The page as the owner knows it: "Greenville · town", "Site settings", "Photo lone-oak.jpg". */
  title: string;
  /** What changed, one sentence a line. */
  details: string[];
}

/** Where a publish goes and what it is doing: the Publish screen shows this one state. */
export interface LiveState {
  state: 'building' | 'live' | 'failed';
  /** A publish, or the undo of one (the screen says "Undoing…" and "Back as it was"). */
  kind: 'publish' | 'undo';
  startedAt: number;
  finishedAt?: number;
  /** The pages the publish changed, to open once live. */
  pages: Array<{ title: string; href: string }>;
  /** Why it did not go live, in the owner's words. */
  reason?: string;
}

export interface PublishSetup {
  /** Builds and serves the new version (the studio runs on the site's own server). */
  goLive?: GoLive;
  /** An address that asks the site's host to build it again (DEPLOY_HOOK_URL), called after a push. */
  deployHook?: string;
  /** Where the server's log lines go. */
  log?: (line: string) => void;
}

export { describeChanges, fieldWords };

/** A server's checkout may have no git identity: its commits then say they came from the studio. */
const identity = (root: string): Promise<string[]> =>
  git(root, ['config', 'user.email']).then(
    () => [],
    () => ['-c', 'user.name=Site studio', '-c', 'user.email=studio@localhost'],
  );

/** The names of the clone's remotes. */
const remotesOf = async (root: string): Promise<string[]> =>
  (await git(root, ['remote'])).stdout.split('\n').map((r) => r.trim()).filter(Boolean);

/** What a failed git command wrote to its error output. */
const stderrOf = (e: unknown): string => String((e as { stderr?: string }).stderr ?? '');

/** Commits of this branch that no remote has yet (0 without a remote). */
async function unsentCommits(root: string): Promise<number> {
  if ((await remotesOf(root)).length === 0) return 0;
  const { stdout } = await git(root, ['rev-list', '--count', 'HEAD', '--not', '--remotes']).catch(() => ({ stdout: '0' }));
  return Number(stdout.trim()) || 0;
}

/** What git says went wrong, in its own words: its fatal or error line, without a password written in an address. */
export function gitReason(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter(Boolean);
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.at(-1) ?? '';
  return line.replace(/\/\/[^/\s@]+@/g, '//');
}

/**
 * Sends the branch to its remote: to the branch it follows, or (a branch of its own, never pushed) to a branch
 * of the same name, which it then follows. When the remote has changes this clone does not (the site was
 * edited on GitHub meanwhile), they are taken first (rebased, never merged over) and the push is tried again;
 * a conflict leaves everything as it was and says so.
 */
async function push(root: string): Promise<{ pushed: true } | { pushed: false; pushError?: string; clash?: boolean }> {
  const names = await remotesOf(root);
  if (names.length === 0) return { pushed: false };
  const upstream = await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']).then(() => true, () => false);
  const remote = names.includes('origin') ? 'origin' : names[0]!;
  const send = () => git(root, upstream ? ['push', '--quiet'] : ['push', '--quiet', '-u', remote, 'HEAD'], 60_000);
  const failed = (e: unknown) => ({ pushed: false as const, pushError: `the push failed: ${gitReason(stderrOf(e))}` });
  try {
    await send();
    return { pushed: true };
  } catch (e) {
    if (!upstream || !/\[rejected\]|non-fast-forward|fetch first/.test(stderrOf(e))) return failed(e);
  }
  try {
    await git(root, [...(await identity(root)), 'pull', '--quiet', '--rebase', '--autostash'], 60_000);
  } catch (e) {
    await git(root, ['rebase', '--abort']).catch(() => undefined);
    return { pushed: false, pushError: `changes made elsewhere clash with this one: ${gitReason(stderrOf(e))}`, clash: true };
  }
  return send().then(() => ({ pushed: true as const }), failed);
}

const hasGit = (root: string) => git(root, ['rev-parse', '--is-inside-work-tree']).then(() => true, () => false);

/** What the owner calls a content file: its page's name and kind, or the photo's file name. */
function titleOf(file: string, known: Map<string, ContentFileInfo>): string {
  const info = known.get(file);
  if (file === SITE_FILE) return toolText.siteSettings;
  if (file.startsWith('public/')) return toolText.photo(file.split('/').pop() ?? file);
  const name = info?.name ?? file.split('/').pop()?.replace(/\.ya?ml$/, '') ?? file;
  return info && info.kind !== 'page' ? `${name} · ${info.kind}` : name;
}

/** The content files by path, with the names the owner knows them by. */
const knownFiles = async (root: string) => new Map((await listContentFiles(root)).map((f) => [f.file, f]));

/** The content files git sees as changed, each in words; `known` is the list of files when the caller has it. */
export async function listChanges(root: string, read: (file: string) => Promise<string>, known?: Map<string, ContentFileInfo>): Promise<Change[]> {
  const { stdout } = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...CONTENT]);
  const entries = stdout.split('\0').filter(Boolean).map((line) => ({ code: line.slice(0, 2), file: line.slice(3) }));
  const names = known ?? (await knownFiles(root));
  return Promise.all(
    entries.map(async ({ code, file }): Promise<Change> => {
      const status = code.includes('D') ? 'deleted' : code.includes('?') || code.includes('A') ? 'new' : 'changed';
      const title = titleOf(file, names);
      if (status !== 'changed' || !/\.ya?ml$/.test(file)) return { file, status, title, details: [] };
      const old = await git(root, ['show', `HEAD:${file}`]).then((r) => r.stdout, () => '');
      try {
        return { file, status, title, details: describeChanges(parse(old), parse(await read(file))).slice(0, 30) };
      } catch {
        return { file, status, title, details: [toolText.notReadable] };
      }
    }),
  );
}

/** The pages a publish of `changes` changed, to open once it is live (the home page for the site settings). */
function pagesOf(changes: Change[], known: Map<string, ContentFileInfo>): LiveState['pages'] {
  const pages = new Map<string, string>();
  for (const change of changes) {
    if (change.status === 'deleted') continue;
    if (change.file === SITE_FILE) pages.set('/', toolText.wholeSite);
    const route = known.get(change.file)?.route;
    if (route) pages.set(route, change.title);
  }
  return [...pages].map(([href, title]) => ({ title, href }));
}

/** Asks the site's host to build it again; says how that went, in words. */
async function callDeployHook(hook: string, log: (line: string) => void): Promise<string> {
  try {
    // The host's address, never a redirect from it: a hook that moved is a setting to fix.
    const answer = await fetch(hook, { method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    if (answer.ok) return toolText.hookCalled;
    log(`studio: the deploy hook answered ${answer.status}`);
    return toolText.hookFailed;
  } catch (error) {
    log(`studio: the deploy hook could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    return toolText.hookFailed;
  }
}

export function publishRoutes(api: Hono, workspace: Workspace, setup: PublishSetup = {}): void {
  const { root } = workspace;
  const log = setup.log ?? ((line: string) => console.error(line));
  const hosting = setup.goLive ? 'here' : setup.deployHook ? 'hook' : 'elsewhere';
  /** The last publish's way to live, shown until the next one. */
  let live: LiveState | null = null;
  /** The commit the last publish made, and its words: what "Undo this publish" reverses while it is the latest. */
  let last: { commit: string; message: string } | undefined;
  const head = () => git(root, ['rev-parse', 'HEAD']).then((r) => r.stdout.trim(), () => '');

  /** After a commit: send it, then make it live (here, through the host's hook, or when the host next builds). */
  const release = async (files: string[], pages: LiveState['pages'], kind: LiveState['kind'] = 'publish') => {
    const sent = await push(root);
    if (!sent.pushed && sent.pushError) log(`studio: ${sent.pushError}`);
    let next: string;
    if (setup.goLive) {
      const started: LiveState = { state: 'building', kind, startedAt: Date.now(), pages };
      live = started;
      void setup.goLive.publish().then(({ ok }) => {
        // A later publish has its own state: this one no longer speaks for the site.
        if (live !== started) return;
        live = ok ? { ...started, state: 'live', finishedAt: Date.now() } : { ...started, state: 'failed', finishedAt: Date.now(), reason: toolText.buildFailed };
      });
      next = toolText.goingLive;
    } else if (setup.deployHook && sent.pushed) next = await callDeployHook(setup.deployHook, log);
    else if (sent.pushed) next = toolText.hostBuilds;
    else next = (await remotesOf(root)).length === 0 ? toolText.notConnected : '';
    const failure = !sent.pushed && sent.pushError ? (sent.clash ? toolText.changedElsewhere : toolText.notSent) : undefined;
    return { files, pushed: sent.pushed, ...(failure && { pushError: failure }), next, live };
  };

  api.get('/changes', async (c) => {
    const base = { hosting, live };
    if (!(await hasGit(root))) return c.json({ ...base, git: false, changes: [], unsent: 0, undo: null });
    const commit = await head();
    const undo = last && last.commit === commit ? { message: last.message } : null;
    // The last publish is saved but not on the site (its build failed or was stopped): Publish makes it live.
    const notLive = !!setup.goLive && live?.state !== 'building' && setup.goLive.liveCommit() !== commit;
    return c.json({ ...base, git: true, changes: await listChanges(root, (f) => workspace.read(f)), unsent: await unsentCommits(root), undo, notLive });
  });

  api.get('/live', (c) => c.json({ live }));

  // Two taps, two tabs: a publish, an undo and a discard each run whole, one after another, so git is never
  // asked two things at once and the second sees what the first did.
  let turn: Promise<unknown> = Promise.resolve();
  const oneAtATime: MiddlewareHandler = async (_c, next) => {
    const mine = turn.then(() => next());
    turn = mine.catch(() => undefined);
    await mine;
  };
  for (const path of ['/publish', '/undo', '/discard']) api.use(path, oneAtATime);

  api.post('/publish', async (c) => {
    const body = await readJson(c.req, publishRequest);
    if (!body) return c.json({ error: toolText.badMessage }, 400);
    const message = body.message?.trim() ?? '';
    if (!(await hasGit(root))) return c.json({ error: toolText.noGit }, 409);
    const check = await workspace.check(SITE_FILE, undefined);
    const known = await knownFiles(root);
    if (check.blocking) {
      // Each page with a problem, by name, to open from the message.
      const files = [...new Set(check.problems.filter((p) => p.severity === 'error').map((p) => p.file))];
      const pages = files.map((file) => ({ file, title: titleOf(file, known), name: file === SITE_FILE ? toolText.siteSettings : (known.get(file)?.name ?? titleOf(file, known)) }));
      const error = pages.length ? toolText.blockedBy(pages.map((p) => p.name)) : toolText.wouldNotBuild;
      return c.json({ error, pages: pages.map(({ file, title }) => ({ file, title })) }, 409);
    }
    const changes = await listChanges(root, (f) => workspace.read(f), known);
    const files = changes.map((ch) => ch.file);
    if (changes.length > 0) {
      if (!message) return c.json({ error: toolText.noMessage }, 400);
      await git(root, ['add', '--all', '--', ...files]);
      await git(root, [...(await identity(root)), 'commit', '--quiet', '-m', message, '--', ...files]);
      last = { commit: await head(), message };
    } else if (live?.state === 'building' && setup.goLive) {
      // Tapped again while it builds: that build is the one that makes it live.
      return c.json({ files, pushed: false, next: toolText.goingLive, live });
    } else if ((await unsentCommits(root)) === 0 && !(setup.goLive && setup.goLive.liveCommit() !== (await head()))) {
      return c.json({ error: toolText.nothingToPublish }, 409);
    }
    // The commit is made either way; a push that fails (no network, no rights) is said, and publishing
    // again sends it.
    return c.json(await release(files, pagesOf(changes, known)));
  });

  api.post('/undo', async (c) => {
    if (!last || last.commit !== (await head())) return c.json({ error: toolText.nothingToUndo }, 409);
    const { stdout } = await git(root, ['diff', '--name-only', 'HEAD~1', 'HEAD']).catch(() => ({ stdout: '' }));
    const files = stdout.split('\n').filter(Boolean);
    try {
      await git(root, ['revert', '--no-commit', 'HEAD']);
      // Photos the publish added stay in the library: the undo takes back what the pages say, not the uploads.
      const { stdout: added } = await git(root, ['diff', '--name-only', '--diff-filter=A', 'HEAD~1', 'HEAD', '--', 'public']);
      const photos = added.split('\n').filter(Boolean);
      if (photos.length > 0) await git(root, ['checkout', 'HEAD', '--', ...photos]);
      const message = toolText.undoMessage(last.message);
      await git(root, [...(await identity(root)), 'commit', '--quiet', '--allow-empty', '-m', message]);
      last = { commit: await head(), message };
    } catch (e) {
      await git(root, ['revert', '--abort']).catch(() => undefined);
      log(`studio: undo failed: ${gitReason(stderrOf(e))}`);
      return c.json({ error: toolText.cannotUndo }, 409);
    }
    const known = await knownFiles(root);
    const changes = files.map((file): Change => ({ file, status: 'changed', title: titleOf(file, known), details: [] }));
    return c.json(await release(files, pagesOf(changes, known), 'undo'));
  });

  // A change not yet published, taken back: the page (or photo) is again as it was at the last publish.
  api.post('/discard', async (c) => {
    const body = await readJson(c.req, discardRequest);
    if (!body) return c.json({ error: toolText.notContent }, 400);
    if (!(await hasGit(root))) return c.json({ error: toolText.noGit }, 409);
    // Only a file git lists as changed among the content's (site settings, pages, photos) can be taken back.
    const change = (await listChanges(root, (f) => workspace.read(f))).find((ch) => ch.file === body.file);
    if (!change) return c.json({ error: toolText.nothingToDiscard }, 409);
    if (change.status === 'new') await workspace.remove(change.file);
    else await workspace.write(change.file, (await run('git', ['show', `HEAD:${change.file}`], { cwd: root, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout);
    return c.json({ discarded: change.title });
  });

  // Without git, the owner downloads each changed file and uploads it wherever the site is kept.
  api.get('/download', async (c) => {
    const file = c.req.query('file') ?? '';
    if (!isEditable(file)) return c.json({ error: toolText.notContent }, 400);
    const text = await workspace.read(file).catch(() => undefined);
    if (text === undefined) return c.json({ error: toolText.notContent }, 404);
    return c.body(text, 200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Content-Disposition': `attachment; filename="${file.split('/').pop()}"` });
  });
}
