// Warnings about what search results show of each page: a title of at most 60 characters, a description
// of 70 to 160, and no two pages with one title. An owner-written text is pointed at where it is written;
// a generated one at the patterns in site.config.yaml that made it, once for all the pages concerned.
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '../../schema/page-head.ts';
import type { Collection } from '../collections.ts';
import type { PathProblem } from '../checked.ts';
import { DuplicateTitle, TemplateTextLength, TextLength } from '../diagnostics/errors.ts';
import { SITE_FILE } from '../files.ts';

interface HeadedRoute {
  file: string;
  kind: string;
  title: string;
  description: string;
}

const LIMITS = { title: { min: 1, max: TITLE_MAX }, description: { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX } } as const;

export function checkHeads(routes: readonly HeadedRoute[], collections: readonly Collection[]): PathProblem[] {
  const warnings: PathProblem[] = [];
  // Generated pages whose text is off, by collection and field: one warning each.
  const generated = new Map<string, { collection: Collection; what: 'title' | 'description'; pages: Array<{ file: string; length: number }> }>();
  for (const route of routes) {
    for (const what of ['title', 'description'] as const) {
      const { min, max } = LIMITS[what];
      const length = route[what].length;
      if (length >= min && length <= max) continue;
      const collection = collections.find((c) => c.name === route.kind);
      if (!collection?.headPatterns) {
        warnings.push({ file: route.file, path: [what], target: 'value', problem: TextLength.create({ what, length, min, max }) });
        continue;
      }
      const key = `${collection.name} ${what}`;
      const group = generated.get(key) ?? { collection, what, pages: [] };
      group.pages.push({ file: route.file, length });
      generated.set(key, group);
    }
  }
  for (const { collection, what, pages } of generated.values()) {
    const path = collection.headPatterns?.[what] ?? null;
    const problem = TemplateTextLength.create({ what, kind: collection.name, pages, ...LIMITS[what] });
    warnings.push({ file: SITE_FILE, path, target: 'value', problem });
  }
  const firstWith = new Map<string, string>();
  for (const route of routes) {
    const key = route.title.toLowerCase();
    const first = firstWith.get(key);
    if (first === undefined) firstWith.set(key, route.file);
    else warnings.push({ file: route.file, path: route.kind === 'page' ? ['title'] : null, target: 'value', problem: DuplicateTitle.create({ first }) });
  }
  return warnings;
}
