// The content of the owner's container (Dockerfile, stage "owner"): a clone of the site's repository in a
// volume, which the studio edits and publishes from. At the container's start it is made once: cloned from
// CONTENT_REPO (the repository's address, with a token or a deploy key that may push), or, without one,
// started from the content the image was built with as a history of its own (publishing then makes the site
// live on this server, and nothing is sent anywhere). A clone that exists is kept as it is, with its
// unpublished edits; changes made elsewhere are taken by the next publish. Git runs without a shell or prompt.
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const git = (cwd: string, args: string[]) => run('git', args, { cwd, timeout: 120_000, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });

/** The content files a seed holds (what the image was built with). */
const CONTENT = ['site.config.yaml', 'pages', 'public'];

export interface PrepareOptions {
  /** The volume's folder for the content. */
  dir: string;
  /** CONTENT_REPO: the repository to clone, when set. */
  repo?: string | undefined;
  /** The content the image holds, to start from without a repository. */
  seed: string;
}

export type Prepared = 'kept' | 'cloned' | 'seeded';

/** A repository address without the password or token written in it, for the log. */
export const withoutSecret = (address: string): string => address.replace(/\/\/[^/\s@]+@/, '//');

export async function prepareContent({ dir, repo, seed }: PrepareOptions): Promise<Prepared> {
  if (existsSync(join(dir, '.git'))) return 'kept';
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} holds files but no clone: empty it, or make it a clone of the site's repository.`);
  if (repo) {
    try {
      await git(dir, ['clone', '--quiet', repo, '.']);
    } catch (error) {
      const reason = String((error as { stderr?: string }).stderr ?? '').trim().split('\n').at(-1) ?? '';
      throw new Error(`The site's repository could not be cloned from ${withoutSecret(repo)}: ${withoutSecret(reason)}`);
    }
    return 'cloned';
  }
  for (const name of CONTENT) if (existsSync(join(seed, name))) await cp(join(seed, name), join(dir, name), { recursive: true });
  // The build's caches live beside the content and are never part of its history.
  await writeFile(join(dir, '.gitignore'), '.cache/\n');
  await git(dir, ['init', '--quiet']);
  await git(dir, ['add', '--all']);
  await git(dir, ['-c', 'user.name=Site studio', '-c', 'user.email=studio@localhost', 'commit', '--quiet', '-m', 'The site as the container was built']);
  return 'seeded';
}
