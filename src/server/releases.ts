// New versions of the site built while the server runs (the studio's Publish): each is built by the real
// build (`scripts/build.ts`, in a process of its own, so a build that runs out of memory or crashes never
// takes the server with it) into a folder of its own beside the build the server started on (inside the
// project, where the renderer of live pages finds its packages): <dist>.releases/<process id>/<n>/, which it serves
// in place of the last one (src/start-server.ts swaps them between two requests). The build keeps its
// caches (pages, photos, preview images) in the content's .cache/, so only what changed is rendered again.
// Requests for a rebuild while one runs are folded into one more build after it: the last one always
// builds the files as they are by then.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface ReleaseOptions {
  /** The project (its scripts/build.ts and node_modules). */
  project: string;
  /** The content the site is built from (CONTENT_ROOT). */
  content: string;
  /** The build the server started on: releases are kept beside it. */
  distDir: string;
  /** The server's environment, passed to the build (minus where it writes). */
  env: NodeJS.ProcessEnv;
  /** Longest a build may take before it is stopped. */
  timeoutMs?: number;
}

export type BuildOutcome = { ok: true; distDir: string; ms: number } | { ok: false; output: string; ms: number };

export interface Releases {
  /** Builds the content as it is now into a new release; resolves once built (or failed). */
  build(): Promise<BuildOutcome>;
  /** Removes a release no longer served (after the requests still reading it have had their time). */
  retire(distDir: string, afterMs?: number): void;
  close(): void;
}

/** Runs one build of `content` into `distDir`; its output is kept for the log when it fails. */
export function buildSiteProcess(opts: Pick<ReleaseOptions, 'project' | 'content' | 'env' | 'timeoutMs'>, distDir: string): Promise<BuildOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    // tsx as this server has it, wherever the project is.
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), join(opts.project, 'scripts/build.ts')], {
      cwd: opts.project,
      env: { ...opts.env, CONTENT_ROOT: opts.content, DIST_DIR: distDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (d: Buffer) => {
      output = (output + d.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 10 * 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, output: `${output}\n${error.message}`, ms: ms() });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && existsSync(join(distDir, '404.html'))) resolve({ ok: true, distDir, ms: ms() });
      else resolve({ ok: false, output: `${output.trimEnd()}\nThe build stopped (${signal ?? `exit code ${code}`}).`, ms: ms() });
    });
  });
}

/** Whether a process of this id runs (a server whose releases are still served). */
const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function siteReleases(opts: ReleaseOptions): Releases {
  // Each server process has its own folder; those of processes that stopped are never served again.
  const all = `${opts.distDir}.releases`;
  for (const name of existsSync(all) ? readdirSync(all) : []) {
    if (!/^\d+$/.test(name) || !running(Number(name))) rmSync(join(all, name), { recursive: true, force: true });
  }
  const dir = join(all, String(process.pid));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let n = 0;
  let building: Promise<BuildOutcome> | undefined;
  let queued: Promise<BuildOutcome> | undefined;
  const timers = new Set<NodeJS.Timeout>();
  const next = (): Promise<BuildOutcome> => {
    const distDir = join(dir, String(++n));
    building = buildSiteProcess(opts, distDir).then((outcome) => {
      if (!outcome.ok) rmSync(distDir, { recursive: true, force: true });
      building = undefined;
      return outcome;
    });
    return building;
  };
  return {
    build() {
      if (!building) return next();
      // One build after the running one, shared by every request made meanwhile.
      queued ??= building.then(() => {
        queued = undefined;
        return next();
      });
      return queued;
    },
    retire(distDir, afterMs = 60_000) {
      if (!distDir.startsWith(`${dir}/`)) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        rmSync(distDir, { recursive: true, force: true });
      }, afterMs);
      timer.unref();
      timers.add(timer);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      // Nothing serves them once the server stops.
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
