// Applies the form's edits to a YAML file's text so that only what was edited changes: a scalar is
// rewritten in place through yaml's CST (CST.setScalarValue keeps its quoting and, for block scalars, its
// indentation), and a list item or key is added, moved or removed by splicing the lines it spans. Every
// other byte (comments, blank lines, key order, quoting) is copied from the original. A flow collection
// (`{ lat: 1, lng: 2 }`) that changes shape is written again in flow style.
import { Composer, CST, Document, isCollection, isMap, isNode, isPair, isScalar, isSeq, Parser, parseDocument, stringify, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import { applyOp, coalesce, getIn, type EditOp, type Key, type Path } from './ops.ts';

export class EditError extends Error {}

/** Equal as YAML data: the order of a mapping's keys does not count, the order of a list's items does. */
function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => isDeepEqual(x, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && isDeepEqual(a[k], b[k]));
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The texts one applyEdits has parsed already (a large file's parse costs milliseconds at every key): each
 * step reads the text it is given, and the text it made is read back to check it, then read again by the
 * next step. A parse whose tokens get rewritten is taken out, so nothing reads a changed parse as the text's.
 */
let parsed: { composed: Map<string, { tokens: CST.Token[]; doc: Document.Parsed }>; read: Map<string, Document.Parsed> } | undefined;

/** What `memory` holds for `source`, made (and kept there) when it holds nothing. */
function remembered<T>(memory: Map<string, T> | undefined, source: string, make: (source: string) => T): T {
  const known = memory?.get(source);
  if (known) return known;
  const made = make(source);
  memory?.set(source, made);
  return made;
}

/** `source` composed, to be read and not changed. */
const compose = (source: string): { tokens: CST.Token[]; doc: Document.Parsed } => remembered(parsed?.composed, source, composeNew);

/** `source` composed, its tokens to be rewritten. */
function composeToChange(source: string): { tokens: CST.Token[]; doc: Document.Parsed } {
  const known = parsed?.composed.get(source);
  parsed?.composed.delete(source);
  return known ?? composeNew(source);
}

/** `source` read back as a document (errors in it, not thrown). */
const readBack = (source: string): Document.Parsed => remembered(parsed?.read, source, (text) => parseDocument(text));

function composeNew(source: string): { tokens: CST.Token[]; doc: Document.Parsed } {
  const tokens = [...new Parser().parse(source)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  const doc = docs[0];
  if (!doc) throw new EditError('the file is empty');
  if (doc.errors.length > 0) throw new EditError(`the file is not valid YAML: ${doc.errors[0]?.message.split('\n')[0]}`);
  return { tokens, doc };
}

const lineStart = (src: string, off: number): number => src.lastIndexOf('\n', off - 1) + 1;
const lineEnd = (src: string, off: number): number => {
  const nl = src.indexOf('\n', off);
  return nl < 0 ? src.length : nl + 1;
};
const isCommentLine = (line: string): boolean => /^\s*#/.test(line);
const column = (src: string, off: number): number => off - lineStart(src, off);

/** Indents every non-empty line of generated YAML by `n` spaces. */
const indent = (text: string, n: number): string => text.replace(/^(?=.)/gm, ' '.repeat(n));

const generate = (value: unknown): string => stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });

type Block = YAMLMap<unknown, unknown> | YAMLSeq<unknown>;

/** Where each item of a block collection starts (with the comment lines just above it) and where it ends. */
function spans(src: string, coll: Block): Array<{ start: number; contentStart: number; contentEnd: number; end: number }> {
  const anchors = coll.items.map((item) => {
    const node = (isPair(item) ? item.key : item) as Node | null;
    if (!node?.range) throw new EditError('an item of the list has no position');
    const contentEnd = isPair(item) ? ((item.value as Node | null)?.range?.[1] ?? (item.key as Node).range![1]) : node.range[1];
    return { anchor: node.range[0], contentEnd };
  });
  const out = anchors.map(({ anchor, contentEnd }, i) => {
    const contentStart = lineStart(src, anchor);
    let start = contentStart;
    if (i > 0) {
      // Comment lines just above an item travel with it.
      while (start > 0) {
        const prev = lineStart(src, start - 1);
        if (!isCommentLine(src.slice(prev, start))) break;
        start = prev;
      }
    }
    const end = lineEnd(src, Math.max(contentEnd - 1, anchor));
    return { start, contentStart, contentEnd: end, end };
  });
  // An item runs to where the next one starts, so blank lines between items stay with the one above.
  return out.map((s, i) => ({ ...s, end: out[i + 1]?.start ?? s.end }));
}

const withNewline = (s: string): string => (s.endsWith('\n') ? s : `${s}\n`);

function splice(src: string, from: number, to: number, text: string): string {
  return src.slice(0, from) + text + src.slice(to);
}

/** The index of `key` among a collection's items. */
function indexOf(coll: Block, key: Key): number {
  if (isSeq(coll)) return typeof key === 'number' && key < coll.items.length ? key : -1;
  return coll.items.findIndex((p) => isScalar(p.key) && String(p.key.value) === String(key));
}

/** The text of one item of `coll` holding `value` (a list item or a "key: value" line), at the collection's indentation. */
function itemText(src: string, coll: Block, key: Key, value: unknown): string {
  const col = coll.range ? column(src, coll.range[0]) : 0;
  return indent(generate(isSeq(coll) ? [value] : { [key]: value }), col);
}

/** The closest flow collection on the way to `path` (its path), if any. */
function flowAncestor(doc: Document.Parsed, path: Path): Path | undefined {
  for (let i = 0; i <= path.length; i++) {
    const node = doc.getIn(path.slice(0, i), true);
    if (isCollection(node) && node.flow) return path.slice(0, i);
  }
  return undefined;
}

/** Rewrites a flow collection with its new value, in flow style. */
function rewriteFlow(src: string, doc: Document.Parsed, at: Path, value: unknown): string {
  const node = doc.getIn(at, true) as Node;
  return splice(src, node.range![0], node.range![1], stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trimEnd());
}

/**
 * A folded block (`>`) is text the owner wrapped by hand: it is wrapped again at the width of its longest
 * line, so an edit reflows that paragraph and no other line of the file.
 */
function setFolded(src: string, node: Node, path: Path, value: string): string | undefined {
  const [start, end] = node.range!;
  const first = lineStart(src, start);
  const keyColumn = src.slice(first, start).search(/\S/);
  const body = src.slice(start, end).split('\n').slice(1);
  const width = Math.max(40, ...body.map((l) => l.length));
  const doc = new Document({ k: value });
  const scalar = doc.get('k', true) as Node & { type?: string };
  scalar.type = 'BLOCK_FOLDED';
  const written = doc.toString({ lineWidth: width - keyColumn, indent: 2 }).replace(/^k: /, '');
  const text = written.split('\n').map((l, i) => (i === 0 || l === '' ? l : ' '.repeat(keyColumn) + l)).join('\n');
  const out = splice(src, start, end, src.slice(start, end).endsWith('\n') ? text : text.replace(/\n$/, ''));
  return isDeepEqual(parseDocument(out).getIn(path), value) ? out : undefined;
}

/** Replaces one scalar's value in place, keeping its quoting when it still reads back as `value`. */
function setScalar(src: string, path: Path, value: string | number | boolean | null): string | undefined {
  const folded = compose(src).doc.getIn(path, true);
  if (isScalar(folded) && folded.type === 'BLOCK_FOLDED' && typeof value === 'string' && value.endsWith('\n')) {
    const out = setFolded(src, folded, path, value);
    if (out !== undefined) return out;
  }
  for (const type of [undefined, 'PLAIN', 'QUOTE_DOUBLE'] as const) {
    const { tokens, doc } = composeToChange(src);
    const node = doc.getIn(path, true);
    const parent = doc.getIn(path.slice(0, -1), true);
    if (!isScalar(node) || !node.srcToken || !CST.isScalar(node.srcToken)) return undefined;
    const text = value === null ? 'null' : String(value);
    if (type === 'PLAIN' && typeof value === 'string' && text.includes('\n')) continue;
    try {
      CST.setScalarValue(node.srcToken, text, { afterKey: isMap(parent), inFlow: isCollection(parent) && parent.flow === true, ...(type && { type }) });
    } catch {
      continue;
    }
    const out = tokens.map((t) => CST.stringify(t)).join('');
    const check = readBack(out);
    if (check.errors.length === 0 && isDeepEqual(check.getIn(path), value)) return out;
  }
  return undefined;
}

const jsOf = (node: unknown): unknown => (isNode(node) ? node.toJSON() : node);

/** The edits that turn a block mapping or list into `value` part by part (undefined: not of the same kind). */
function partEdits(node: unknown, path: Path, value: unknown): EditOp[] | undefined {
  if (isMap(node) && !node.flow && node.items.length > 0 && isPlainObject(value)) {
    const keys = node.items.flatMap((pair) => (isScalar(pair.key) ? [String(pair.key.value)] : []));
    const kept = (k: string) => Object.hasOwn(value, k) && value[k] !== undefined;
    // Written anew when nothing of it stays (another kind of block), or when its first key goes: a list
    // item's "- " is on that key's line.
    if (keys.length !== node.items.length || !kept(keys[0]!)) return undefined;
    return [
      ...keys.filter((k) => !kept(k)).map((k): EditOp => ({ op: 'remove', path: [...path, k] })),
      ...Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]): EditOp => ({ op: 'set', path: [...path, k], value: v })),
    ];
  }
  if (isSeq(node) && !node.flow && node.items.length > 0 && Array.isArray(value) && value.length > 0) {
    const kept = Math.min(node.items.length, value.length);
    return [
      ...value.slice(0, kept).map((v, i): EditOp => ({ op: 'set', path: [...path, i], value: v })),
      // Items past the new length go from the last, so each index is still right when it is removed.
      ...Array.from({ length: node.items.length - kept }, (_, i): EditOp => ({ op: 'remove', path: [...path, node.items.length - 1 - i] })),
      ...value.slice(kept).map((v, i): EditOp => ({ op: 'insert', path, index: kept + i, value: v })),
    ];
  }
  return undefined;
}

function applyToSource(src: string, op: EditOp): string {
  const { doc } = compose(src);
  if (op.op === 'set') {
    const node = doc.getIn(op.path, true);
    const v = op.value;
    if (v !== undefined && node !== undefined && isDeepEqual(jsOf(node), v)) return src;
    const scalar = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
    if (isScalar(node) && scalar && node.srcToken) {
      const out = setScalar(src, op.path, v);
      if (out !== undefined) return out;
    }
    // A mapping or a list given a new value of its own kind is edited part by part, so the comments and
    // the lines inside it that keep their value stay as they are.
    const parts = partEdits(node, op.path, v);
    if (parts) return parts.reduce(applyToSource, src);
  }
  const data: unknown = doc.toJS();
  const target = op.op === 'insert' || op.op === 'move' ? op.path : op.path.slice(0, -1);
  const flow = flowAncestor(doc, target);
  if (flow) return rewriteFlow(src, doc, flow, getIn(applyOp(data, op), flow));

  switch (op.op) {
    case 'set': {
      if (op.value === undefined) return applyToSource(src, { op: 'remove', path: op.path });
      const v = op.value;
      const parentPath = op.path.slice(0, -1);
      const key = op.path[op.path.length - 1];
      if (key === undefined) throw new EditError('the whole file cannot be replaced');
      const parent = doc.getIn(parentPath, true);
      if (!isMap(parent) && !isSeq(parent)) return applyToSource(src, { op: 'set', path: parentPath, value: getIn(applyOp(data, op), parentPath) });
      const i = indexOf(parent, key);
      if (i < 0) {
        if (isSeq(parent)) return applyToSource(src, { op: 'insert', path: parentPath, index: parent.items.length, value: v });
        if (parent.items.length === 0 || !parent.range) return applyToSource(src, { op: 'set', path: parentPath, value: getIn(applyOp(data, op), parentPath) });
        const { end } = spans(src, parent).at(-1)!;
        const before = end === src.length && !src.endsWith('\n') ? '\n' : '';
        return splice(src, end, end, before + itemText(src, parent, key, v));
      }
      const s = spans(src, parent)[i]!;
      return splice(src, s.contentStart, Math.min(s.contentEnd, s.end), itemText(src, parent, key, v));
    }
    case 'remove': {
      const parentPath = op.path.slice(0, -1);
      const parent = doc.getIn(parentPath, true);
      const key = op.path[op.path.length - 1]!;
      if (!isMap(parent) && !isSeq(parent)) return src;
      const i = indexOf(parent, key);
      if (i < 0) return src;
      if (parent.items.length === 1 && parentPath.length > 0) return applyToSource(src, { op: 'set', path: parentPath, value: isSeq(parent) ? [] : {} });
      const s = spans(src, parent)[i]!;
      return splice(src, s.start, s.end, '');
    }
    case 'insert': {
      const seq = doc.getIn(op.path, true);
      if (!isSeq(seq) || seq.items.length === 0) return applyToSource(src, { op: 'set', path: op.path, value: getIn(applyOp(data, op), op.path) });
      const all = spans(src, seq);
      const at = op.index < all.length ? all[op.index]!.start : all.at(-1)!.end;
      const before = at === src.length && !src.endsWith('\n') ? '\n' : '';
      return splice(src, at, at, before + itemText(src, seq, op.index, op.value));
    }
    case 'move': {
      const seq = doc.getIn(op.path, true);
      if (!isSeq(seq)) throw new EditError(`${op.path.join('.')} is not a list`);
      const all = spans(src, seq);
      if (op.from === op.to || !all[op.from] || !all[op.to]) return src;
      const chunks = all.map((s) => withNewline(src.slice(s.start, s.end)));
      const [moved] = chunks.splice(op.from, 1);
      chunks.splice(op.to, 0, moved!);
      const end = all.at(-1)!.end;
      const joined = chunks.join('');
      return splice(src, all[0]!.start, end, end === src.length && !src.endsWith('\n') ? joined.slice(0, -1) : joined);
    }
  }
}


/**
 * The file's text after the edits. The result always reads back as the data the same edits give
 * (checked here), so a save can never write something other than what the form showed.
 */
export function applyEdits(source: string, ops: readonly EditOp[]): string {
  parsed = { composed: new Map(), read: new Map() };
  try {
    let src = source;
    let expected: unknown = compose(source).doc.toJS();
    for (const op of coalesce(ops)) {
      src = applyToSource(src, op);
      expected = applyOp(expected, op);
    }
    const check = readBack(src);
    if (check.errors.length > 0 || !isDeepEqual(check.toJS(), expected)) {
      throw new EditError('the edit could not be written without changing other parts of the file');
    }
    return src;
  } finally {
    parsed = undefined;
  }
}
