// What a publish changes, in the owner's words: each field by its label, each entry of a list by its own
// name where it has one ("Other towns in Hunt County: 8 → 7", "Basic Birthday Glam › Price: 249 → 269"),
// else by its place as the form shows it ("Package 2"); values as the owner wrote them, never as JSON.
import { ownLabel } from './client/schema.ts';
import { entryLabel, labelOf, positionLabel } from './labels.ts';
import { changeText as say } from './messages.ts';
import { getIn, type Path } from './ops.ts';

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/** A value as the owner reads it: a text in quotes, a number as it is, a switch on or off, an entry by its name. */
function shown(value: unknown): string {
  if (typeof value === 'string') return `“${clip(value.trim())}”`;
  if (typeof value === 'boolean') return value ? say.on : say.off;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return say.entries(value.length);
  const name = ownLabel(value);
  return name ? `“${clip(name)}”` : say.anEntry;
}

/** An entry of a list: by its own name (in `data`) where it has one, else by its place. */
function itemName(data: unknown, path: Path, list: string | number | undefined, index: number): string {
  const label = typeof list === 'string' ? labelOf(list) : 'Entries';
  const own = ownLabel(getIn(data, path));
  if (own === undefined) return positionLabel(label, index);
  return entryLabel(list, label, own);
}

/**
 * A field's place in a file's data in the owner's words, its entries named from `data`:
 * ["packages", 1, "price"] → "Basic Birthday Glam › Price"; a list inside an entry is "in" it:
 * ["counties", 0, "otherTowns"] → "Other towns in Hunt County".
 */
export function fieldWords(path: Path, data?: unknown): string {
  const parts: string[] = [];
  path.forEach((key, i) => {
    if (typeof key !== 'number') parts.push(labelOf(key));
    else {
      const list = path[i - 1];
      const name = itemName(data, path.slice(0, i + 1), list, key);
      if (typeof list === 'string') parts[parts.length - 1] = name;
      else parts.push(name);
    }
  });
  const listHere = Array.isArray(getIn(data, path)) && typeof path.at(-1) === 'string' && parts.length > 1;
  return listHere ? `${parts.at(-1)} ${say.inside} ${parts.slice(0, -1).join(' › ')}` : parts.join(' › ');
}

/** The fields that differ between two versions of a file's data, in words. */
export function describeChanges(before: unknown, after: unknown, path: Path = [], root: { before: unknown; after: unknown } = { before, after }): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  // Entries go by the names they had before (what the owner last published), a new one by its new name.
  const where = path.length ? fieldWords(path, before === undefined ? root.after : root.before) : say.thePage;
  if (before === undefined) return [say.added(where, shown(after))];
  if (after === undefined) return [say.removed(where, shown(before))];
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [say.count(where, before.length, after.length)];
    return before.flatMap((b, i) => describeChanges(b, after[i], [...path, i], root));
  }
  const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (record(before) && record(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => describeChanges(before[k], after[k], [...path, k], root));
  }
  return [say.changed(where, shown(before), shown(after))];
}
