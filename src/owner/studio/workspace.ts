// The studio's view of the content: the files as they are on disk, seen afresh at every check, with the
// draft of the file being edited laid over them in memory (an overlay). A draft is checked by the content
// core itself (loadContent: schema, cross-file checks, links, images, warnings) exactly as `npm run validate`
// checks the real files, without touching them; an edit made elsewhere (a publish that took changes made on
// GitHub, a file deleted) is seen at the next check.
import { createHash } from 'node:crypto';
import { lstat, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { SITE_FILE } from '../../content/files.ts';
import { createContentCache, loadSiteConfig } from '../../content/load.ts';
import { loadContent } from '../../site/content.ts';
import type { ImageSize, LoadResult } from '../../content/types.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { listContentFiles, pageInfoOf } from './content-files.ts';
import { ProblemWords, type FieldProblem, type Fix, type Reported } from './field-problems.ts';

/** The version of a text an edit was made on: edits to another version are refused. */
export const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

export type { FieldProblem, Fix };

export interface CheckResult {
  problems: FieldProblem[];
  /** Whether the build would stop on this content. */
  blocking: boolean;
  /** The page as the site renders it (absent when the content does not build). */
  preview?: string;
  /** How long the check and the render took, in milliseconds. */
  ms: number;
}

/** A file the studio refuses to write: it, or a folder on its way, is a link leading out of the content. */
export class OutsideError extends Error {
  constructor(file: string) {
    super(`${file} leads outside the content`);
  }
}

export class Workspace {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(readonly root: string) {
    this.words = new ProblemWords(root);
  }

  static async open(root: string): Promise<Workspace> {
    return new Workspace(root);
  }

  async close(): Promise<void> {
    await this.queue;
  }

  /** The pictures of the last check, by address (their resized variants are named from them). */
  images: Record<string, ImageSize> = {};

  /**
   * Where `file` really is, when that is inside the content: a link (or a folder on the way that is one)
   * leading out of it is never read or written through. A file not there yet is judged by its nearest folder.
   */
  async inside(file: string): Promise<string | undefined> {
    const root = await realpath(this.root);
    const within = (path: string) => path === root || path.startsWith(root + sep);
    let path = join(this.root, file);
    for (;;) {
      const real = await realpath(path).catch(() => undefined);
      if (real !== undefined) return within(real) ? join(this.root, file) : undefined;
      if (path === this.root || dirname(path) === path) return undefined;
      path = dirname(path);
    }
  }

  async read(file: string): Promise<string> {
    const path = await this.inside(file);
    if (!path) throw new Error(`${file} leads outside the content`);
    return readFile(path, 'utf8');
  }

  private siteMemo?: { text: string; site: SiteConfig | undefined };

  /** The site settings as saved; read again only when site.config.yaml changed. */
  async site(): Promise<SiteConfig | undefined> {
    const text = await this.read(SITE_FILE).catch(() => '');
    if (this.siteMemo?.text !== text) {
      const loaded = await loadSiteConfig(this.root);
      this.siteMemo = { text, site: loaded.ok ? loaded.site : undefined };
    }
    return this.siteMemo.site;
  }

  /** Writes a file to disk through a temporary file, so a crash never leaves half a file. */
  write(file: string, text: string | Uint8Array): Promise<void> {
    return this.serial(async () => {
      const path = await this.inside(file);
      // Never through a link: not one that leaves the content, nor one that is the file itself.
      const isLink = path && (await lstat(path).then((s) => s.isSymbolicLink(), () => false));
      if (!path || isLink) throw new OutsideError(file);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.studio-tmp`, text);
      await rename(`${path}.studio-tmp`, path);
    });
  }

  /** Removes a file of the content (never through a link leading out of it). */
  remove(file: string): Promise<void> {
    return this.serial(async () => {
      const path = await this.inside(file);
      if (!path) throw new OutsideError(file);
      await rm(path, { force: true });
    });
  }

  /**
   * What the last check found, kept for the next: only files whose text changed (the draft, a file changed on
   * disk) are validated again, and only the routes whose inputs changed are assembled again.
   */
  private readonly cache = createContentCache();

  /** The name of a page as the last check read it (a draft's own, for the file being edited); none for a file it did not find. */
  private readonly nameOf = (file: string): string | undefined => {
    const read = this.cache.validated.get(file);
    return read && file.startsWith('pages/') ? pageInfoOf(file, read.yaml.data).name : undefined;
  };

  /** Checks the content as it would be with `draft` in place of `file`, and renders that file's page. */
  check(file: string, draft: string | undefined): Promise<CheckResult> {
    return this.serial(async () => {
      const started = performance.now();
      const result: LoadResult = await loadContent(this.root, { overlay: draft === undefined ? undefined : new Map([[file, draft]]), cache: this.cache });
      if (result.ok) this.images = result.content.images;
      const sources = new Map(result.sources);
      if (draft !== undefined) sources.set(file, draft);
      const problems = await this.words.describe(result.ok ? [] : result.errors, result.warnings, sources, await this.site(), hashOf, this.nameOf);
      // The page's renderer (React, the components) is loaded with the first preview, not with the checks.
      const preview = result.ok ? (await import('./preview.ts')).renderPreview(result.content, file) : undefined;
      return { problems, blocking: !result.ok, ...(preview !== undefined && { preview }), ms: Math.round(performance.now() - started) };
    });
  }

  private warming?: Promise<void>;

  /**
   * Checks every file once as it is on disk and loads the preview's renderer, in the background, when the
   * studio opens: the owner's first edit is then checked as quickly as the next (only its own file again),
   * instead of waiting for the whole site to be read. Once per workspace; a check asked meanwhile waits for it.
   */
  warm(): Promise<void> {
    this.warming ??= this.serial(async () => {
      const result = await loadContent(this.root, { cache: this.cache });
      // The problems' words too: with many towns, the warnings' files are most of a first check.
      await this.words.describe(result.ok ? [] : result.errors, result.warnings, new Map(result.sources), await this.site(), hashOf, this.nameOf);
      // The pages' names, which opening a page reads (a town's neighbours are chosen from them).
      await listContentFiles(this.root);
      if (!result.ok) return;
      this.images = result.content.images;
      const { renderPreview } = await import('./preview.ts');
      renderPreview(result.content, 'pages/index.yaml');
    }).catch(() => undefined);
    return this.warming;
  }

  /** The problems' words: each file's fields parsed once for all its problems, and again only when its text changes. */
  private readonly words: ProblemWords;

  /** Problems found outside a check (the launch check's), in the owner's words, at their fields. */
  async describe(found: readonly Reported[], severity: FieldProblem['severity'] = 'warning'): Promise<FieldProblem[]> {
    const files = [...new Set(found.map((f) => f.file))];
    const sources = new Map(await Promise.all(files.map(async (f) => [f, await this.read(f).catch(() => '')] as const)));
    const site = await this.site();
    return severity === 'error' ? this.words.describe(found, [], sources, site, hashOf) : this.words.describe([], found, sources, site, hashOf);
  }

  /** One check or write at a time: a check never reads a file halfway through its writing. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
