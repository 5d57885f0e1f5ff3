// Parses one YAML file with positions; its syntax problems come back as data, like yaml's own doc.errors.
import { LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import { DuplicateKey, YamlSyntaxError, type Problem } from './errors.ts';
import { earlierKeyLine, spanOf, unresolvedAlias, type Span } from './locate.ts';

export interface YamlFile {
  /** Relative to the project root, with "/" separators. */
  file: string;
  source: string;
  doc: Document;
  lc: LineCounter;
  /** The plain data; undefined when the file has syntax errors (it is then not validated). */
  data: unknown;
  syntaxErrors: Array<{ problem: Problem; span: Span }>;
}

const HINTS: Array<[RegExp, string]> = [
  [/^All mapping items must start at the same column/, 'indent this line exactly like the other keys of its mapping, with spaces.'],
  [/^Nested mappings are not allowed in compact mappings/, 'a line below is indented more than this key, or a value contains ": " (then put the value in double quotes).'],
  [/^Implicit keys need to be on a single line/, 'a line is indented more than the key above it; line it up with its neighbours.'],
  [/^Sequence item without - indicator/, 'list items start with "- " and line up with the other items.'],
  [/^Missing closing/, 'close the quote at the end of the value.'],
  [/^Tabs are not allowed/, 'indent with spaces; YAML does not allow tabs.'],
  [/^Plain value cannot start with/, 'put the value in double quotes.'],
  [/^Unexpected scalar/, 'if the value contains quotes or ": ", write the whole value in double quotes.'],
  [/^Source contains multiple documents/, 'a content file holds one document: remove the "---" line.'],
];

function detailOf(error: YAMLError): string {
  const first = error.message.split('\n')[0] ?? error.code;
  return (first.charAt(0).toLowerCase() + first.slice(1)).replace(/[.:]\s*$/, '');
}

/** yaml often points one character at the start of a line: point at the word the owner must fix. */
function widen(source: string, start: number, end: number): [number, number] {
  let from = start;
  while (source[from] === ' ') from++;
  if (source[from] === '\n' || from >= source.length) from = start;
  let to = Math.max(end, from + 1);
  if (to - from <= 1) {
    const token = /^[^\s:,[\]{}#]+/.exec(source.slice(from));
    if (token) to = from + token[0].length;
  }
  return [from, to];
}

function syntaxProblem(error: YAMLError): Problem {
  const detail = detailOf(error);
  return YamlSyntaxError.create({ detail, hint: HINTS.find(([re]) => re.test(error.message))?.[1] });
}

export function parseYaml(file: string, source: string): YamlFile {
  const lc = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const syntaxErrors: YamlFile['syntaxErrors'] = [];
  const seenLines = new Set<number>();
  // One mistake often yields several yaml errors on the same line; the first says it best.
  for (const error of [...doc.errors, ...doc.warnings]) {
    const [from, to] = widen(source, error.pos[0], error.pos[1]);
    const span = spanOf(lc, from, to);
    if (seenLines.has(span.line)) continue;
    seenLines.add(span.line);
    const problem = error.code === 'DUPLICATE_KEY'
      ? DuplicateKey.create({ key: source.slice(from, to), firstLine: earlierKeyLine(doc, lc, error.pos[0]) })
      : syntaxProblem(error);
    syntaxErrors.push({ problem, span });
  }
  if (syntaxErrors.length) return { file, source, doc, lc, data: undefined, syntaxErrors };

  const alias = unresolvedAlias(doc, lc);
  if (alias) {
    const detail = `the alias *${alias.name} refers to no anchor &${alias.name} above it`;
    return { file, source, doc, lc, data: undefined, syntaxErrors: [{ problem: YamlSyntaxError.create({ detail }), span: alias.span }] };
  }
  try {
    return { file, source, doc, lc, data: doc.toJS({ maxAliasCount: 100 }), syntaxErrors };
  } catch (e) {
    const first = e instanceof Error ? (e.message.split('\n')[0] ?? '') : '';
    const detail = first ? first.charAt(0).toLowerCase() + first.slice(1).replace(/[.:]\s*$/, '') : 'it cannot be read';
    return { file, source, doc, lc, data: undefined, syntaxErrors: [{ problem: YamlSyntaxError.create({ detail }), span: spanOf(lc, 0, 1) }] };
  }
}
