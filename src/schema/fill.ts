/** A template split at its placeholders: text at even indexes, placeholder names at odd ones. */
const split = new Map<string, string[]>();

/** Fills `{name}` placeholders; an unknown placeholder is left as written so it shows up in review. */
export function fill(template: string, vars: Record<string, string>): string {
  let parts = split.get(template);
  if (!parts) {
    // Templates are the owner's few patterns, filled for every page: each is split once.
    if (split.size > 1000) split.clear();
    split.set(template, (parts = template.split(/\{(\w+)\}/)));
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i]!;
    out += (Object.hasOwn(vars, key) ? vars[key] : undefined) ?? `{${key}}`;
    out += parts[i + 1]!;
  }
  return out;
}
