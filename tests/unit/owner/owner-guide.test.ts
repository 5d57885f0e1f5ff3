// The owner's guide (docs/owner-guide.md) stays true and in the owner's words. Its first part, up to
// "For owners who edit on a computer", is for someone on a phone who never opened a terminal: it names no
// file, folder, command or word of code (tests/support/developer-words.ts, and git, npm, terminal, YAML) and
// carries pictures of the real screens (docs/owner-guide/, made by `npm run docs:screens`). Every word the
// guide quotes in “curly quotes” (and, in the first part, in "straight" ones too) is the screens' own: a whole
// text of the studio's or the inbox's modules, or a whole sentence of one, a `${…}` of a template standing
// for any words (a choice between texts, for one of them). Every `npm run <name>` of the last part is a
// script of package.json. Reads files only: no server, no build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { developerWords } from '../../support/developer-words.ts';

const ROOT = process.cwd();
const GUIDE = 'docs/owner-guide.md';
const PICTURES = 'docs/owner-guide';
const COMPUTER_PART = /^## For owners who edit on a computer$/m;

/** Where the screens' words are written: the studio's and the inbox's text, and the customer's page. */
const TEXT_MODULES = [
  'src/owner/studio/client/text.ts',
  'src/owner/studio/messages.ts',
  'src/server/inbox/messages.ts',
  'src/server/reviews/review-words.ts',
  'src/server/intake/intake-text.ts',
  'src/server/parties/party-words.ts',
  ...['src/server/inbox', 'src/server/appointments'].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && (dir.endsWith('appointments') || f.endsWith('.tsx')))
      .map((f) => `${dir}/${f}`),
  ),
];

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const guide = read(GUIDE);
// What a reader sees: no HTML comments, no code blocks.
const shown = guide.replace(/<!--[\s\S]*?-->/g, '').replace(/```[\s\S]*?```/g, '');
const split = shown.search(COMPUTER_PART);
const ownerPart = split < 0 ? shown : shown.slice(0, split);
const computerPart = split < 0 ? '' : shown.slice(split);

/** The part's prose as read: pictures and links by their words, not their addresses. */
const prose = (text: string) => text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');

/** The words that give a file, a command or code away, beyond the studio's own list. */
const FILES_AND_COMMANDS =
  /\bnpm\b|\bnpx\b|\bgit\b|\bGitHub\b|\bterminal\b|\bcommand line\b|\bYAML\b|\bslugs?\b|\bschemas?\b|\bremote\b|\bcommit\w*|\b[\w-]+\.(ya?ml|json|tsx?|m?js|md)\b|\b(pages|public|src|docs|scripts|data|dist|tests|schemas)\/|site\.config|`/i;
/** Names of phones, written as their makers write them (camel case that is not code). */
const BRANDS = /\biPhones?\b|\biPads?\b/g;

// ---- The screens' words ----------------------------------------------------------------------------------

/** A text of the source as pieces: words as written, and `${…}` as any words or a choice of texts. */
type Piece = { text: string } | { pattern: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pieces of a string-valued expression, or undefined when it is not one. */
function piecesOf(node: ts.Node): Piece[] | undefined {
  if (ts.isParenthesizedExpression(node)) return piecesOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }];
  if (ts.isTemplateExpression(node)) {
    const pieces: Piece[] = [{ text: node.head.text }];
    for (const span of node.templateSpans) pieces.push({ pattern: placeholder(span.expression) }, { text: span.literal.text });
    return pieces;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = piecesOf(node.left);
    const right = piecesOf(node.right);
    return left && right ? [...left, ...right] : undefined;
  }
  return undefined;
}

/** What a `${…}` may stand for: one of the texts a choice gives, or any words. */
function placeholder(expression: ts.Expression): string {
  const inner = ts.isParenthesizedExpression(expression) ? expression.expression : expression;
  if (ts.isConditionalExpression(inner)) {
    const yes = piecesOf(inner.whenTrue);
    const no = piecesOf(inner.whenFalse);
    if (yes && no) return `(?:${patternOf(yes)}|${patternOf(no)})`;
  }
  return '.+?';
}

const patternOf = (pieces: Piece[]) => pieces.map((p) => ('text' in p ? escape(p.text.replace(/\s+/g, ' ')) : p.pattern)).join('');

/** A text's sentences, each as pieces: a sentence ends at ".", "?" or "!" followed by a space. */
function sentencesOf(pieces: Piece[]): Piece[][] {
  const sentences: Piece[][] = [[]];
  for (const piece of pieces) {
    if (!('text' in piece)) {
      sentences.at(-1)!.push(piece);
      continue;
    }
    const parts = piece.text.split(/(?<=[.?!])\s+/);
    parts.forEach((part, i) => {
      if (i > 0) sentences.push([]);
      if (part) sentences.at(-1)!.push({ text: part });
    });
  }
  return sentences.filter((s) => s.length > 0);
}

/** Every text the screens can show, as patterns of a whole text or a whole sentence of one. */
let known: RegExp[] | undefined;
function screenWords(): RegExp[] {
  if (known) return known;
  const patterns = new Set<string>();
  const add = (pieces: Piece[]) => {
    // A text that is only `${…}`s of any words says nothing of its own: it would match anything.
    const pattern = patternOf(pieces).trim();
    if (/[A-Za-z]{2}/.test(pattern.replaceAll('.+?', ''))) patterns.add(pattern);
  };
  for (const file of TEXT_MODULES) {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      const pieces = ts.isJsxText(node) ? [{ text: node.text.trim() }] : piecesOf(node);
      if (pieces) {
        add(pieces);
        for (const sentence of sentencesOf(pieces)) add(sentence);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  known = [...patterns].map((p) => new RegExp(`^${p}$`));
  return known;
}

/** The quoted words of a text, outside code (`…`), with their line breaks made spaces. */
function quotes(text: string, kinds: 'curly' | 'all'): string[] {
  const plain = text.replace(/`[^`]*`/g, '');
  const found = [...plain.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
  if (kinds === 'all') found.push(...[...plain.matchAll(/"([^"]+)"/g)].map((m) => m[1]!));
  return found.map((q) => q.replace(/\s+/g, ' ').trim());
}

// ---- The checks --------------------------------------------------------------------------------------------

describe("the owner's guide", () => {
  it('has a first part for the phone and a last part for owners who edit on a computer', () => {
    expect(split, 'the heading "## For owners who edit on a computer"').toBeGreaterThan(0);
    expect(ownerPart).toMatch(/^## The studio/m);
    expect(ownerPart).toMatch(/^## Answer a booking/m);
    expect(ownerPart).toMatch(/^## When something goes wrong/m);
  });

  it('names no file, folder, command or word of code before that last part', () => {
    const lines = prose(ownerPart).split('\n');
    const found = lines.flatMap((line, i) => {
      const words = developerWords(line.replace(BRANDS, 'phone')) ?? FILES_AND_COMMANDS.exec(line)?.[0];
      return words ? [`line ${i + 1}: ${words} in "${line.trim()}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it('carries at least five pictures of the screens in its first part, and every picture it names exists', () => {
    const pictures = (text: string) => [...text.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(pictures(ownerPart).length).toBeGreaterThanOrEqual(5);
    for (const picture of pictures(shown)) {
      expect(picture, 'a picture of docs/owner-guide/').toMatch(/^owner-guide\/[\w-]+\.png$/);
      expect(existsSync(join(ROOT, dirname(GUIDE), picture)), picture).toBe(true);
    }
  });

  it('shows every picture that npm run docs:screens makes', () => {
    const made = readdirSync(join(ROOT, PICTURES)).filter((f) => f.endsWith('.png'));
    expect(made.length).toBeGreaterThanOrEqual(5);
    for (const file of made) expect(ownerPart, file).toContain(`](owner-guide/${file})`);
  });

  it("quotes only the screens' own words", () => {
    const words = screenWords();
    const said = [...quotes(ownerPart, 'all'), ...quotes(computerPart, 'curly')];
    expect(said.length).toBeGreaterThan(50);
    expect(said.filter((q) => !words.some((w) => w.test(q)))).toEqual([]);
  });

  it('tells apart what the screens say from what they do not (the check is not loose)', () => {
    const words = screenWords();
    const isScreenWords = (q: string) => words.some((w) => w.test(q));
    // Whole texts, whole sentences, and templates with their choices.
    expect(isScreenWords('Live now')).toBe(true);
    expect(isScreenWords('Confirmed. We emailed Ann Lee the details and a calendar file.')).toBe(true);
    expect(isScreenWords('Put the site back as it was before this publish?')).toBe(true);
    expect(isScreenWords('2 problems to fix')).toBe(true);
    expect(isScreenWords('Drive about 1 mile, 3 min')).toBe(true);
    // Not a part of a sentence, not another word of a choice, not a label that is not there.
    expect(isScreenWords('Live')).toBe(false);
    expect(isScreenWords('the site back as it was')).toBe(false);
    expect(isScreenWords('2 problem to fixes')).toBe(false);
    expect(isScreenWords('Publish now')).toBe(false);
    expect(isScreenWords('Book This Package')).toBe(false);
  });

  it('names only npm scripts that package.json has', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });
});
