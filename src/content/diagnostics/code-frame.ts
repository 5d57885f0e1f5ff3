// The one printer for every content error: position and name, message, a code frame, and a hint.
import type { ContentError } from '../types.ts';

const ANSI = { bold: '\x1b[1m', red: '\x1b[31m', yellow: '\x1b[33m', cyan: '\x1b[36m', dim: '\x1b[2m', reset: '\x1b[0m' } as const;
type Paint = (style: keyof typeof ANSI, text: string) => string;

/**
 * Control characters from a file never reach the terminal: an escape sequence in a file could recolour,
 * move or clear it. Each becomes one visible character, so carets still line up (tabs are kept for that).
 */
export const visible = (text: string): string =>
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\ufffd';
  });

const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 1;

function frame(error: ContentError, source: string, paint: Paint): string[] {
  const lines = source.split(/\r?\n/).map(visible);
  const target = lines[error.line - 1];
  if (target === undefined) return [];
  const first = Math.max(1, error.line - CONTEXT_BEFORE);
  const last = Math.min(lines.length, error.line + CONTEXT_AFTER);
  const width = Math.max(2, String(last).length);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    // A file's final newline makes an empty last "line" that is not worth showing.
    if (n === lines.length && n !== error.line && lines[n - 1] === '') continue;
    const marker = n === error.line ? paint('red', '>') : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`.trimEnd());
    if (n === error.line) {
      const start = Math.min(error.column - 1, target.length);
      const sameLine = error.endLine === undefined || error.endLine === error.line;
      // A span over several lines is underlined to the end of its first line.
      // No end at all (a problem with the whole file): a single caret.
      const end = error.endColumn === undefined ? start + 1 : sameLine ? error.endColumn - 1 : target.length;
      const length = Math.max(1, Math.min(end, Math.max(target.length, start + 1)) - start);
      // Keep tabs so the carets line up under tab-indented text.
      const pad = target.slice(0, start).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${pad}${paint('red', '^'.repeat(length))}`);
    }
  }
  return out;
}

interface FormatOptions {
  color?: boolean;
  /** Warnings are printed the same way, in yellow, and counted as warnings. */
  warning?: boolean;
  /**
   * At most this many are printed in full, the others counted by name on one line: what a build or the dev
   * server prints at each run stays readable on a site of thousands of pages. `npm run validate` prints all.
   */
  shown?: number;
}

export function formatError(error: ContentError, source: string | undefined, opts: FormatOptions = {}): string {
  const paint: Paint = opts.color ? (style, text) => `${ANSI[style]}${text}${ANSI.reset}` : (_, text) => text;
  const name = opts.warning ? `${error.name} (warning)` : error.name;
  const out = [
    `${paint('cyan', `${visible(error.file)}:${error.line}:${error.column}`)}  ${paint('bold', paint(opts.warning ? 'yellow' : 'red', name))}`,
    `  ${visible(error.message)}`,
    ...(source === undefined ? [] : frame(error, source, paint)),
  ];
  if (error.hint) out.push(`  ${paint('dim', 'hint:')} ${visible(error.hint)}`);
  return out.join('\n');
}

/** How many warnings a build or the dev server prints in full at each run. */
export const WARNINGS_SHOWN = 20;

const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * All errors, one frame each (or the first `shown`, and the others counted by name), then a summary line
 * such as "5 problems in 2 files" (or "2 warnings in 1 file").
 */
export function formatErrors(
  errors: readonly ContentError[],
  sources: ReadonlyMap<string, string>,
  opts: FormatOptions = {},
): string {
  const kind = opts.warning ? 'warning' : 'problem';
  const full = opts.shown === undefined ? errors : errors.slice(0, opts.shown);
  const blocks = full.map((e) => formatError(e, sources.get(e.file), opts));
  const rest = errors.slice(full.length);
  if (rest.length > 0) {
    const byName = new Map<string, number>();
    for (const e of rest) byName.set(e.name, (byName.get(e.name) ?? 0) + 1);
    const names = [...byName].map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`).join(', ');
    blocks.push(`...and ${rest.length.toLocaleString('en-US')} more ${kind}${rest.length === 1 ? '' : 's'} not shown here (${names}); \`npm run validate\` prints every one.`);
  }
  const files = new Set(errors.map((e) => e.file)).size;
  return [...blocks, `${plural(errors.length, kind)} in ${plural(files, 'file')}`].join('\n\n');
}
