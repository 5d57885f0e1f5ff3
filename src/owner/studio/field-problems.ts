// The content core's problems as the studio answers them: each at the field it is at (the core reports line
// and column, the form shows fields by path), in the owner's words, with its fix when one button can make it,
// and one problem a field: an emptied neighbouring town is one message, not "empty" and "no such town" at once.
import { parse } from 'yaml';
import { collectionFor } from '../../content/collections.ts';
import { SITE_FILE } from '../../content/files.ts';
import type { ContentError } from '../../content/types.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { collections } from '../../site/collections.ts';
import type { JsonSchema } from './client/schema.ts';
import { listContentFiles } from './content-files.ts';
import { schemaFor } from './content-files.ts';
import { fieldFinder } from './field-path.ts';
import { pathKey, type Path } from './ops.ts';
import { fixOf, type Fix } from './problem-fixes.ts';
import { ownerWords, type OwnerWords, type WordsContext } from './problem-words.ts';

export type { Fix };

export interface FieldProblem {
  name: string;
  file: string;
  line: number;
  column: number;
  /** The field it is at, in the file's data; empty when it concerns the whole file. */
  path: Path;
  /** The field as the form shows it ("Package 2 › Title"); "" for the page as a whole. */
  where: string;
  /** What is wrong, in the owner's words. */
  message: string;
  /** What to do, as a sentence of its own ("Did you mean /contact?"), when there is more to say than the message. */
  hint?: string;
  severity: 'error' | 'warning';
  /** Its fix, when one button can make it. */
  fix?: Fix;
}

/** A problem as the core or a check reports it, with its path when the reporter knows it. */
export type Reported = Pick<ContentError, 'name' | 'file' | 'line' | 'column' | 'message' | 'hint'> & { path?: Path };

interface FileView {
  source: string;
  find: ReturnType<typeof fieldFinder>;
  data: unknown;
  /** The problems of this text already said, by what they depend on besides it: said again only when the file changes. */
  said: Map<string, OwnerWords>;
}

const kindOf = (file: string): string => (file === SITE_FILE ? 'site' : (collectionFor(file, collections)?.collection.name ?? 'page'));

/** The problems of one workspace in the owner's words; each file is parsed once for all its problems, again only when it changes. */
export class ProblemWords {
  private readonly views = new Map<string, FileView>();
  private readonly schemas = new WeakMap<object, JsonSchema>();

  constructor(private readonly root: string) {}

  private view(file: string, source: string): FileView {
    const known = this.views.get(file);
    if (known?.source === source) return known;
    let data: unknown;
    try {
      data = parse(source);
    } catch {
      data = undefined;
    }
    const view = { source, find: fieldFinder(source), data, said: new Map<string, OwnerWords>() };
    this.views.set(file, view);
    return view;
  }

  private schemaOf(file: string, site: SiteConfig | undefined): JsonSchema | null {
    const found = schemaFor(file, site);
    if (!found) return null;
    let schema = this.schemas.get(found);
    if (!schema) this.schemas.set(found, (schema = JSON.parse(found.json) as JsonSchema));
    return schema;
  }

  /** `errors` then `warnings`, each in the owner's words, at most one a field (an error before a warning). */
  /** The site settings the problems were last said with (a change of them gives other schemas). */
  private site: SiteConfig | undefined;

  async describe(errors: readonly Reported[], warnings: readonly Reported[], sources: ReadonlyMap<string, string>, site: SiteConfig | undefined, hash: (text: string) => string): Promise<FieldProblem[]> {
    if (site !== this.site) for (const view of this.views.values()) view.said.clear();
    this.site = site;
    const all = [...errors.map((e) => ({ e, severity: 'error' as const })), ...warnings.map((e) => ({ e, severity: 'warning' as const }))];
    // The pages' names are read only for a message that names another page's file.
    const namesNeeded = all.some(({ e }) => /\bpages\//.test(`${e.message} ${e.hint ?? ''}`));
    const names = new Map(namesNeeded ? (await listContentFiles(this.root)).map((f) => [f.file, f.name]) : []);
    const seen = new Set<string>();
    const problems: FieldProblem[] = [];
    for (const { e, severity } of all) {
      const source = sources.get(e.file);
      const view = source === undefined ? undefined : this.view(e.file, source);
      const path = e.path ?? (view ? view.find(e.line, e.column) : []);
      const ctx: WordsContext = { schema: this.schemaOf(e.file, site), data: view?.data, kind: kindOf(e.file), names };
      const problem = { name: e.name, message: e.message, path, ...(e.hint !== undefined && { hint: e.hint }) };
      // The same problem of the same text (a warning of one of a thousand towns, at every check) is said once:
      // its words depend on the text, the problem, the site settings (the schema) and the names of the pages it
      // names, all in the key.
      const named = `${e.message} ${e.hint ?? ''}`.match(/\bpages\/[\w/.-]+?\.ya?ml/g)?.map((f) => names.get(f) ?? '') ?? [];
      const memo = view && `${e.name}\0${e.message}\0${e.hint ?? ''}\0${pathKey(path)}\0${named.join('\0')}`;
      let words = memo === undefined ? undefined : view?.said.get(memo);
      if (!words) {
        words = ownerWords(problem, ctx);
        if (memo !== undefined) view?.said.set(memo, words);
      }
      // One problem a field; the page as a whole may have several, each said once.
      const key = `${e.file}\0${path.length ? pathKey(path) : `\0${words.message}`}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const fix = view ? fixOf(problem, e.file, hash(view.source), view.data) : undefined;
      problems.push({ name: e.name, file: e.file, line: e.line, column: e.column, path, severity, ...words, ...(fix && { fix }) });
    }
    return problems;
  }
}
