// The YAML mistakes owners make most, told in plain words at the line that is wrong. The yaml parser finds
// that something is wrong, but often one line late or early and in its own terms ("nested mappings are not
// allowed in compact mappings"); when it reports an error, the lines around it are read again here for a
// tab, a line indented too far or not enough, a missing space after a colon, or a value that needs quotes.
import { parseDocument } from 'yaml';
import { YamlIndentation, YamlMissingSpace, YamlTab, YamlUnquotedValue, type Problem } from './errors.ts';

export interface Mistake {
  problem: Problem;
  /** 1-based line and column, and where the marked part ends on that line (exclusive). */
  line: number;
  column: number;
  endColumn: number;
}

interface Line {
  n: number;
  text: string;
  indent: number;
  /** The text after the indent, without a trailing comment. */
  body: string;
}

/** `key: value`, `- key: value`, `key:` — the key, where the value starts, and the value as written. */
const KEY = /^(-\s+)?([A-Za-z_][\w.-]*|"[^"]*"|'[^']*')(\s*):(\s*)(.*)$/;

function stripComment(text: string): string {
  // A # starts a comment at the line's start or after a space, outside quotes.
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || text[i - 1] === ' ')) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

function linesOf(source: string): Line[] {
  return source.split(/\r?\n/).map((text, i) => {
    const indent = /^[ ]*/.exec(text)?.[0].length ?? 0;
    return { n: i + 1, text, indent, body: stripComment(text.slice(indent)) };
  });
}

/** A tab in the indentation of any line. */
function findTab(lines: Line[]): Mistake | undefined {
  for (const l of lines) {
    const lead = /^[ \t]*/.exec(l.text)?.[0] ?? '';
    const at = lead.indexOf('\t');
    if (at >= 0 && l.text.trim() !== '') return { problem: YamlTab.create({}), line: l.n, column: at + 1, endColumn: lead.length + 1 };
  }
  return undefined;
}

/** Whether the line's value continues on the lines below: `key:`, `- key:`, `-`, or a `|`/`>` text block. */
const opensBlock = (body: string): boolean => /:$/.test(body) || /^-$/.test(body) || /(^|[:\s])[|>][+-]?\d*$/.test(body);
const opensText = (body: string): boolean => /(^|[:\s])[|>][+-]?\d*$/.test(body);

/**
 * The first line whose indentation does not fit the lines above it: deeper than a line that already has
 * its value, or at a column where no mapping or list above it is.
 */
function findIndentation(lines: Line[]): Mistake | undefined {
  // Columns of the mappings and lists this line could belong to, innermost last; a list's column takes
  // only its items ("- ..."), the keys of an item sit two columns right of its dash.
  const levels: Array<{ col: number; list: boolean }> = [{ col: 0, list: false }];
  const top = () => levels.at(-1) ?? { col: 0, list: false };
  let previous: Line | undefined;
  let textIndent: number | undefined; // inside a | or > block: lines indented deeper are its text
  for (const l of lines) {
    if (l.body === '' || l.body.startsWith('#') || l.text.trim() === '---') continue;
    if (textIndent !== undefined) {
      if (l.indent > textIndent) continue;
      textIndent = undefined;
    }
    const item = l.body === '-' || l.body.startsWith('- ');
    const open = levels.map((v) => v.col);
    if (previous && opensBlock(previous.body) && (l.indent > top().col || (l.indent === top().col && item && !top().list))) {
      // A new, deeper mapping or list (a list may start at its key's own column: "key:\n- item").
      levels.push({ col: l.indent, list: item });
    } else if (l.indent > top().col) {
      const owner = previous && KEY.exec(previous.body)?.[2];
      return {
        problem: YamlIndentation.create({ way: 'too far', spaces: l.indent, expected: top().col, ...(owner && { owner }) }),
        line: l.n,
        column: 1,
        endColumn: l.indent + 1,
      };
    } else {
      while (top().col > l.indent) levels.pop();
    }
    const level = top();
    if (level.col !== l.indent || (level.list && !item)) {
      // The owner most likely meant the nearest column a line above it starts at (for a key under a
      // list, the column of the item's keys).
      const candidates = level.list && level.col === l.indent ? [l.indent + 2] : open;
      const nearest = candidates.reduce((best, c) => {
        const d = Math.abs(c - l.indent) - Math.abs(best - l.indent);
        return d < 0 || (d === 0 && c > best) ? c : best;
      });
      return {
        problem: YamlIndentation.create({ way: 'not enough', spaces: l.indent, expected: nearest }),
        line: l.n,
        column: 1,
        endColumn: l.indent + 1,
      };
    }
    if (item && !level.list) level.list = true;
    if (item) levels.push({ col: l.indent + 2, list: false });
    if (opensText(l.body)) textIndent = l.indent;
    previous = l;
  }
  return undefined;
}

/** `name:Greenville`: a key and its value with no space between (not a web address or a time). */
function findMissingSpace(l: Line): Mistake | undefined {
  const m = /^(-\s+)?([A-Za-z_][\w-]*):([^\s/:][^]*)$/.exec(l.body);
  if (!m?.[2] || !m[3] || /^\d/.test(m[3])) return undefined;
  const column = l.indent + (m[1]?.length ?? 0) + m[2].length + 1;
  return { problem: YamlMissingSpace.create({ key: m[2], value: m[3] }), line: l.n, column, endColumn: column + 1 };
}

/** Characters YAML reads as syntax at the start of a plain value. */
const RESERVED_START = /^([@`%*&!|>[{"']|[-?](?=\s|$))/;

/** Where the value of a `key: value` line starts, and the line written with the value in double quotes. */
function valueAt(l: Line, m: RegExpExecArray): { column: number; value: string; quoted: (v: string) => string } {
  const value = m[5] ?? '';
  const column = l.indent + (m[1]?.length ?? 0) + (m[2]?.length ?? 0) + (m[3]?.length ?? 0) + 1 + (m[4]?.length ?? 0) + 1;
  const quoted = (v: string) => `${m[2]}: "${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return { column, value, quoted };
}

/** A value that YAML cannot take as plain text: it contains ": " or starts with a reserved character. */
function findUnquoted(l: Line): Mistake | undefined {
  const m = KEY.exec(l.body);
  if (!m?.[2] || !m[5]) return undefined;
  // Only a line that is wrong on its own: a quoted value, an inline list, a | text block are fine.
  const alone = parseDocument(`${m[2]}: ${m[5]}`);
  if (alone.errors.length === 0 && alone.warnings.length === 0) return undefined;
  const { column, value, quoted } = valueAt(l, m);
  if (/:\s/.test(value) && !/^["'[{]/.test(value)) {
    return { problem: YamlUnquotedValue.create({ key: m[2], why: 'contains ": ", which YAML reads as the start of another key', fix: quoted(value) }), line: l.n, column, endColumn: column + value.length };
  }
  const start = RESERVED_START.exec(value)?.[1];
  if (start) {
    const why = start === '"' || start === "'"
      ? `is quoted only in part, and YAML ends a quoted value at its closing quote`
      : `starts with "${start}", which YAML reserves for its own syntax`;
    return { problem: YamlUnquotedValue.create({ key: m[2], why, fix: quoted(value) }), line: l.n, column, endColumn: column + value.length };
  }
  return undefined;
}

const READ_AS = {
  '&': 'which YAML reads as a name given to the rest of the value, so the word after "&" is lost',
  '*': 'which YAML reads as a reference to a value named with "&" earlier, and there is none',
};

/** The value on `line` that YAML took for an anchor (`&`) or an alias (`*`): it needs quotes. */
export function referenceMistake(source: string, line: number, sign: '&' | '*'): Mistake | undefined {
  const l = linesOf(source)[line - 1];
  const m = l && KEY.exec(l.body);
  if (!l || !m?.[2] || !m[5]?.startsWith(sign)) return undefined;
  const { column, value, quoted } = valueAt(l, m);
  return { problem: YamlUnquotedValue.create({ key: m[2], why: `starts with "${sign}", ${READ_AS[sign]}`, fix: quoted(value) }), line, column, endColumn: column + value.length };
}

/**
 * The plain-words mistake behind a yaml error reported at `errorLine`, if it is one of the common ones and
 * on that line or next to it; undefined to keep the parser's own message.
 */
export function diagnoseYaml(source: string, errorLine: number): Mistake | undefined {
  const lines = linesOf(source);
  const tab = findTab(lines);
  if (tab) return tab;
  const near = (m: Mistake | undefined) => (m && Math.abs(m.line - errorLine) <= 1 ? m : undefined);
  for (const n of [errorLine, errorLine + 1, errorLine - 1]) {
    const l = lines[n - 1];
    if (!l || l.body === '') continue;
    const found = findMissingSpace(l) ?? findUnquoted(l);
    if (found) return found;
  }
  return near(findIndentation(lines));
}
