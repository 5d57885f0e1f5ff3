// New versions of the site while the server runs (the studio's Publish and Undo): this module alone builds a
// release, serves it and retires the one it replaced. A release is a commit: it is built from the published
// tree (src/server/published-tree.ts) at the commit the content is on when the build starts, by the real
// build (`scripts/build.ts`) in a process group of its own, so a build that crashes, runs out of memory or
// hangs never takes the server with it and is stopped whole. Each release has its own folder,
// <dist>.releases/<process id>/<n>/, inside the project's reach; the build keeps its caches in the content's
// .cache/, so only what changed is rendered again.
// Publishes asked for while a build runs share one more build after it (of the newest commit by then), and
// it is served once, whoever asked: what is served is never retired.
import { mkdirSync, rmSync } from 'node:fs';
import { processFolder } from '../process-folder.ts';
import { join } from 'node:path';
import { buildSiteProcess, type BuildRun } from './build-process.ts';
import { checkoutPublished, headCommit } from './published-tree.ts';
import { readReleaseMark } from './release-mark.ts';

export { buildSiteProcess } from './build-process.ts';

/** A built version of the site: the commit it was built from, its pages, and the content it was built from. */
export interface Release {
  commit: string;
  distDir: string;
  /** The published tree as it was built (its site.config.yaml is the release's settings). */
  content: string;
}

export interface ReleaseOptions {
  /** The project (its scripts/build.ts and node_modules). */
  project: string;
  /** The content's checkout (CONTENT_ROOT), a git repository: the studio saves drafts into it. */
  content: string;
  /** The build the server started on: releases and the published tree are kept beside it. */
  distDir: string;
  /** The server's environment, passed to the build (minus where it reads and writes). */
  env: NodeJS.ProcessEnv;
  /** Longest a build may take before it is stopped with everything it started. */
  timeoutMs?: number;
  /** Serves a built release from the next request on; throws when it cannot (the site is then unchanged). */
  serve: (release: Release) => Promise<void>;
  log?: (line: string) => void;
  /** How long a replaced release stays for the requests still reading it. */
  graceMs?: number;
}

export type PublishOutcome = { ok: true; commit: string; ms: number } | { ok: false; commit?: string; ms: number; output: string };

export interface Releases {
  /**
   * The release a starting server serves: the build in `distDir` when it was built from the commit the
   * content is on (the published tree is checked out for its settings), else a build of that commit.
   * Undefined when the content is not in git (there is nothing but the checkout to serve).
   */
  start(): Promise<Release | undefined>;
  /** Builds the commit the content is on and serves it; resolves once it is served (or failed). */
  publish(): Promise<PublishOutcome>;
  /** The release served now. */
  serving(): Release | undefined;
  /** Stops a running build (and its children) and removes every release of this process. */
  close(): void;
}

/** The default limit of one build: a publish is live in seconds; one that takes minutes is stuck. */
export const BUILD_LIMIT_MS = 3 * 60_000;

export function siteReleases(opts: ReleaseOptions): Releases {
  // Each server process has its own folder; those of processes that stopped are never served again.
  const dir = processFolder(`${opts.distDir}.releases`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const log = opts.log ?? ((line: string) => console.error(line));
  const grace = opts.graceMs ?? 60_000;
  let serving: Release | undefined;
  const tree = join(dir, 'published');
  let n = 0;
  let building: Promise<PublishOutcome> | undefined;
  let queued: Promise<PublishOutcome> | undefined;
  let run: BuildRun | undefined;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();

  const retire = (release: Release | undefined) => {
    // Only this process's releases, and never the one served (the build the server started on stays).
    if (!release || !release.distDir.startsWith(`${dir}/`) || release.distDir === serving?.distDir) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (release.distDir !== serving?.distDir) rmSync(release.distDir, { recursive: true, force: true });
    }, grace);
    timer.unref();
    timers.add(timer);
  };

  const once = async (): Promise<PublishOutcome> => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const commit = await headCommit(opts.content);
    if (!commit) return { ok: false, ms: ms(), output: 'The content is not in git: there is no published version to build.' };
    const distDir = join(dir, String(++n));
    let content: string;
    try {
      content = await checkoutPublished(opts.content, tree, commit);
    } catch (error) {
      return { ok: false, commit, ms: ms(), output: `The published version could not be taken from git: ${error instanceof Error ? error.message : String(error)}` };
    }
    run = buildSiteProcess({ project: opts.project, content, env: opts.env, timeoutMs: opts.timeoutMs ?? BUILD_LIMIT_MS, commit }, distDir);
    const built = await run.done;
    run = undefined;
    if (!built.ok || closed) {
      rmSync(distDir, { recursive: true, force: true });
      return { ok: false, commit, ms: ms(), output: built.ok ? 'The server stopped.' : built.output };
    }
    const release: Release = { commit, distDir, content };
    try {
      await opts.serve(release);
    } catch (error) {
      rmSync(distDir, { recursive: true, force: true });
      return { ok: false, commit, ms: ms(), output: `The new version could not be served: ${error instanceof Error ? error.message : String(error)}` };
    }
    const replaced = serving;
    serving = release;
    retire(replaced);
    return { ok: true, commit, ms: ms() };
  };

  const next = (): Promise<PublishOutcome> => {
    building = once()
      .catch((error: unknown): PublishOutcome => ({ ok: false, ms: 0, output: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
      .then((outcome) => {
        building = undefined;
        if (!outcome.ok && !closed) log(`The new version of the site could not be built; the live site is unchanged.\n${outcome.output}`);
        return outcome;
      });
    return building;
  };

  return {
    async start() {
      const commit = await headCommit(opts.content);
      if (!commit) return undefined;
      if (readReleaseMark(opts.distDir) === commit) {
        serving = { commit, distDir: opts.distDir, content: await checkoutPublished(opts.content, tree, commit) };
        return serving;
      }
      // Served from the next request on: the server does not answer any before this.
      const built = await this.publish();
      if (!built.ok) throw new Error(`${built.output}\nThe published version of the site could not be built.`);
      return serving;
    },
    publish() {
      if (!building) return next();
      // One build after the running one, shared by every request made meanwhile.
      queued ??= building.then(() => {
        queued = undefined;
        return next();
      });
      return queued;
    },
    serving: () => serving,
    close() {
      closed = true;
      run?.stop();
      for (const timer of timers) clearTimeout(timer);
      // Nothing serves them once the server stops.
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
