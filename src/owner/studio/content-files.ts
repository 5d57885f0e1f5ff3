// The files the studio edits: site.config.yaml and every page under pages/, each with the JSON Schema of
// its kind (the same schemas the code editor's completion uses, made from the Zod schemas).
import { join } from 'node:path';
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
}

export async function listContentFiles(root: string): Promise<ContentFileInfo[]> {
  const pages = (await listFiles(join(root, 'pages')).catch(() => ({ files: [] as string[] }))).files.map((f) => `pages/${f}`).filter(isContentFile);
  return [
    { file: SITE_FILE, kind: 'site' },
    ...pages.map((file) => {
      const member = collectionFor(file, collections);
      return { file, kind: member?.collection.name ?? 'page', route: routeForFile(file) };
    }),
  ];
}

/** Whether `file` matches a glob of the schema list ("pages/*.yaml": "*" stays inside one folder). */
function matches(glob: string, file: string): boolean {
  const re = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return re.test(file);
}

/** The JSON Schema that describes `file`, or undefined for a file no schema covers. */
let memo: { site: SiteConfig | undefined; files: SchemaFile[] } | undefined;

export function schemaFor(file: string, site: SiteConfig | undefined): SchemaFile | undefined {
  // Made again only when the site settings change (they give the town's counties and services).
  if (!memo || memo.site !== site) memo = { site, files: jsonSchemas(site) };
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
