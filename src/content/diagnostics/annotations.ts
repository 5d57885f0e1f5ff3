// Content problems as GitHub Actions sees them: one workflow command per problem
// (`::error file=…,line=…,col=…,title=…::message`), which GitHub shows on the line of the file in a pull
// request and in the run's summary, and a Markdown table for the job summary. Escaping follows the rules of
// GitHub's own toolkit (@actions/core, command.ts): in data, "%", CR and LF; in properties also ":" and ",",
// so a file name or a message can never end the command early or add a property of its own.
import type { ContentError } from '../types.ts';

export const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export type AnnotationLevel = 'error' | 'warning';

/** One problem as a workflow command. The hint follows the message on a line of its own. */
export function annotation(error: ContentError, level: AnnotationLevel = 'error'): string {
  const props: Array<[string, string | number]> = [
    ['file', error.file],
    ['line', error.line],
    ['col', error.column],
  ];
  // GitHub's end column is the last column marked; ours is the one after it.
  if (error.endLine !== undefined && error.endLine !== error.line) props.push(['endLine', error.endLine]);
  else if (error.endColumn !== undefined && error.endColumn - 1 > error.column) props.push(['endColumn', error.endColumn - 1]);
  props.push(['title', error.name]);
  const message = error.hint ? `${error.message}\nhint: ${error.hint}` : error.message;
  return `::${level} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',')}::${escapeData(message)}`;
}

export function annotations(errors: readonly ContentError[], warnings: readonly ContentError[]): string {
  return [...errors.map((e) => annotation(e, 'error')), ...warnings.map((w) => annotation(w, 'warning'))].map((l) => `${l}\n`).join('');
}

/** A table cell: no line breaks, no column breaks, no markup from a file. */
const cell = (s: string): string => s.replace(/\r?\n/g, ' ').replace(/[\\|`*_<>[\]]/g, (c) => `\\${c}`);

/** The problems for the job summary: what is wrong and where, in the order an owner would fix them. */
export function problemsMarkdown(errors: readonly ContentError[], warnings: readonly ContentError[]): string {
  if (errors.length === 0 && warnings.length === 0) return '### Content\n\n✅ No problems in the content.\n';
  const rows = [
    ...errors.map((e) => ({ e, kind: '❌ problem' })),
    ...warnings.map((e) => ({ e, kind: '⚠️ worth a look' })),
  ].map(({ e, kind }) => `| ${kind} | ${cell(e.file)}:${e.line}:${e.column} | ${cell(e.message)}${e.hint ? ` ${cell(`(${e.hint})`)}` : ''} |`);
  const counts = `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} to fix, ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`;
  return ['### Content', '', counts, '', '| | where | what |', '|---|---|---|', ...rows, ''].join('\n');
}
