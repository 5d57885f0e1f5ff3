// The content core: read -> parse with positions -> validate -> cross-check -> { site, routes, images }.
// Every problem in every file is collected and returned, sorted; content problems never throw.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { collectionFor, type Collection } from './collections.ts';
import { crossCheck, type CheckedFile } from './cross-check.ts';
import { InvalidImage, MissingFile, UnreadableFile, type Problem } from './errors.ts';
import { listFiles, readImageSize } from './files.ts';
import { locate, type Span, type Target } from './locate.ts';
import { pageSchema } from './page-schema.ts';
import { checkFileName, isContentFile, routeConflicts, routeForFile, suggestPath } from './routes.ts';
import { siteSchema, type SiteConfig } from './site-schema.ts';
import type { ContentError, ImageSize, LoadResult, RouteEntry } from './types.ts';
import { parseYaml, type YamlFile } from './yaml-file.ts';
import { issuesToProblems } from './zod-issues.ts';

export const SITE_FILE = 'site.config.yaml';

interface ContentFile extends CheckedFile {
  yaml?: YamlFile;
}

/** What validating one file yields: the site config, or a way to build its route once that is known. */
interface Validated {
  site?: SiteConfig;
  build?: (site: SiteConfig) => RouteEntry;
}

const FILE_START: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };

function toError(file: string, problem: Problem, span: Span): ContentError {
  const { line, column, endLine, endColumn } = span;
  const error: ContentError = { name: problem.name, file, line, column, message: problem.message };
  if (endColumn > column || endLine > line) Object.assign(error, { endLine, endColumn });
  if (problem.hint) error.hint = problem.hint;
  return error;
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isDirectory(), () => false);
}

async function readYaml(root: string, file: string, errors: ContentError[]): Promise<YamlFile | undefined> {
  let source: string;
  try {
    source = await readFile(join(root, file), 'utf8');
  } catch (e) {
    const reason = e instanceof Error && 'code' in e ? String(e.code) : 'unknown reason';
    errors.push(toError(file, UnreadableFile.create({ reason }), FILE_START));
    return undefined;
  }
  const yaml = parseYaml(file, source);
  for (const { problem, span } of yaml.syntaxErrors) errors.push(toError(file, problem, span));
  return yaml;
}

/** Validates one parsed file against its schema; reports every issue, located in the source. */
function validate(f: ContentFile, errors: ContentError[]): Validated {
  const { yaml, collection, slug, route = '/' } = f;
  if (!yaml || yaml.data === undefined) return {};
  const report = (issues: readonly z.core.$ZodIssue[], schema: z.core.$ZodType, subject: string): void => {
    for (const { problem, path, target } of issuesToProblems(issues, { schema, data: yaml.data, subject })) {
      errors.push(toError(f.file, problem, locate(yaml.doc, yaml.lc, path, target)));
    }
  };
  if (f.file === SITE_FILE) {
    const result = siteSchema.safeParse(yaml.data);
    if (!result.success) report(result.error.issues, siteSchema, 'the site config');
    return result.success ? { site: result.data } : {};
  }
  if (collection && slug !== undefined) {
    const result = collection.parse(yaml.data);
    if (!result.ok) report(result.issues, collection.schema, collection.subject);
    return result.ok ? { build: (site) => result.build(site, { path: route, file: f.file }, slug) } : {};
  }
  const result = pageSchema.safeParse(yaml.data);
  if (!result.success) {
    report(result.error.issues, pageSchema, 'a page');
    return {};
  }
  // Page titles are written in full by the owner (they include the business name where wanted).
  const { title, description, blocks } = result.data;
  return { build: () => ({ kind: 'page', path: route, file: f.file, title, description, blocks }) };
}

const byPosition = (a: ContentError, b: ContentError): number =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;

export async function loadContent(root: string): Promise<LoadResult> {
  const errors: ContentError[] = [];
  const hasSite = await stat(join(root, SITE_FILE)).then((s) => s.isFile(), () => false);
  if (!hasSite) {
    errors.push(toError(SITE_FILE, MissingFile.create({ what: `${SITE_FILE} in ${root}`, why: 'it holds the business details, navigation and footer of every page' }), FILE_START));
  }
  const hasPages = await isDirectory(join(root, 'pages'));
  if (!hasPages) {
    errors.push(toError('pages', MissingFile.create({ what: `pages/ folder in ${root}`, why: 'each page of the site is a YAML file in it' }), FILE_START));
  }
  const pageFiles = hasPages ? (await listFiles(join(root, 'pages'))).map((p) => `pages/${p}`).filter(isContentFile) : [];
  const publicDir = join(root, 'public');
  const publicFiles = new Set(await isDirectory(publicDir) ? await listFiles(publicDir) : []);

  const files: ContentFile[] = [];
  if (hasSite) files.push({ file: SITE_FILE, data: undefined, yaml: await readYaml(root, SITE_FILE, errors) });
  for (const file of pageFiles) {
    const badName = checkFileName(file);
    if (badName) errors.push(toError(file, badName, FILE_START));
    // A misnamed file is checked under the name it should have, so one mistake makes one error.
    const named = badName ? suggestPath(file) : file;
    const member: { collection: Collection; slug: string } | undefined = collectionFor(named);
    const route = member ? member.collection.route(member.slug) : routeForFile(named);
    files.push({ file, route, ...member, data: undefined, yaml: await readYaml(root, file, errors) });
  }
  for (const f of files) f.data = f.yaml?.data;

  for (const { file, problem } of routeConflicts(files.flatMap((f) => (f.route === undefined ? [] : [{ file: f.file, route: f.route }])))) {
    errors.push(toError(file, problem, FILE_START));
  }
  let site: SiteConfig | undefined;
  const builders: Array<(site: SiteConfig) => RouteEntry> = [];
  for (const f of files) {
    const validated = validate(f, errors);
    site = validated.site ?? site;
    if (validated.build) builders.push(validated.build);
  }

  const checked = crossCheck(files, publicFiles);
  const at = (file: string, problem: Problem, path: PropertyKey[] | null, target: Target): ContentError => {
    const yaml = files.find((f) => f.file === file)?.yaml;
    return toError(file, problem, yaml && path ? locate(yaml.doc, yaml.lc, path, target) : FILE_START);
  };
  for (const { file, path, target, problem } of checked.problems) errors.push(at(file, problem, path, target));

  const images: Record<string, ImageSize> = {};
  for (const [src, first] of [...checked.images].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const size = await readImageSize(join(publicDir, src));
    if (!('reason' in size)) images[src] = size;
    else errors.push(at(first.file, InvalidImage.create({ src, reason: size.reason }), first.path, 'value'));
  }

  if (errors.length > 0 || !site) return { ok: false, errors: errors.sort(byPosition) };
  const valid = site;
  const routes = builders.map((build) => build(valid)).sort((a, b) => (a.path < b.path ? -1 : 1));
  return { ok: true, bundle: { site: valid, routes, images } };
}

/** Texts of the files named in `errors`, for code frames (a missing file simply has none). */
export async function readSources(root: string, errors: readonly ContentError[]): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  for (const file of new Set(errors.map((e) => e.file))) {
    await readFile(join(root, file), 'utf8').then((text) => sources.set(file, text), () => undefined);
  }
  return sources;
}
