// The edits a form makes, as data: the browser applies them to its copy of the file's data, and the server
// applies the same list to the file's text (yaml-edit.ts), so both always agree on what the file will hold.
// Pure and free of Node and yaml: the browser bundle imports it.

export type Key = string | number;
export type Path = Key[];

export type EditOp =
  | { op: 'set'; path: Path; value: unknown }
  | { op: 'remove'; path: Path }
  | { op: 'insert'; path: Path; index: number; value: unknown }
  | { op: 'move'; path: Path; from: number; to: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getIn(data: unknown, path: readonly Key[]): unknown {
  let node = data;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isRecord(node) && typeof key === 'string') node = node[key];
    else return undefined;
  }
  return node;
}

/** A copy of `data` with `fn` applied to the value at `path` (made when missing). */
function update(data: unknown, path: readonly Key[], fn: (value: unknown) => unknown): unknown {
  if (path.length === 0) return fn(data);
  const [key, ...rest] = path as [Key, ...Key[]];
  if (typeof key === 'number') {
    const list = Array.isArray(data) ? [...data] : [];
    list[key] = update(list[key], rest, fn);
    return list;
  }
  const record: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  const next = update(record[key], rest, fn);
  if (next === undefined) delete record[key];
  else record[key] = next;
  return record;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? [...v] : []);

/** `data` after one edit; never changes `data` itself. */
export function applyOp(data: unknown, op: EditOp): unknown {
  switch (op.op) {
    case 'set':
      return update(data, op.path, () => op.value);
    case 'remove': {
      const parent = op.path.slice(0, -1);
      const key = op.path[op.path.length - 1];
      return update(data, parent, (v) => {
        if (Array.isArray(v) && typeof key === 'number') return v.filter((_, i) => i !== key);
        if (isRecord(v) && typeof key === 'string') {
          const { [key]: _gone, ...rest } = v;
          return rest;
        }
        return v;
      });
    }
    case 'insert':
      return update(data, op.path, (v) => {
        const list = asList(v);
        list.splice(op.index, 0, op.value);
        return list;
      });
    case 'move':
      return update(data, op.path, (v) => {
        const list = asList(v);
        const [item] = list.splice(op.from, 1);
        list.splice(op.to, 0, item);
        return list;
      });
  }
}

export const applyOps = (data: unknown, ops: readonly EditOp[]): unknown => ops.reduce(applyOp, data);

/** A path as one string, the key of a field's problems: "blocks.2.actions.0.href". */
export const pathKey = (path: readonly Key[]): string => path.join('.');

/**
 * Typing makes one edit per key stroke: only the last value of a field counts, so a value typed and then
 * typed back leaves the file as it was. A list edit keeps the values set before it.
 */
export function coalesce(ops: readonly EditOp[]): EditOp[] {
  const out: EditOp[] = [];
  for (const op of ops) {
    const last = out.at(-1);
    if (op.op === 'set' && last?.op === 'set' && last.path.join('\u0000') === op.path.join('\u0000')) out[out.length - 1] = op;
    else out.push(op);
  }
  return out;
}
