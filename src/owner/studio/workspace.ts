// The studio's view of the content: the files on disk, and a private copy of them in a temporary folder
// where a draft is checked by the content core itself (loadContent: schema, cross-file checks, links,
// images, warnings) exactly as `npm run validate` checks the real files, without touching them. public/
// is linked into the copy, so image checks see the real pictures.
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SITE_FILE } from '../../content/files.ts';
import { loadSiteConfig } from '../../content/load.ts';
import { loadContent } from '../../site/content.ts';
import type { ContentError, LoadResult } from '../../content/types.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { fieldFinder } from './field-path.ts';
import type { Path } from './ops.ts';

export interface FieldProblem {
  name: string;
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
  /** The field it is at, in the file's data; empty when it concerns the whole file. */
  path: Path;
  severity: 'error' | 'warning';
}

export interface CheckResult {
  problems: FieldProblem[];
  /** Whether the build would stop on this content. */
  blocking: boolean;
  /** The page as the site renders it (absent when the content does not build). */
  preview?: string;
  /** How long the check and the render took, in milliseconds. */
  ms: number;
}

export class Workspace {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly root: string,
    private readonly shadow: string,
  ) {}

  static async open(root: string): Promise<Workspace> {
    const shadow = await mkdtemp(join(tmpdir(), 'studio-'));
    await cp(join(root, SITE_FILE), join(shadow, SITE_FILE)).catch(() => undefined);
    await cp(join(root, 'pages'), join(shadow, 'pages'), { recursive: true }).catch(() => undefined);
    await symlink(join(root, 'public'), join(shadow, 'public'), 'dir').catch(() => undefined);
    return new Workspace(root, shadow);
  }

  async close(): Promise<void> {
    await rm(this.shadow, { recursive: true, force: true });
  }

  read(file: string): Promise<string> {
    return readFile(join(this.root, file), 'utf8');
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

  /** Writes a file to disk (and to the copy), through a temporary file so a crash never leaves half a file. */
  async write(file: string, text: string): Promise<void> {
    await this.serial(async () => {
      for (const base of [this.root, this.shadow]) {
        const path = join(base, file);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(`${path}.studio-tmp`, text);
        await rename(`${path}.studio-tmp`, path);
      }
    });
  }

  /** Writes a binary file (a photo) to disk; public/ is shared with the copy through its link. */
  async writeBytes(file: string, bytes: Uint8Array): Promise<void> {
    const path = join(this.root, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.studio-tmp`, bytes);
    await rename(`${path}.studio-tmp`, path);
  }

  /** Checks the content as it would be with `draft` in place of `file`, and renders that file's page. */
  check(file: string, draft: string | undefined): Promise<CheckResult> {
    return this.serial(async () => {
      const started = performance.now();
      const path = join(this.shadow, file);
      const saved = await readFile(path, 'utf8').catch(() => undefined);
      if (draft !== undefined) {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, draft);
      }
      let result: LoadResult;
      try {
        result = await loadContent(this.shadow);
      } finally {
        if (draft !== undefined) {
          if (saved === undefined) await rm(path, { force: true });
          else await writeFile(path, saved);
        }
      }
      const sources = new Map(result.sources);
      if (draft !== undefined) sources.set(file, draft);
      const pathOf = (e: ContentError): Path => {
        const source = sources.get(e.file);
        return source === undefined ? [] : this.finderOf(e.file, source)(e.line, e.column);
      };
      const located = (list: ContentError[], severity: FieldProblem['severity']): FieldProblem[] => list.map((e) => ({ ...e, severity, path: pathOf(e) }));
      const problems = [...located(result.ok ? [] : result.errors, 'error'), ...located(result.warnings, 'warning')];
      // The page's renderer (React, the components) is loaded with the first preview, not with the checks.
      const preview = result.ok ? (await import('./preview.ts')).renderPreview(result.content, file) : undefined;
      return { problems, blocking: !result.ok, ...(preview !== undefined && { preview }), ms: Math.round(performance.now() - started) };
    });
  }

  /** Each file's fields, parsed once for all its problems and again only when its text changes. */
  private readonly finders = new Map<string, { source: string; find: ReturnType<typeof fieldFinder> }>();

  private finderOf(file: string, source: string): ReturnType<typeof fieldFinder> {
    const known = this.finders.get(file);
    if (known?.source === source) return known.find;
    const find = fieldFinder(source);
    this.finders.set(file, { source, find });
    return find;
  }

  /** One check at a time: the copy holds one draft at once. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
