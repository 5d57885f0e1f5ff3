// The content core: read -> parse with positions -> validate -> cross-check -> { site, routes, images }.
// Every problem in every file is collected and returned, sorted; content problems never throw.
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dequal } from 'dequal/lite';
import type { z } from 'zod';
import { blockSchema, type Block, type BlockInput } from '../blocks/schemas.ts';
import { checkTownSimilarity, SimilarityState } from './town-similarity.ts';
import { mapRegions } from '../schema/page.ts';
import { siteSchema, type SiteConfig } from '../schema/site-schema.ts';
import type { CheckedFile, PathProblem } from './checked.ts';
import { collectionFor, type Collection, type EntryParse, type Offer, type Place } from './collections.ts';
import { crossCheck } from './cross-check.ts';
import { InvalidGeneratedBlock, InvalidImage, PhotoTooLarge, PhotoTooSmall, MissingFile, UnreadableFile, UnsafeLink, type Problem } from './diagnostics/errors.ts';
import type { Span, Target } from './diagnostics/locate.ts';
import { issuesToProblems } from './diagnostics/zod-issues.ts';
import { listFiles, readImageSize, SITE_FILE } from './files.ts';
import { buildRoutes, routeMemo, type Listings, type PageParts, type RouteMemo } from './pages/build-routes.ts';
import { checkHeads } from './pages/head-checks.ts';
import { pageGraphs } from './pages/page-graph.ts';
import { pageSchema } from './page-schema.ts';
import { inlineSvg } from './inline-art.ts';
import { MAX_PHOTO_BYTES, PHOTO, photoVariants, SHOWN_WIDTH } from './photos.ts';
import { checkFileName, isContentFile, routeConflicts, routeForFile, suggestPath } from './routes.ts';
import { checkWithSite } from './site-checks.ts';
import type { TemplatePage } from './template-page.ts';
import type { ContentError, ImageSize, LoadResult, Regions, Route } from './types.ts';
import type { KeptCaches } from './kept.ts';
import { parseOnce, type ParsedFile, type ParseMemory } from './parsed-file.ts';
import { hashOf, type RouteStore } from './route-cache.ts';


interface ContentFile extends CheckedFile {
  yaml?: ParsedFile;
}

/** A valid file's page, built once the site config is known. */
interface PageSource {
  file: string;
  path: string;
  kind: string;
  /** The file's name without extension (an entry's slug). */
  slug: string;
  /** The place an entry of a collection of places stands for (towns). */
  place?: Place;
  /** What an entry of a collection of offers is (parties). */
  offer?: Offer;
  /** Whether its blocks come from a template and still need validating. */
  generated: boolean;
  page: (site: SiteConfig) => TemplatePage | { title: string; description: string; previewEyebrow?: string; regions: Regions<Block> };
}

/** What validating one file yields: the site config, or its page. */
interface Validated {
  site?: SiteConfig;
  page?: PageSource;
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

/**
 * What one load keeps for the next, for a process that checks the content again and again (the studio,
 * as the owner types): each file's text (read again only when its size or times change on disk), its
 * validation, its page and route, and the towns' similarity. A load with a cache gives exactly what a load
 * without one gives; it only skips the work whose inputs did not change.
 */
export interface ContentCache {
  /** Each file's last parse, by its path under the root: only the files whose text changed are parsed again. */
  readonly parses: ParseMemory;
  readonly texts: Map<string, { stamp: string; text: string }>;
  readonly validated: Map<string, { yaml: ParsedFile; collection?: Collection; route?: string; slug?: string; errors: ContentError[]; result: Validated }>;
  readonly made: Map<string, { source: PageSource; site: SiteConfig; errors: ContentError[]; parts?: PageParts; checked?: readonly CheckedBlock[] }>;
  readonly images: Map<string, { stamp: string; size: ImageSize | { reason: string }; length: number }>;
  readonly routes: RouteMemo;
  readonly similarity: SimilarityState;
}

export const createContentCache = (): ContentCache => ({
  parses: new Map(),
  texts: new Map(),
  validated: new Map(),
  made: new Map(),
  images: new Map(),
  routes: routeMemo(),
  similarity: new SimilarityState(),
});

/** What tells a file changed on disk without reading it. */
function stampOf(path: string): string | undefined {
  try {
    const s = statSync(path, { bigint: true });
    return s.isFile() ? `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}` : undefined;
  } catch {
    return undefined;
  }
}

/** A file's text, from the cache when the file is as it was when last read. */
function readText(path: string, cache?: ContentCache): string {
  const stamp = cache && stampOf(path);
  const known = stamp === undefined ? undefined : cache?.texts.get(path);
  if (known && known.stamp === stamp) return known.text;
  const text = readFileSync(path, 'utf8');
  if (stamp !== undefined) cache?.texts.set(path, { stamp, text });
  return text;
}

/** Texts that stand in for files of the root (a file's unsaved draft in the studio), by path under the root. */
export type Overlay = ReadonlyMap<string, string>;

/**
 * How a load may reuse earlier work; each gives exactly the result of a load without it, and a load without
 * any depends on nothing but the files. The caller owns each value and passes the same one to the loads
 * that may share it.
 */
export interface LoadOptions {
  /** Texts that stand in for files as they are on disk (or for files not written yet): a draft in the studio. */
  overlay?: Overlay | undefined;
  /** What the last load in this process found (createContentCache): the studio, `npm run dev`. */
  cache?: ContentCache | undefined;
  /** What the last build kept on disk (keptCachesIn): a build. */
  kept?: KeptCaches | undefined;
}

async function readYaml(root: string, file: string, errors: ContentError[], { overlay, cache, kept }: LoadOptions = {}): Promise<ParsedFile | undefined> {
  let source: string;
  try {
    // Read synchronously: thousands of small files read far faster this way than through the thread pool.
    source = overlay?.get(file) ?? readText(join(root, file), cache);
  } catch (e) {
    const reason = e instanceof Error && 'code' in e ? String(e.code) : 'unknown reason';
    errors.push(toError(file, UnreadableFile.create({ reason }), FILE_START));
    return undefined;
  }
  const yaml = parseOnce(file, source, cache?.parses, kept?.parses);
  for (const { problem, span } of yaml.syntaxErrors) errors.push(toError(file, problem, span));
  return yaml;
}

/** Validates one parsed file against its schema; reports every issue, located in the source. */
function validate(f: ContentFile, errors: ContentError[], routes?: RouteStore): Validated {
  const { yaml, collection, route = '/' } = f;
  if (!yaml || yaml.data === undefined) return {};
  const report = (issues: readonly z.core.$ZodIssue[], schema: z.core.$ZodType, subject: string): void => {
    for (const { problem, path, target } of issuesToProblems(issues, { schema, data: yaml.data, subject })) {
      errors.push(toError(f.file, problem, yaml.locate(path, target)));
    }
  };
  if (f.file === SITE_FILE) {
    const result = siteSchema.safeParse(yaml.data);
    if (!result.success) report(result.error.issues, siteSchema, 'the site config');
    return result.success ? { site: result.data } : {};
  }
  const slug = f.slug ?? route.slice(route.lastIndexOf('/') + 1);
  if (collection) {
    const result = parseEntry(f.file, yaml, collection, slug, routes);
    if (!result.ok) {
      report(result.issues, collection.schema, collection.subject);
      return {};
    }
    const { page, place, offer } = result;
    return { page: { file: f.file, path: route, kind: collection.name, slug, generated: true, page, ...(place && { place }), ...(offer && { offer }) } };
  }
  const result = pageSchema.safeParse(yaml.data);
  if (!result.success) {
    report(result.error.issues, pageSchema, 'a page');
    return {};
  }
  // Page titles are written in full by the owner (they include the business name where wanted).
  const { title, description, blocks } = result.data;
  return { page: { file: f.file, path: route, kind: 'page', slug, generated: false, page: () => ({ title, description, regions: { main: blocks } }) } };
}

/**
 * A collection's entry checked against its schema. In a build, an entry that passed with the same text under
 * the same code is not checked again (src/content/route-cache.ts): what the lists show of it is kept, and it
 * is checked again only if its page must be made.
 */
function parseEntry(file: string, yaml: ParsedFile, collection: Collection, slug: string, routes: RouteStore | undefined): EntryParse {
  if (!routes) return collection.parse(yaml.data, slug);
  const input = routes.entryKey({ collection: collection.name, slug, text: yaml.source });
  const kept = routes.keptEntry(file, input);
  if (kept) {
    let parsed: EntryParse | undefined;
    return {
      ok: true,
      page: (site) => {
        parsed ??= collection.parse(yaml.data, slug);
        // The same text under the same code passes as it passed before.
        if (!parsed.ok) throw new Error(`${file} was kept as valid but does not pass its schema.`);
        return parsed.page(site);
      },
      ...(kept.place !== undefined && { place: kept.place as Place }),
      ...(kept.offer !== undefined && { offer: kept.offer as Offer }),
    };
  }
  const result = collection.parse(yaml.data, slug);
  if (result.ok) routes.keepEntry(file, input, { ...(result.place && { place: result.place }), ...(result.offer && { offer: result.offer }) });
  return result;
}

/** `validate`, done again only when the file's text (or where it stands) changed since the last load. */
function validateOnce(f: ContentFile, errors: ContentError[], { cache, kept }: LoadOptions): Validated {
  if (!cache || !f.yaml) return validate(f, errors, kept?.routes);
  const known = cache.validated.get(f.file);
  if (known && known.yaml === f.yaml && known.collection === f.collection && known.route === f.route && known.slug === f.slug) {
    errors.push(...known.errors);
    return known.result;
  }
  const own: ContentError[] = [];
  const result = validate(f, own, kept?.routes);
  cache.validated.set(f.file, { yaml: f.yaml, ...(f.collection && { collection: f.collection }), ...(f.route !== undefined && { route: f.route }), ...(f.slug !== undefined && { slug: f.slug }), errors: own, result });
  errors.push(...own);
  return result;
}

/** A template's block as it was made and as it passed its schema. */
interface CheckedBlock {
  input: BlockInput;
  block: Block;
}

/**
 * A template's blocks are checked like an owner's: a problem points at the entry's file. `before` holds the
 * blocks this entry's template made at the last check, in reading order: a block made again the same (most
 * of a town's page when the site settings change) is taken as it passed then, without its schema again.
 */
function validateGenerated(source: PageSource, regions: Regions<BlockInput>, errors: ContentError[], before?: readonly CheckedBlock[]): { regions?: Regions<Block>; checked: CheckedBlock[] } {
  let ok = true;
  const checked: CheckedBlock[] = [];
  const check = (blocks: BlockInput[]): Block[] =>
    blocks.map((input) => {
      const was = before?.[checked.length];
      if (was && dequal(was.input, input)) {
        checked.push(was);
        return was.block;
      }
      const result = blockSchema.safeParse(input);
      if (result.success) {
        checked.push({ input, block: result.data });
        return result.data;
      }
      ok = false;
      const issue = result.error.issues[0];
      const detail = issue ? `${issue.path.join('.') || 'the block'} ${issue.message}` : 'unknown problem';
      errors.push(toError(source.file, InvalidGeneratedBlock.create({ template: source.kind, block: input.type, detail }), FILE_START));
      return input as Block;
    });
  const out = mapRegions(regions, check);
  return ok ? { regions: out, checked } : { checked: [] };
}

const byPosition = (a: ContentError, b: ContentError): number =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;

/**
 * The whole content of the project at `root`, read with the site's collections (src/site/content.ts binds
 * them: callers use its loadContent). `options.overlay` gives texts that stand in for files as they are on
 * disk (or for files not written yet): the studio checks a draft this way, the files untouched.
 */
export async function loadContentWith(root: string, collections: readonly Collection[], options: LoadOptions = {}): Promise<LoadResult> {
  const { overlay, cache, kept } = options;
  const errors: ContentError[] = [];
  const hasSite = overlay?.has(SITE_FILE) || (await stat(join(root, SITE_FILE)).then((s) => s.isFile(), () => false));
  if (!hasSite) {
    errors.push(toError(SITE_FILE, MissingFile.create({ what: `${SITE_FILE} in ${root}`, why: 'it holds the business details, navigation and footer of every page' }), FILE_START));
  }
  const hasPages = await isDirectory(join(root, 'pages'));
  if (!hasPages) {
    errors.push(toError('pages', MissingFile.create({ what: `pages/ folder in ${root}`, why: 'each page of the site is a YAML file in it' }), FILE_START));
  }
  const listed = async (folder: string) => {
    const { files, badLinks } = (await isDirectory(join(root, folder))) ? await listFiles(join(root, folder)) : { files: [], badLinks: [] };
    for (const { path, target, reason } of badLinks) errors.push(toError(`${folder}/${path}`, UnsafeLink.create({ folder, target, reason }), FILE_START));
    return files;
  };
  const onDisk = hasPages ? (await listed('pages')).map((p) => `pages/${p}`) : [];
  const drafts = [...(overlay?.keys() ?? [])].filter((f) => f.startsWith('pages/') && !onDisk.includes(f));
  const pageFiles = [...onDisk, ...drafts].filter(isContentFile).sort();
  const publicDir = join(root, 'public');
  const publicFiles = new Set(await listed('public'));

  const files: ContentFile[] = [];
  if (hasSite) files.push({ file: SITE_FILE, data: undefined, yaml: await readYaml(root, SITE_FILE, errors, options) });
  const read = await Promise.all(pageFiles.map(async (file) => {
    const fileErrors: ContentError[] = [];
    const badName = checkFileName(file);
    if (badName) fileErrors.push(toError(file, badName, FILE_START));
    // A misnamed file is checked under the name it should have, so one mistake makes one error.
    const named = badName ? suggestPath(file) : file;
    const member: { collection: Collection; slug: string } | undefined = collectionFor(named, collections);
    const route = routeForFile(named);
    const yaml = await readYaml(root, file, fileErrors, options);
    return { f: { file, route, ...member, data: undefined, yaml } as ContentFile, fileErrors };
  }));
  for (const { f, fileErrors } of read) {
    files.push(f);
    errors.push(...fileErrors);
  }
  for (const f of files) f.data = f.yaml?.data;
  if (cache) {
    // A file gone since the last load, or unreadable now, is forgotten: what a check knows is of the files there now.
    const present = new Set(files.flatMap((f) => (f.yaml ? [f.file] : [])));
    for (const known of [cache.validated, cache.made]) for (const file of known.keys()) if (!present.has(file)) known.delete(file);
  }

  for (const { file, problem } of routeConflicts(files.flatMap((f) => (f.route === undefined ? [] : [{ file: f.file, route: f.route }])))) {
    errors.push(toError(file, problem, FILE_START));
  }
  let site: SiteConfig | undefined;
  const pages: PageSource[] = [];
  for (const f of files) {
    const validated = validateOnce(f, errors, options);
    site = validated.site ?? site;
    if (validated.page) pages.push(validated.page);
  }

  const checked = crossCheck(files, publicFiles);
  const byFile = new Map(files.map((f) => [f.file, f]));
  const at = (file: string, problem: Problem, path: PropertyKey[] | null, target: Target): ContentError => {
    const yaml = byFile.get(file)?.yaml;
    return toError(file, problem, yaml && path ? yaml.locate(path, target) : FILE_START);
  };
  const place = (list: readonly PathProblem[]) => list.map(({ file, path, target, problem }) => at(file, problem, path, target));
  const listings = listingsOf(pages);
  const withSite = site ? checkWithSite(files, site, listings) : { problems: [], warnings: [] };
  errors.push(...place(checked.problems), ...place(withSite.problems));
  const warnings = place([...checked.warnings, ...withSite.warnings]).sort(byPosition);

  const images: Record<string, ImageSize> = {};
  for (const [src, first] of [...checked.images].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { size, length } = await imageOnce(join(publicDir, src), cache);
    if ('reason' in size) {
      errors.push(at(first.file, InvalidImage.create({ src, reason: size.reason }), first.path, 'value'));
      continue;
    }
    // A drawing's own form goes into a page only where it is on the first screen (a hero, or the first picture
    // under a hero without one: src/ui/first-screen.ts); everywhere else it is a request the browser caches.
    images[src] = size;
    if (!PHOTO.test(src)) continue;
    const shown = first.hero ? SHOWN_WIDTH.hero : SHOWN_WIDTH.other;
    if (length > MAX_PHOTO_BYTES) warnings.push(at(first.file, PhotoTooLarge.create({ src, megabytes: (length / 1024 / 1024).toFixed(1) }), first.path, 'value'));
    if (size.width < shown) warnings.push(at(first.file, PhotoTooSmall.create({ src, width: size.width, shown }), first.path, 'value'));
  }
  warnings.sort(byPosition);

  const routes = site && errors.length === 0 ? assemble(site, pages, listings, errors, options, (file) => byFile.get(file)?.yaml?.source ?? '') : [];
  warnings.push(...place(checkHeads(routes, collections)));
  if (site) warnings.push(...place(checkTownSimilarity(files, site, { state: cache?.similarity, kept: kept?.similarity })));
  warnings.sort(byPosition);
  const sources = new Map<string, string>();
  for (const { file } of [...errors, ...warnings]) {
    const source = byFile.get(file)?.yaml?.source;
    if (source !== undefined) sources.set(file, source);
  }
  if (errors.length > 0 || !site) return { ok: false, errors: errors.sort(byPosition), warnings, sources };
  return { ok: true, content: { site, routes, images, listings }, warnings, sources };
}

/** An image's size (and a photo's variants and length), read again only when the file changed on disk. */
async function imageOnce(path: string, cache?: ContentCache): Promise<{ size: ImageSize | { reason: string }; length: number }> {
  const stamp = cache && stampOf(path);
  const known = stamp === undefined ? undefined : cache?.images.get(path);
  if (known && known.stamp === stamp) return known;
  let size = await readImageSize(path);
  let length = 0;
  if (!('reason' in size) && PHOTO.test(path)) {
    // A photo is served resized: its variants are named here, from its bytes, and written by the build.
    const bytes = await readFile(path);
    size = { ...size, variants: photoVariants(bytes, size.width) };
    length = bytes.length;
  } else if (!('reason' in size) && /\.svg$/i.test(path)) {
    // A small drawing can be written into the pages whose hero it is (src/content/inline-art.ts).
    const inline = inlineSvg(path, await readFile(path));
    if (inline !== undefined) size = { ...size, inline };
  }
  if (stamp !== undefined) cache?.images.set(path, { stamp, size, length });
  return { size, length };
}

/** Runs the templates, checks what they made, and assembles each page's route. */
function assemble(site: SiteConfig, pages: PageSource[], listings: Listings, errors: ContentError[], options: LoadOptions, textOf: (file: string) => string): Route[] {
  const { cache } = options;
  // A build finds the routes the last build made (src/content/route-cache.ts): a page made from the same
  // inputs is taken as it was, without its template, checks and assembly.
  const store = options.kept?.routes;
  const keeping = store !== undefined;
  // What every route is made with: the site config, and the business's nodes every page's graph shares
  // (which name every town while the towns are few).
  const siteKey = keeping ? hashOf(site, pageGraphs(site, listings).shared) : '';
  const listingsKey = keeping ? hashOf(listings) : '';
  const inputs = new Map<string, string>();
  const kept: Route[] = [];
  const made: PageParts[] = [];
  for (const source of pages) {
    const known = cache?.made.get(source.file);
    if (known && known.source === source && known.site === site) {
      errors.push(...known.errors);
      if (known.parts) made.push(known.parts);
      continue;
    }
    if (store) {
      const input = store.inputKey({ site: siteKey, file: source.file, path: source.path, kind: source.kind, text: textOf(source.file) });
      const route = store.keptRoute(source.file, input, listingsKey);
      if (route) {
        kept.push(route);
        continue;
      }
      inputs.set(source.file, input);
    }
    const own: ContentError[] = [];
    const page = source.page(site);
    const generated = source.generated ? validateGenerated(source, page.regions as Regions<BlockInput>, own, known?.checked) : undefined;
    const regions = generated ? generated.regions : (page.regions as Regions<Block>);
    const parts = regions && { path: source.path, file: source.file, kind: source.kind, page, regions };
    if (parts) made.push(parts);
    cache?.made.set(source.file, { source, site, errors: own, ...(parts && { parts }), ...(generated && { checked: generated.checked }) });
    errors.push(...own);
  }
  // A build keeps what it made, with whether each route read the lists.
  const memo = cache?.routes ?? (keeping ? routeMemo() : undefined);
  // A process that checks again and again (the studio, `npm run dev`) makes each route's parts as they are read.
  const routes = buildRoutes(site, made, listings, memo, cache !== undefined);
  if (!store || errors.length > 0) return routes;
  for (const route of routes) {
    const input = inputs.get(route.file);
    if (input !== undefined) store.keepRoute(route, input, memo?.byFile.get(route.file)?.readsListings ? listingsKey : undefined);
  }
  return [...routes, ...kept].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** What the lists of the site show of each valid entry: towns for the lists of towns, parties for the hub and the form. */
function listingsOf(pages: readonly PageSource[]): Listings {
  return {
    towns: pages.flatMap((p) => (p.place ? [{ ...p.place, path: p.path }] : [])),
    parties: pages.flatMap((p) => (p.offer ? [{ ...p.offer, path: p.path, slug: p.slug }] : [])),
  };
}

/** Only site.config.yaml, validated: what the server needs at run time (it never reads pages/). */
export async function loadSiteConfig(root: string): Promise<{ ok: true; site: SiteConfig } | { ok: false; errors: ContentError[]; sources: Map<string, string> }> {
  const errors: ContentError[] = [];
  const yaml = await readYaml(root, SITE_FILE, errors);
  const { site } = yaml ? validate({ file: SITE_FILE, data: yaml.data, yaml }, errors) : {};
  if (site && errors.length === 0) return { ok: true, site };
  return { ok: false, errors: errors.sort(byPosition), sources: new Map(yaml ? [[SITE_FILE, yaml.source]] : []) };
}
