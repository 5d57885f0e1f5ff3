import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isCollection, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { EditOp, Path } from './ops.ts';
import { applyEdits } from './yaml-edit.ts';

const ROOT = join(import.meta.dirname, '../../..');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

/**
 * The project's content files, and every file of the fixtures. A collection of the project (pages/towns,
 * pages/parties: one template, as many files as the owner adds) is represented by its first three files, so
 * this test takes the same time however many towns there are; the fixtures hold every shape a file can take.
 */
function projectFiles(): string[] {
  const pages = yamlFiles(join(ROOT, 'pages'));
  const folderOf = (f: string) => relative(join(ROOT, 'pages'), f).split('/').slice(0, -1).join('/');
  const folders = [...new Set(pages.map(folderOf))];
  return folders.flatMap((folder) => {
    const files = pages.filter((f) => folderOf(f) === folder).sort();
    return folder === '' ? files : files.slice(0, 3);
  });
}
const contentFiles = [join(ROOT, 'site.config.yaml'), ...projectFiles(), ...yamlFiles(join(ROOT, 'tests/fixtures/content'))]
  .map((f) => [relative(ROOT, f), f] as const);

interface Leaf {
  path: Path;
  value: unknown;
  /** The lines (1-based) the value is written on. */
  lines: [number, number];
  /** How the value is written: its quoting, depth, length and lines, what holds it, its type, a comment after it. */
  kind: string;
}

/** Every scalar value of a file, with its path and lines. */
function leaves(source: string): Leaf[] {
  const lc = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lc });
  const out: Leaf[] = [];
  const walk = (node: unknown, path: Path, parent: unknown): void => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, String((pair.key as { value: unknown }).value)], node);
    else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i], node));
    else if (isScalar(node) && (node as Node).range) {
      const [start, end] = node.range!;
      const lines: [number, number] = [lc.linePos(start).line, lc.linePos(Math.max(start, end - 1)).line];
      const holder = `${isCollection(parent) && parent.flow ? 'flow' : 'block'} ${isSeq(parent) ? 'list' : 'mapping'}`;
      const kind = [node.type, path.length, String(node.value).length > 60 ? 'long' : 'short', lines[0] === lines[1] ? 'one line' : 'lines', holder, typeof node.value, node.comment ? 'comment' : ''].join('|');
      out.push({ path, value: node.toJSON(), lines, kind });
    }
  };
  walk(doc.contents, [], undefined);
  return out;
}

/**
 * The values an edit can meet, in a time a test can take however long the file: one of each way a value is
 * written, and the file's first and last value.
 */
function sample(all: Leaf[]): Leaf[] {
  const kinds = new Set<string>();
  return all.filter((leaf, i) => {
    const first = !kinds.has(leaf.kind);
    kinds.add(leaf.kind);
    return first || i === all.length - 1;
  });
}

const changedLines = (a: string, b: string): number[] => {
  const before = a.split('\n');
  return b.split('\n').flatMap((line, i) => (line === before[i] ? [] : [i + 1]));
};

describe('edits that keep the file', () => {
  it('finds the project and fixture content', () => {
    expect(contentFiles.length).toBeGreaterThan(10);
  });

  it.each(contentFiles)('%s: saved unchanged, and with each kind of value set to itself, it stays byte for byte', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(applyEdits(source, [])).toBe(source);
    const ops: EditOp[] = sample(leaves(source)).map(({ path, value }) => ({ op: 'set', path, value }));
    expect(ops.length).toBeGreaterThan(0);
    expect(applyEdits(source, ops)).toBe(source);
  });

  it.each(contentFiles)('%s: changing one text value changes only its own lines, and changing it back restores the file', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    const texts = sample(leaves(source).filter((l) => typeof l.value === 'string'));
    for (const { path, value, lines } of texts) {
      const text = String(value);
      // A block of text keeps its last line break, as the form's text box does.
      const edited = `${text.trimEnd()} and more${text.endsWith('\n') ? '\n' : ''}`;
      const changed = applyEdits(source, [{ op: 'set', path, value: edited }]);
      const before = source.split('\n');
      const after = changed.split('\n');
      // Lines before the value and after it are untouched (the value itself may wrap onto one more line).
      const tail = before.length - lines[1];
      expect(after.slice(0, lines[0] - 1), path.join('.')).toEqual(before.slice(0, lines[0] - 1));
      expect(after.slice(after.length - tail), path.join('.')).toEqual(before.slice(before.length - tail));
      expect(after.length - before.length, path.join('.')).toBeLessThanOrEqual(1);
      if (lines[0] === lines[1]) expect(changedLines(source, changed), path.join('.')).toEqual([lines[0]]);
      // Typed and typed back before a save: the file is written as it was.
      expect(applyEdits(source, [{ op: 'set', path, value: edited }, { op: 'set', path, value }]), path.join('.')).toBe(source);
    }
  });
});

describe('structure edits', () => {
  const town = `# A town
name: Greenville   # the name
county: Hunt
population: "28,164"

# What is near
attractions:
  - Historic Downtown  # old
  # the lake
  - Lake Tawakoni
  - 'Quoted Park'
coordinates: { lat: 33.1, lng: -96.1 }
`;
  it('changes a number-like text in its quotes, on its line', () => {
    const out = applyEdits(town, [{ op: 'set', path: ['population'], value: '30,000' }]);
    expect(changedLines(town, out)).toEqual([4]);
    expect(out).toContain('population: "30,000"');
  });

  it('quotes a text that would otherwise read as a number', () => {
    const out = applyEdits(town, [{ op: 'set', path: ['county'], value: '1234' }]);
    expect(parseDocument(out).get('county')).toBe('1234');
    expect(changedLines(town, out)).toEqual([3]);
  });

  it('moves a list item with its comment, adds and removes items', () => {
    const moved = applyEdits(town, [{ op: 'move', path: ['attractions'], from: 1, to: 0 }]);
    expect(moved).toContain('attractions:\n  # the lake\n  - Lake Tawakoni\n  - Historic Downtown  # old\n');
    const added = applyEdits(town, [{ op: 'insert', path: ['attractions'], index: 3, value: 'Farmers Market' }]);
    expect(added).toContain("  - 'Quoted Park'\n  - Farmers Market\ncoordinates");
    const removed = applyEdits(town, [{ op: 'remove', path: ['attractions', 0] }]);
    expect(removed).toContain('attractions:\n  # the lake\n  - Lake Tawakoni\n');
    expect(removed.startsWith('# A town\nname: Greenville   # the name\n')).toBe(true);
  });

  it('adds a key at the end of its mapping and rewrites a flow mapping in flow style', () => {
    const out = applyEdits(town, [
      { op: 'set', path: ['heroImage'], value: '/images/towns/greenville.jpg' },
      { op: 'set', path: ['coordinates', 'lat'], value: 33.2 },
    ]);
    expect(out).toContain('coordinates: { lat: 33.2, lng: -96.1 }\nheroImage: /images/towns/greenville.jpg\n');
  });

  it('a block given a new value as a whole keeps the comments and the lines inside it that did not change', () => {
    const page = 'title: About\nblocks:\n  - type: cta # the closing call\n    # what the owner says first\n    heading: Book now\n    actions:\n      - label: Call   # the phone\n        href: tel:+19035550100\n      - label: Write\n        href: /contact\n';
    const out = applyEdits(page, [
      { op: 'set', path: ['blocks', 0], value: { heading: 'Book today', type: 'cta', actions: [{ label: 'Call', href: 'tel:+19035550100' }] } },
    ]);
    expect(out).toBe('title: About\nblocks:\n  - type: cta # the closing call\n    # what the owner says first\n    heading: Book today\n    actions:\n      - label: Call   # the phone\n        href: tel:+19035550100\n');
  });

  it('a list item that loses its first key (the one on the "- " line) is written anew', () => {
    const page = 'blocks:\n  - type: text # first\n    heading: Hello\n    body: Hi\n';
    const out = applyEdits(page, [{ op: 'set', path: ['blocks', 0], value: { heading: 'Hello', body: 'Hi there' } }]);
    expect(parseDocument(out).toJS()).toEqual({ blocks: [{ heading: 'Hello', body: 'Hi there' }] });
  });

  it('a list or mapping replaced by one with nothing in common is written anew, in block style', () => {
    const page = 'title: About\nblocks:\n  - type: text\n    body: Hello\nlinks:\n  - label: A\n    href: /a\n';
    const out = applyEdits(page, [
      { op: 'set', path: ['blocks', 0], value: { kind: 'other' } },
      { op: 'set', path: ['links'], value: [] },
    ]);
    expect(parseDocument(out).toJS()).toEqual({ title: 'About', blocks: [{ kind: 'other' }], links: [] });
    expect(out).toContain('blocks:\n  - kind: other\n');
  });

  it('adds a block with nested lists at the indentation of the page', () => {
    const page = 'title: About\nblocks:\n  - type: text\n    body: Hello\n  # the end\n  - type: cta\n    heading: Book\n';
    const out = applyEdits(page, [
      { op: 'insert', path: ['blocks'], index: 2, value: { type: 'hero', title: 'Hi', actions: [{ label: 'Go', href: '/contact' }] } },
      { op: 'move', path: ['blocks'], from: 2, to: 0 },
    ]);
    expect(parseDocument(out).toJS().blocks.map((b: { type: string }) => b.type)).toEqual(['hero', 'text', 'cta']);
    expect(out).toContain('  - type: hero\n    title: Hi\n    actions:\n      - label: Go\n        href: /contact\n');
    expect(out).toContain('  # the end\n  - type: cta\n');
  });
});
