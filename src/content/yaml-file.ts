// Parses one YAML file with positions; its syntax problems come back as data, like yaml's own doc.errors.
import { LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import { DuplicateKey, YamlSyntaxError, type Problem } from './diagnostics/errors.ts';
import { aliasInsideItsAnchor, earlierKeyLine, spanOf, strayReference, unresolvedAlias, type Span } from './diagnostics/locate.ts';
import { diagnoseYaml, referenceMistake } from './diagnostics/yaml-mistakes.ts';

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
  [/^Sequence item without - indicator/, 'this line is indented differently from the lines above it: line it up with its neighbours, or start a new list item with "- ".'],
  [/^Missing closing/, 'close the quote at the end of the value.'],
  [/^Tabs are not allowed/, 'indent with spaces; YAML does not allow tabs.'],
  [/^Plain value cannot start with/, 'put the value in double quotes.'],
  [/^Unexpected scalar/, 'if the value contains quotes or ": ", write the whole value in double quotes.'],
  [/^Source contains multiple documents/, 'a content file holds one document: remove the "---" line.'],
];

/** yaml's first message line, made to follow "this is not valid YAML: ". */
function detailOf(message: string): string {
  const first = message.split('\n')[0]?.trim() || 'it cannot be read';
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
  const detail = detailOf(error.message);
  return YamlSyntaxError.create({ detail, hint: HINTS.find(([re]) => re.test(error.message))?.[1] });
}

export function parseYaml(file: string, source: string): YamlFile {
  const lc = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const syntaxErrors: YamlFile['syntaxErrors'] = [];
  const seenLines = new Set<number>();
  const problems = [...doc.errors, ...doc.warnings];
  // The common mistakes, said plainly at the line that is wrong; the parser's other reports of that one
  // mistake (often on the lines after it) are left out.
  const first = problems.find((e) => e.code !== 'DUPLICATE_KEY');
  const mistake = first && diagnoseYaml(source, lc.linePos(first.pos[0]).line);
  if (mistake) {
    const { line, column, endColumn, problem } = mistake;
    syntaxErrors.push({ problem, span: { line, column, endLine: line, endColumn } });
    return { file, source, doc, lc, data: undefined, syntaxErrors };
  }
  // One mistake often yields several yaml errors on the same line; the first says it best.
  for (const error of problems) {
    const [from, to] = widen(source, error.pos[0], error.pos[1]);
    const span = spanOf(lc, from, to);
    if (seenLines.has(span.line)) continue;
    seenLines.add(span.line);
    const problem = error.code === 'DUPLICATE_KEY'
      ? DuplicateKey.create({ key: source.slice(from, to), firstLine: earlierKeyLine(doc, lc, error.pos[0]) })
      : syntaxProblem(error);
    syntaxErrors.push({ problem, span });
  }
  // A duplicate key leaves a readable document (the last value wins), so validation can still go on.
  if (doc.errors.some((e) => e.code !== 'DUPLICATE_KEY') || doc.warnings.length) {
    return { file, source, doc, lc, data: undefined, syntaxErrors };
  }

  const stray = strayReference(doc, lc);
  const reference = stray && referenceMistake(source, stray.line, stray.sign);
  if (reference) {
    const { line, column, endColumn, problem } = reference;
    syntaxErrors.push({ problem, span: { line, column, endLine: line, endColumn } });
    return { file, source, doc, lc, data: undefined, syntaxErrors };
  }
  const alias = unresolvedAlias(doc, lc);
  if (alias) {
    const detail = `the alias *${alias.name} refers to no anchor &${alias.name} above it`;
    const hint = `mark the value to reuse with &${alias.name} before this line, or write the value out here.`;
    syntaxErrors.push({ problem: YamlSyntaxError.create({ detail, hint }), span: alias.span });
    return { file, source, doc, lc, data: undefined, syntaxErrors };
  }
  const inside = aliasInsideItsAnchor(doc, lc);
  if (inside) {
    const detail = `the alias *${inside.name} stands inside the value &${inside.name} marks, so that value would never end`;
    const hint = `write the value out here instead of *${inside.name}.`;
    syntaxErrors.push({ problem: YamlSyntaxError.create({ detail, hint }), span: inside.span });
    return { file, source, doc, lc, data: undefined, syntaxErrors };
  }
  try {
    return { file, source, doc, lc, data: doc.toJS({ maxAliasCount: 100 }), syntaxErrors };
  } catch (e) {
    const detail = detailOf(e instanceof Error ? e.message : '');
    syntaxErrors.push({ problem: YamlSyntaxError.create({ detail }), span: spanOf(lc, 0, 1) });
    return { file, source, doc, lc, data: undefined, syntaxErrors };
  }
}
