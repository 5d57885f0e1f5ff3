// The content as published: a git worktree of the content's repository, detached at the commit being
// released, kept beside the releases. Every release is built from it, never from the folder the studio
// saves drafts into, so a draft stays a draft across builds, an undo and a restart. Its `.cache` is a link
// to the content's own, so a release reuses what the last build kept (parses, routes, pages, photos).
import { execFile } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Never a prompt: nobody would answer it on a server.
const git = async (cwd: string, args: string[]): Promise<string> =>
  (await run('git', args, { cwd, timeout: 60_000, maxBuffer: 8 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } })).stdout.trim();

/** The commit the content's checkout is on (what was published last), or undefined outside git. */
export async function headCommit(content: string): Promise<string | undefined> {
  return git(content, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).then(
    (sha) => sha || undefined,
    () => undefined,
  );
}

/** Whether `dir` is a worktree of the same repository as `content`. */
async function sameRepository(dir: string, content: string): Promise<boolean> {
  if (!existsSync(join(dir, '.git'))) return false;
  const common = async (at: string) => resolve(at, await git(at, ['rev-parse', '--git-common-dir']));
  try {
    return (await common(dir)) === (await common(content));
  } catch {
    return false;
  }
}

/**
 * Puts the content of `commit` into `dir` (a worktree, made the first time and then moved from commit to
 * commit, so only the files that changed are written) and answers where the content sits in it (the
 * content may be a folder of its repository, as the fixture site is).
 */
export async function checkoutPublished(content: string, dir: string, commit: string): Promise<string> {
  const prefix = await git(content, ['rev-parse', '--show-prefix']);
  if (await sameRepository(dir, content)) {
    // --force: whatever a build wrote into the tree (the editor's schemas) gives way to the commit.
    await git(dir, ['checkout', '--quiet', '--force', '--detach', commit]);
    await git(dir, ['clean', '--quiet', '-d', '--force', '--', ...['pages', 'public', 'site.config.yaml'].map((p) => join(prefix, p))]);
  } else {
    rmSync(dir, { recursive: true, force: true });
    // A worktree removed with its folder (a cleaned disk) is forgotten first, or git refuses the path.
    await git(content, ['worktree', 'prune']);
    await git(content, ['worktree', 'add', '--quiet', '--force', '--detach', dir, commit]);
  }
  const published = join(dir, prefix);
  const cache = join(published, '.cache');
  const shared = join(content, '.cache');
  mkdirSync(shared, { recursive: true });
  if (!isLink(cache)) {
    rmSync(cache, { recursive: true, force: true });
    symlinkSync(shared, cache, 'dir');
  }
  return published;
}

const isLink = (path: string): boolean => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/** Removes the worktree and git's note of it. */
export async function removePublished(content: string, dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  await git(content, ['worktree', 'prune']).catch(() => undefined);
}
