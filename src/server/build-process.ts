// One run of the real build (`scripts/build.ts`) in a process group of its own: what it starts (the code
// step, its render workers' helpers) belongs to the group, so a build that hangs past its limit, or whose
// server stops, is stopped whole, and the folders it was writing are removed.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export type BuildOutcome = { ok: true; distDir: string; ms: number } | { ok: false; output: string; ms: number };

export interface BuildRun {
  done: Promise<BuildOutcome>;
  /** Stops the build and everything it started. */
  stop(): void;
}

export interface BuildSettings {
  /** The project (its scripts/build.ts and node_modules). */
  project: string;
  /** The content the site is built from (CONTENT_ROOT). */
  content: string;
  env: NodeJS.ProcessEnv;
  /** Longest the build may take; none when absent. */
  timeoutMs?: number;
  /** The commit the content is at: the build marks the site with it (src/server/published-start.ts). */
  commit?: string;
}

/** Runs one build of `content` into `distDir`; its output is kept for the log when it fails. */
export function buildSiteProcess(opts: BuildSettings, distDir: string): BuildRun {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  // tsx as this server has it, wherever the project is.
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), join(opts.project, 'scripts/build.ts')], {
    cwd: opts.project,
    env: { ...opts.env, CONTENT_ROOT: opts.content, DIST_DIR: distDir, NODE_ENV: 'production', RELEASE_COMMIT: opts.commit ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: `stop` reaches the build's own children too.
    detached: true,
  });
  let output = '';
  let stopped = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = (why: string) => {
    if (child.exitCode !== null || child.signalCode !== null || stopped) return;
    stopped = why;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };
  const timer = opts.timeoutMs ? setTimeout(() => stop(`it took longer than ${Math.round(opts.timeoutMs! / 1000)} s`), opts.timeoutMs) : undefined;
  // What a stopped build was writing (the folder it had not yet put in place of `distDir`).
  const cleanUp = () => rmSync(`${distDir}.tmp`, { recursive: true, force: true, maxRetries: 3 });
  const done = new Promise<BuildOutcome>((resolve) => {
    child.on('error', (error) => {
      clearTimeout(timer);
      cleanUp();
      resolve({ ok: false, output: `${output}\n${error.message}`, ms: ms() });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // The group's other processes, if the build itself died first.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // none left
      }
      if (code === 0 && existsSync(join(distDir, '404.html'))) return resolve({ ok: true, distDir, ms: ms() });
      cleanUp();
      const why = stopped ? `it was stopped: ${stopped}` : signal ? `it was stopped (${signal})` : `exit code ${code}`;
      resolve({ ok: false, output: `${output.trimEnd()}\nThe build did not finish (${why}).`, ms: ms() });
    });
  });
  return { done, stop: () => stop('the server stopped') };
}
