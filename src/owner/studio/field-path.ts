// Which field of a file a problem is at: the validator reports line and column, the form shows fields by
// their path in the data ("blocks.2.actions.0.href"). The deepest node at that position names the field.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Path } from './ops.ts';

const within = (node: unknown, offset: number): boolean => {
  const range = (node as Node | null)?.range;
  return !!range && offset >= range[0] && offset <= range[1];
};

/**
 * The fields of one file: parsed once, then asked for any number of positions (a file may have many
 * problems); with its data (undefined when the text is not valid YAML).
 */
export function fieldFinder(source: string): { find: (line: number, column: number) => Path; data: unknown } {
  const lc = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lc });
  let data: unknown;
  try {
    data = doc.errors.length > 0 ? undefined : doc.toJS();
  } catch {
    // Too many aliases, for one: read as having no data, as yaml's parse() would refuse it.
    data = undefined;
  }
  return { find: (line, column) => pathAt(doc.contents, (lc.lineStarts[line - 1] ?? 0) + column - 1), data };
}

function pathAt(contents: unknown, offset: number): Path {
  const path: Path = [];
  let node: unknown = contents;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) => within(p.key, offset) || within(p.value, offset));
      if (!pair || !isScalar(pair.key)) break;
      path.push(String(pair.key.value));
      // An unknown key is reported at the key itself: that is the field.
      if (within(pair.key, offset)) break;
      node = pair.value;
    } else if (isSeq(node)) {
      const i = node.items.findIndex((item) => within(item, offset));
      if (i < 0) break;
      path.push(i);
      node = node.items[i];
    } else break;
  }
  return path;
}
