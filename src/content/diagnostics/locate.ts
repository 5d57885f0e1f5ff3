// The only module that walks YAML nodes: it turns a data path (as Zod reports it) into a source span.
import {
  isAlias, isCollection, isMap, isPair, isScalar, isSeq, visit,
  type Document, type LineCounter, type Node, type Pair,
} from 'yaml';

/** 1-based; `endColumn` is exclusive (the column just after the last character). */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Type errors point at the value, unknown keys at the key, missing keys at their parent mapping. */
export type Target = 'value' | 'key' | 'parent';

interface Step {
  node: Node | null;
  /** The pair this node is the value of, when it sits in a mapping. */
  pair?: Pair;
}

export function spanOf(lc: LineCounter, start: number, end: number): Span {
  const from = lc.linePos(start);
  const to = lc.linePos(Math.max(end, start + 1));
  return { line: Math.max(from.line, 1), column: from.col, endLine: Math.max(to.line, 1), endColumn: to.col };
}

function deref(doc: Document, node: unknown): Node | null {
  if (isAlias(node)) return node.resolve(doc) ?? null;
  return isScalar(node) || isCollection(node) ? node : null;
}

/** Follows `path` as far as the document goes; the last step is the nearest existing ancestor. */
function walk(doc: Document, path: readonly PropertyKey[]): { steps: Step[]; complete: boolean } {
  const steps: Step[] = [{ node: deref(doc, doc.contents) }];
  for (const key of path) {
    const here = steps[steps.length - 1]?.node;
    let next: Step | undefined;
    if (isMap(here)) {
      const pair = here.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
      if (pair) next = { node: deref(doc, pair.value), pair };
    } else if (isSeq(here) && typeof key === 'number') {
      const item: unknown = here.items[key];
      if (item !== undefined) next = { node: deref(doc, item) };
    }
    if (!next) return { steps, complete: false };
    steps.push(next);
  }
  return { steps, complete: true };
}

function keySpan(lc: LineCounter, pair: Pair): Span | undefined {
  const key: unknown = pair.key;
  if (!isScalar(key) || !key.range) return undefined;
  return spanOf(lc, key.range[0], key.range[1]);
}

/** From the node's start to the end of that line: a mapping's "first line". */
function firstLine(lc: LineCounter, node: Node): Span | undefined {
  if (!node.range) return undefined;
  const span = spanOf(lc, node.range[0], node.range[1]);
  if (span.endLine === span.line) return span;
  const nextLineStart = lc.lineStarts[span.line];
  if (nextLineStart === undefined) return span;
  return { ...span, endLine: span.line, endColumn: Math.max(nextLineStart - (lc.lineStarts[span.line - 1] ?? 0), span.column + 1) };
}

function valueSpan(lc: LineCounter, step: Step): Span | undefined {
  const { node, pair } = step;
  const emptyScalar = isScalar(node) && node.value === null && (!node.range || node.range[0] === node.range[1]);
  // A nested block mapping or list starts on the line after its key, and an empty value has no
  // text: the key is what the owner recognises. A flow value (`[]`, `{ a: 1 }`) is on the key's line.
  const blockCollection = isCollection(node) && !node.flow;
  if (pair && (node === null || emptyScalar || blockCollection)) return keySpan(lc, pair);
  if (node === null) return undefined;
  if (blockCollection) return firstLine(lc, node);
  return node.range ? spanOf(lc, node.range[0], node.range[1]) : undefined;
}

const START: Span = { line: 1, column: 1, endLine: 1, endColumn: 2 };

export function locate(doc: Document, lc: LineCounter, path: readonly PropertyKey[], target: Target): Span {
  const { steps, complete } = walk(doc, target === 'parent' ? path.slice(0, -1) : path);
  const last = steps[steps.length - 1] ?? { node: null };
  if (target === 'key' && complete && last.pair) return keySpan(lc, last.pair) ?? valueSpan(lc, last) ?? START;
  if (target === 'parent' && complete) {
    return (last.pair && keySpan(lc, last.pair)) ?? (last.node && firstLine(lc, last.node)) ?? START;
  }
  // Walk back up while an ancestor has no position of its own (e.g. an empty document).
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    const span = step && valueSpan(lc, step);
    if (span) return span;
  }
  return START;
}

/** For a duplicate key at `offset`: the line of the first key with the same name in that mapping. */
export function earlierKeyLine(doc: Document, lc: LineCounter, offset: number): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Map(_, map) {
      const index = map.items.findIndex((p) => isScalar(p.key) && p.key.range?.[0] === offset);
      const dup = map.items[index]?.key;
      if (index < 0 || !isScalar(dup)) return undefined;
      const first = map.items.find((p) => isScalar(p.key) && p.key.value === dup.value);
      if (isScalar(first?.key) && first.key.range) found = lc.linePos(first.key.range[0]).line;
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * The line of a key's plain value that YAML read as an anchor or alias the owner did not mean: `&Co and
 * friends` names the value "and friends" (no alias uses the name, and "&Co" is lost), `*Best*` refers to no
 * anchor. Only values of keys count; an anchor on a mapping or list, or one an alias uses, is left alone.
 */
export function strayReference(doc: Document, lc: LineCounter): { sign: '&' | '*'; line: number } | undefined {
  const used = new Set<string>();
  visit(doc, { Alias(_, alias) { used.add(alias.source); } });
  let result: { sign: '&' | '*'; line: number } | undefined;
  visit(doc, {
    Pair(_, pair) {
      const value = pair.value;
      const at = (sign: '&' | '*') => {
        const start = (isScalar(pair.key) && pair.key.range?.[0]) || 0;
        result = { sign, line: lc.linePos(start).line };
        return visit.BREAK;
      };
      if (isAlias(value) && value.resolve(doc) === undefined) return at('*');
      if (isScalar(value) && value.anchor && !used.has(value.anchor)) return at('&');
      return undefined;
    },
  });
  return result;
}

/** An alias (`*name`) whose anchor (`&name`) is not defined above it: yaml only notices when converting. */
export function unresolvedAlias(doc: Document, lc: LineCounter): { name: string; span: Span } | undefined {
  let result: { name: string; span: Span } | undefined;
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) !== undefined) return undefined;
      const range = alias.range ?? [0, 1];
      result = { name: alias.source, span: spanOf(lc, range[0], range[1]) };
      return visit.BREAK;
    },
  });
  return result;
}

/** The first alias that stands inside the value it refers to (`a: &x { b: *x }`): data without end. */
export function aliasInsideItsAnchor(doc: Document, lc: LineCounter): { name: string; span: Span } | undefined {
  let result: { name: string; span: Span } | undefined;
  visit(doc, {
    Alias(_, alias, path) {
      const target = alias.resolve(doc);
      if (!target || !path.includes(target)) return undefined;
      const range = alias.range ?? [0, 1];
      result = { name: alias.source, span: spanOf(lc, range[0], range[1]) };
      return visit.BREAK;
    },
  });
  return result;
}
