// The content core's problems as the studio answers them: each at the field it is at (the core reports line
// and column, the form shows fields by path), in the owner's words, with its fix when one button can make it,
// and one problem a field: an emptied neighbouring town is one message, not "empty" and "no such town" at once.
import { collectionFor } from '../../content/collections.ts';
import { SITE_FILE } from '../../content/files.ts';
import type { ContentError } from '../../content/types.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { collections } from '../../site/collections.ts';
import type { JsonSchema } from './client/schema.ts';
import { contentFileName, schemaFor } from './content-files.ts';
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
  find: ReturnType<typeof fieldFinder>['find'];
  data: unknown;
  /** The problems of this text already said, by what they depend on besides it: said again only when the file changes. */
  said: Map<string, { words: OwnerWords; fix?: Fix }>;
  /** The text's version, as a fix names it (worked out for the first fix). */
  hash?: string;
  /** The schema they were said with (the site settings' counties and services give the town's). */
  saidWith?: JsonSchema | null;
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
    const view: FileView = { source, ...fieldFinder(source), said: new Map() };
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

  /**
   * `errors` then `warnings`, each in the owner's words, at most one a field (an error before a warning).
   * `nameOf` gives the name of a page a message names, when the caller has the pages at hand (a check has
   * just read them all); without it, the page's file is read.
   */
  async describe(errors: readonly Reported[], warnings: readonly Reported[], sources: ReadonlyMap<string, string>, site: SiteConfig | undefined, hash: (text: string) => string, nameOf?: (file: string) => string | undefined): Promise<FieldProblem[]> {
    const all = [...errors.map((e) => ({ e, severity: 'error' as const })), ...warnings.map((e) => ({ e, severity: 'warning' as const }))];
    // The pages' names are read only for the files a message names (another town like this one, say).
    const namedIn = ({ message, hint }: Reported): string[] => `${message} ${hint ?? ''}`.match(/\bpages\/[\w/.-]+?\.ya?ml/g) ?? [];
    const namedFiles = [...new Set(all.flatMap(({ e }) => namedIn(e)))];
    const names = new Map<string, string>();
    for (const f of namedFiles) {
      const name = nameOf ? nameOf(f) : await contentFileName(this.root, f);
      if (name !== undefined) names.set(f, name);
    }
    const seen = new Set<string>();
    const problems: FieldProblem[] = [];
    for (const { e, severity } of all) {
      const source = sources.get(e.file);
      const view = source === undefined ? undefined : this.view(e.file, source);
      const path = e.path ?? (view ? view.find(e.line, e.column) : []);
      const schema = this.schemaOf(e.file, site);
      if (view && view.saidWith !== schema) {
        view.said.clear();
        view.saidWith = schema;
      }
      const ctx: WordsContext = { schema, data: view?.data, kind: kindOf(e.file), names };
      const problem = { name: e.name, message: e.message, path, ...(e.hint !== undefined && { hint: e.hint }) };
      // The same problem of the same text (a warning of one of a thousand towns, at every check) is said once:
      // its words depend on the text, the problem, the site settings (the schema) and the names of the pages it
      // names, all in the key.
      const named = namedIn(e).map((f) => names.get(f) ?? '');
      const memo = view && `${e.name}\0${e.message}\0${e.hint ?? ''}\0${pathKey(path)}\0${named.join('\0')}`;
      let said = memo === undefined ? undefined : view?.said.get(memo);
      if (!said) {
        // Its fix too, made from the same text.
        const fix = view ? fixOf(problem, e.file, (view.hash ??= hash(view.source)), view.data) : undefined;
        said = { words: ownerWords(problem, ctx), ...(fix && { fix }) };
        if (memo !== undefined) view?.said.set(memo, said);
      }
      const { words, fix } = said;
      // One problem a field; the page as a whole may have several, each said once.
      const key = `${e.file}\0${path.length ? pathKey(path) : `\0${words.message}`}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ name: e.name, file: e.file, line: e.line, column: e.column, path, severity, ...words, ...(fix && { fix }) });
    }
    return problems;
  }
}
