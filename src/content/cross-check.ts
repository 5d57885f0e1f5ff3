// The second pass, once every file is parsed: links, images, references between entities, town names.
// It runs on the parsed data of every readable file, valid or not, so one run reports everything.
import type { CheckedFile, PathProblem } from './checked.ts';
import type { Collection } from './collections.ts';
import { didYouMean } from './diagnostics/did-you-mean.ts';
import {
  BrokenLink, DuplicateTown, MissingImage, OneWayNeighbour, SelfNeighbour, TownNameMismatch, UnknownTown,
} from './diagnostics/errors.ts';
import { checkLinkLabels } from './link-labels.ts';
import { pathOf } from '../schema/url-path.ts';
import { collectRefs } from './refs.ts';
import { valueAt } from './diagnostics/describe.ts';
import { slugify } from '../schema/slug.ts';


/** Where a local image is first used (its problems are reported there), and whether it is ever a page's hero. */
export interface ImageUse {
  file: string;
  path: PropertyKey[] | null;
  hero: boolean;
}

/** A page's main picture: a collection's `heroImage`, or the `image` of a hero block. */
function isHeroPicture(data: unknown, path: PropertyKey[]): boolean {
  const key = path.at(-1);
  if (key === 'heroImage') return true;
  if (key !== 'image') return false;
  const parent = valueAt(data, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' && (parent as { type?: unknown }).type === 'hero';
}


function checkNames(files: readonly CheckedFile[], collection: Collection): PathProblem[] {
  const problems: PathProblem[] = [];
  const named = files.flatMap((f) => {
    const name = f.collection === collection ? collection.entryName(f.data) : undefined;
    return name ? [{ ...f, name }] : [];
  });
  // Entries grouped by the slug their name gives, so a thousand towns are checked in one pass.
  const bySlug = new Map<string, typeof named>();
  for (const entry of named) {
    const key = slugify(entry.name.value);
    bySlug.set(key, [...(bySlug.get(key) ?? []), entry]);
  }
  for (const entry of named) {
    const key = slugify(entry.name.value);
    const same = bySlug.get(key) ?? [];
    // Of two files with one name, the one whose file name fits keeps it; the other is the duplicate.
    const owner = same.find((other) => other.slug === key) ?? same[0];
    if (owner && owner !== entry) {
      problems.push({ file: entry.file, path: entry.name.path, target: 'value', problem: DuplicateTown.create({ name: entry.name.value, first: owner.file }) });
    } else if (key !== entry.slug) {
      const ext = entry.file.slice(entry.file.lastIndexOf('.'));
      const problem = TownNameMismatch.create({
        name: entry.name.value, expectedFile: `${key}${ext}`, file: `${entry.slug ?? ''}${ext}`,
      });
      problems.push({ file: entry.file, path: entry.name.path, target: 'value', problem });
    }
  }
  return problems;
}

/** References that must be answered (neighbouring towns): one that is not is a warning where it is written. */
function checkMutual(files: readonly CheckedFile[], collection: Collection): PathProblem[] {
  const members = files.filter((f) => f.collection === collection && f.route !== undefined && f.data !== undefined);
  const targets = new Map(members.map((f) => [f.route, new Set(collection.references(f.data).map((r) => r.target))]));
  const byRoute = new Map(members.map((f) => [f.route, f]));
  const warnings: PathProblem[] = [];
  for (const f of members) {
    const name = collection.entryName(f.data)?.value;
    for (const ref of collection.references(f.data)) {
      const other = byRoute.get(ref.target);
      if (!other || other === f || name === undefined || targets.get(ref.target)?.has(f.route ?? '')) continue;
      const problem = OneWayNeighbour.create({ name: ref.name, town: name, file: other.file });
      warnings.push({ file: f.file, path: ref.path, target: 'value', problem });
    }
  }
  return warnings;
}

export function crossCheck(
  files: readonly CheckedFile[],
  publicFiles: ReadonlySet<string>,
): { problems: PathProblem[]; warnings: PathProblem[]; images: Map<string, ImageUse> } {
  const routes = new Set(files.flatMap((f) => (f.route === undefined ? [] : [f.route])));
  const routeList = [...routes].sort();
  const publicList = [...publicFiles].map((p) => `/${p}`);
  const isPublic = (path: string): boolean => publicFiles.has(path.slice(1));
  const problems: PathProblem[] = [];
  // Each local image that exists, with its first use (where an unreadable image is reported).
  const images = new Map<string, ImageUse>();
  const use = (src: string, file: string, path: PropertyKey[] | null, data?: unknown): void => {
    // An image the template shows without the file naming it is a fallback hero (a town's default picture).
    const hero = path === null || isHeroPicture(data, path);
    const seen = images.get(src);
    if (!seen) images.set(src, { file, path, hero });
    else if (hero && !seen.hero) images.set(src, { file, path, hero });
  };
  let implicitReported = false;

  for (const f of files) {
    if (f.data === undefined) continue;
    const { links, images: pictures } = collectRefs(f.data);
    for (const link of links) {
      // "//host" is refused by the schema already: one mistake, one error.
      if (/^\/[/\\]/.test(link.value)) continue;
      const path = pathOf(link.value);
      if (routes.has(path) || isPublic(path)) continue;
      const problem = BrokenLink.create({ href: link.value, suggestion: didYouMean(path, routeList) });
      problems.push({ file: f.file, path: link.path, target: 'value', problem });
    }
    for (const picture of pictures) {
      const path = pathOf(picture.value);
      if (isPublic(path)) use(path, f.file, picture.path, f.data);
      else {
        const problem = MissingImage.create({ src: picture.value, suggestion: didYouMean(path, publicList) });
        problems.push({ file: f.file, path: picture.path, target: 'value', problem });
      }
    }
    for (const src of f.collection?.implicitImages(f.data) ?? []) {
      if (isPublic(src)) use(src, f.file, null);
      else if (!implicitReported) {
        implicitReported = true;
        const why = `the ${f.collection?.name ?? ''} page shows it when a file sets no image of its own`;
        problems.push({ file: f.file, path: null, target: 'value', problem: MissingImage.create({ src, why }) });
      }
    }
    const collection = f.collection;
    if (!collection) continue;
    for (const ref of collection.references(f.data)) {
      if (ref.target === f.route) {
        problems.push({ file: f.file, path: ref.path, target: 'value', problem: SelfNeighbour.create({ name: ref.name }) });
        continue;
      }
      if (routes.has(ref.target)) continue;
      const known = files.flatMap((o) => {
        const name = o.collection === collection ? collection.entryName(o.data)?.value : undefined;
        return name === undefined ? [] : [name];
      });
      const problem = UnknownTown.create({ name: ref.name, known, suggestion: didYouMean(ref.name, known) });
      problems.push({ file: f.file, path: ref.path, target: 'value', problem });
    }
  }
  const warnings: PathProblem[] = checkLinkLabels(files);
  for (const collection of new Set(files.flatMap((f) => (f.collection ? [f.collection] : [])))) {
    if (collection.linkedByName) problems.push(...checkNames(files, collection));
    if (collection.mutualReferences) warnings.push(...checkMutual(files, collection));
  }
  return { problems, warnings, images };
}
