// What the publishing benchmarks share: a scratch clone of the owner's content (with its build caches, as
// on the owner's server after its first build) and an owner signed in to the studio of a running server.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateTowns } from './generate-towns.ts';

const exec = promisify(execFile);
export const PASSWORD = 'a long enough bench password';

/** A git repository holding a copy of the project's content (and `towns` generated towns), one commit. */
export async function contentClone(project: string, towns = 0): Promise<{ dir: string; content: string; git: (...args: string[]) => Promise<string> }> {
  const dir = await mkdtemp(join(tmpdir(), 'publish-bench-'));
  const content = join(dir, 'content');
  for (const part of ['site.config.yaml', 'pages', 'public', '.cache/pages', '.cache/photos', '.cache/social']) {
    if (existsSync(join(project, part))) await cp(join(project, part), join(content, part), { recursive: true });
  }
  if (towns > 0) console.log(`${generateTowns(content, towns).generated} generated towns added`);
  const git = async (...args: string[]) => (await exec('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@localhost', ...args], { cwd: content })).stdout.trim();
  await git('init', '-q');
  await git('add', '--', 'site.config.yaml', 'pages', 'public');
  await git('commit', '-qm', 'content');
  return { dir, content, git };
}

export interface StudioSession {
  /** A request to the server, with the owner's cookie (and the studio's token, for `api`). */
  req(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs JSON to the studio's API; throws with the answer when it is not 2xx. */
  api(path: string, body: unknown): Promise<unknown>;
  /** Saves a new value of one field of a content file, as the studio's Save does. */
  save(file: string, path: Array<string | number>, value: unknown): Promise<void>;
}

/** Signs in to the inbox of the server at `url` and opens its studio. */
export async function studioSession(url: string): Promise<StudioSession> {
  let cookie = '';
  const req = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}${path}`, { ...init, redirect: 'manual', headers: { Origin: url, Cookie: cookie, ...(init.headers as Record<string, string>) } });
    cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return res;
  };
  await req('/owner/sign-in', { method: 'POST', body: new URLSearchParams({ password: PASSWORD }) });
  const csrf = /name="studio-csrf" content="([^"]+)"/.exec(await (await req('/owner/studio')).text())?.[1];
  if (!csrf) throw new Error('not signed in to the studio');
  const json = { 'Content-Type': 'application/json', 'X-Studio-Csrf': csrf };
  const api = async (path: string, body: unknown) => {
    const res = await req(`/owner/studio/api${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const save = async (file: string, path: Array<string | number>, value: unknown) => {
    const opened = (await (await req(`/owner/studio/api/file?file=${encodeURIComponent(file)}`)).json()) as { base: string };
    await api('/save', { file, base: opened.base, ops: [{ op: 'set', path, value }] });
  };
  return { req, api, save };
}
