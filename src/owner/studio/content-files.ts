// The files the studio edits: site.config.yaml and every page under pages/, each with the JSON Schema of
// its kind (the same schemas the code editor's completion uses, made from the Zod schemas), and the name the
// owner knows it by ("Greenville", "Birthday", "About Us"), never its file name.
import { readFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse } from 'yaml';
import { collectionFor } from '../../content/collections.ts';
import { collections } from '../../site/collections.ts';
import { listFiles, SITE_FILE } from '../../content/files.ts';
import { jsonSchemas, type SchemaFile } from '../json-schemas.ts';
import { isContentFile, routeForFile } from '../../content/routes.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';

export interface ContentFileInfo {
  file: string;
  /** "site", "page", or the collection's name ("town", "party"). */
  kind: string;
  /** The page's address; none for the site settings. */
  route?: string;
  /** What the owner calls it: "Site settings", "Home", a town's name, a party's or a page's title in short. */
  name: string;
}

/** "girls-night" -> "Girls night": the name of a file that does not say its own. */
const fromStem = (file: string): string => {
  const stem = basename(file).replace(/\.ya?ml$/i, '');
  const words = (stem === 'index' ? basename(dirname(file)) : stem).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const text = (data: unknown, key: string): string | undefined => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * The short form of a page's title: "About Us | Shine Van Mobile Beauty" -> "About Us"; a party's
 * "Birthday Glam Parties" -> "Birthday" (its kind is shown beside it).
 */
export function ownerName(file: string, kind: string, route: string | undefined, data: unknown): string {
  if (file === SITE_FILE) return 'Site settings';
  if (route === '/') return 'Home';
  if (kind === 'town') return text(data, 'name') ?? fromStem(file);
  const title = (text(data, 'name') ?? text(data, 'title'))?.split(' | ')[0]?.trim();
  if (!title) return fromStem(file);
  if (kind === 'party') {
    const short = title.replace(/\s+(glam\s+)?part(y|ies)$/i, '');
    return /^(glam)?$/i.test(short) ? title : short;
  }
  return title;
}

/** Names read before, by file, with the size and date they were read at: a file is parsed again only when it changed. */
const names = new Map<string, { stamp: string; data: unknown }>();

async function dataOf(path: string): Promise<unknown> {
  // Synchronously: a thousand towns are stamped in a few milliseconds, where as many promises take tens.
  let info: ReturnType<typeof statSync> | undefined;
  try {
    info = statSync(path);
  } catch {
    info = undefined;
  }
  if (!info) return undefined;
  const stamp = `${info.mtimeMs}:${info.size}`;
  const known = names.get(path);
  if (known?.stamp === stamp) return known.data;
  let data: unknown;
  try {
    const parsed: unknown = parse(await readFile(path, 'utf8'));
    // Only the fields a name is read from are kept, so 1,000 towns hold little memory.
    data = parsed && typeof parsed === 'object' ? { name: text(parsed, 'name'), title: text(parsed, 'title') } : undefined;
  } catch {
    data = undefined;
  }
  names.set(path, { stamp, data });
  return data;
}

/** What the studio lists of one page file, from its data: its kind, address and name. */
export function pageInfoOf(file: string, data: unknown): ContentFileInfo {
  const kind = collectionFor(file, collections)?.collection.name ?? 'page';
  const route = routeForFile(file);
  return { file, kind, route, name: ownerName(file, kind, route, data) };
}

/** What the studio lists of one page file: its kind, address and name (read from the file). */
async function pageInfo(root: string, file: string): Promise<ContentFileInfo> {
  return pageInfoOf(file, await dataOf(join(root, file)));
}

const SITE_INFO: ContentFileInfo = { file: SITE_FILE, kind: 'site', name: ownerName(SITE_FILE, 'site', undefined, undefined) };

export async function listContentFiles(root: string): Promise<ContentFileInfo[]> {
  const pages = (await listFiles(join(root, 'pages')).catch(() => ({ files: [] as string[] }))).files.map((f) => `pages/${f}`).filter(isContentFile);
  return [SITE_INFO, ...(await Promise.all(pages.map((file) => pageInfo(root, file))))];
}

/**
 * The name the studio gives one content file (a page's title, a town's name), read only from that file
 * (as listContentFiles names it); undefined for a file that is not one of the pages.
 */
export async function contentFileName(root: string, file: string): Promise<string | undefined> {
  if (file === SITE_FILE) return SITE_INFO.name;
  if (!file.startsWith('pages/') || !isContentFile(file) || !statSync(join(root, file), { throwIfNoEntry: false })?.isFile()) return undefined;
  return (await pageInfo(root, file)).name;
}

/** Whether `file` matches a glob of the schema list ("pages/*.yaml": "*" stays inside one folder). */
const globs = new Map<string, RegExp>();
function matches(glob: string, file: string): boolean {
  let re = globs.get(glob);
  if (!re) globs.set(glob, (re = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`)));
  return re.test(file);
}

/** The JSON Schema that describes `file`, or undefined for a file no schema covers. */
let memo: { site: SiteConfig | undefined; vocabulary: string; files: SchemaFile[] } | undefined;

/** What of the site settings the schemas are made with: the counties' names and the services' keys and names. */
const vocabularyOf = (site: SiteConfig | undefined): string =>
  site ? JSON.stringify([site.counties.map((c) => c.name), site.services.map((s) => [s.key, s.name])]) : '';

export function schemaFor(file: string, site: SiteConfig | undefined): SchemaFile | undefined {
  // Made again only when the counties or services change: typing the business's name keeps the same schemas
  // (the same objects), so what was said with them is said again without being worked out again.
  if (!memo || (memo.site !== site && memo.vocabulary !== vocabularyOf(site))) memo = { site, vocabulary: vocabularyOf(site), files: jsonSchemas(site) };
  memo.site = site;
  return memo.files.find(({ globs }) => {
    const wanted = globs.filter((g) => !g.startsWith('!'));
    const unwanted = globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
    return wanted.some((g) => matches(g, file)) && !unwanted.some((g) => matches(g, file));
  });
}

/** A path the owner may edit: one of the content files, never anything outside them. */
export function isEditable(file: string): boolean {
  return file === SITE_FILE || (/^pages\/[a-z0-9/_-]+\.ya?ml$/.test(file) && !file.includes('..') && isContentFile(file));
}
