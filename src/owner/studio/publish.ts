// Publishing: the content files changed since the last commit, said in plain words (which page, which
// field, from what to what), and one action that commits them (and pushes where a remote is set). Where
// the content is not in git, each changed file can be downloaded instead. Git runs without a shell.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Hono } from 'hono';
import { parse } from 'yaml';
import { isEditable } from './content-files.ts';
import { toolText } from './messages.ts';
import type { Path } from './ops.ts';
import type { Workspace } from './workspace.ts';

const run = promisify(execFile);
// Never a prompt for a password: on a server nobody would answer it, and the request would hang.
const git = (root: string, args: string[], timeout = 15_000) =>
  run('git', args, { cwd: root, timeout, maxBuffer: 8 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });

const CONTENT = ['site.config.yaml', 'pages', 'public'];

export interface Change {
  file: string;
  status: 'changed' | 'new' | 'deleted';
  /** What changed, one sentence a line. */
  details: string[];
}

const shown = (v: unknown): string => {
  const text = typeof v === 'string' ? `"${v}"` : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** The fields that differ between two versions of a file's data, in words. */
export function describeChanges(before: unknown, after: unknown, path: Path = []): string[] {
  const where = path.length ? path.map((k) => (typeof k === 'number' ? `#${k + 1}` : k)).join(' › ') : 'the file';
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (before === undefined) return [`${where}: added ${shown(after)}`];
  if (after === undefined) return [`${where}: removed (was ${shown(before)})`];
  const bothLists = Array.isArray(before) && Array.isArray(after);
  const bothRecords = !Array.isArray(before) && !Array.isArray(after) && typeof before === 'object' && typeof after === 'object' && before && after;
  if (bothLists) {
    if (before.length !== after.length) return [`${where}: ${before.length} → ${after.length} items`];
    return before.flatMap((b, i) => describeChanges(b, after[i], [...path, i]));
  }
  if (bothRecords) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => describeChanges((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], [...path, k]));
  }
  return [`${where}: ${shown(before)} → ${shown(after)}`];
}

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
async function push(root: string): Promise<{ pushed: true } | { pushed: false; pushError?: string }> {
  const names = await remotesOf(root);
  if (names.length === 0) return { pushed: false };
  const upstream = await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']).then(() => true, () => false);
  const remote = names.includes('origin') ? 'origin' : names[0]!;
  const send = () => git(root, upstream ? ['push', '--quiet'] : ['push', '--quiet', '-u', remote, 'HEAD'], 60_000);
  const failed = (e: unknown) => ({ pushed: false as const, pushError: toolText.pushFailed(gitReason(stderrOf(e))) });
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
    return { pushed: false, pushError: toolText.changedElsewhere(gitReason(stderrOf(e))) };
  }
  return send().then(() => ({ pushed: true as const }), failed);
}

const hasGit = (root: string) => git(root, ['rev-parse', '--is-inside-work-tree']).then(() => true, () => false);

export async function listChanges(root: string, read: (file: string) => Promise<string>): Promise<Change[]> {
  const { stdout } = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...CONTENT]);
  const entries = stdout.split('\0').filter(Boolean).map((line) => ({ code: line.slice(0, 2), file: line.slice(3) }));
  return Promise.all(
    entries.map(async ({ code, file }): Promise<Change> => {
      const status = code.includes('D') ? 'deleted' : code.includes('?') || code.includes('A') ? 'new' : 'changed';
      if (status !== 'changed' || !/\.ya?ml$/.test(file)) return { file, status, details: [] };
      const old = await git(root, ['show', `HEAD:${file}`]).then((r) => r.stdout, () => '');
      try {
        return { file, status, details: describeChanges(parse(old), parse(await read(file))).slice(0, 30) };
      } catch {
        return { file, status, details: [toolText.notReadable] };
      }
    }),
  );
}

export function publishRoutes(api: Hono, workspace: Workspace): void {
  const { root } = workspace;
  api.get('/changes', async (c) => {
    if (!(await hasGit(root))) return c.json({ git: false, changes: [], unsent: 0 });
    return c.json({ git: true, changes: await listChanges(root, (f) => workspace.read(f)), unsent: await unsentCommits(root) });
  });

  api.post('/publish', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { message?: string };
    const message = body.message?.trim();
    if (!(await hasGit(root))) return c.json({ error: toolText.noGit }, 409);
    const check = await workspace.check('site.config.yaml', undefined);
    if (check.blocking) return c.json({ error: toolText.wouldNotBuild }, 409);
    const changes = await listChanges(root, (f) => workspace.read(f));
    const files = changes.map((ch) => ch.file);
    if (changes.length > 0) {
      if (!message) return c.json({ error: toolText.noMessage }, 400);
      await git(root, ['add', '--all', '--', ...files]);
      await git(root, [...(await identity(root)), 'commit', '--quiet', '-m', message, '--', ...files]);
    } else if ((await unsentCommits(root)) === 0) {
      return c.json({ error: toolText.nothingToPublish }, 409);
    }
    const { stdout: commit } = await git(root, ['rev-parse', '--short', 'HEAD']);
    // The commit is made either way; a push that fails (no network, no rights) says why, and publishing
    // again sends it.
    return c.json({ commit: commit.trim(), files, ...(await push(root)) });
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
