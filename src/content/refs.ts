// Finds the internal links and local images in parsed content, by the key-naming convention of fields.ts:
// links in `href` / `...Href` / `page` (a service's page), images in `src` / `image` / `...Image`. Walks plain data, not YAML nodes,
// so it works for every file alike (site config, pages, blocks, entities), valid or not.

export interface Ref {
  /** As written in the file. */
  value: string;
  path: PropertyKey[];
}

const isLinkKey = (key: string): boolean => key === 'href' || key === 'page' || /[a-z0-9]Href$/.test(key);
const isImageKey = (key: string): boolean => key === 'src' || key === 'image' || /[a-z0-9]Image$/.test(key);

/** "/" followed by a non-slash: "//host/x" is another site, not a path of this one. */
const isLocal = (value: string): boolean => /^\/(?!\/)/.test(value);

/** Each parsed file's refs: parsed data is frozen, and kept while its file's text is unchanged. */
const found = new WeakMap<object, { links: Ref[]; images: Ref[] }>();

export function collectRefs(data: unknown): { links: Ref[]; images: Ref[] } {
  if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return walk(data);
  let refs = found.get(data);
  if (!refs) found.set(data, (refs = walk(data)));
  return refs;
}

function walk(data: unknown): { links: Ref[]; images: Ref[] } {
  const links: Ref[] = [];
  const images: Ref[] = [];
  const visit = (value: unknown, path: PropertyKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i]));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, key];
      if (typeof child === 'string' && isLocal(child)) {
        if (isLinkKey(key)) links.push({ value: child, path: at });
        else if (isImageKey(key)) images.push({ value: child, path: at });
      } else {
        visit(child, at);
      }
    }
  };
  visit(data, []);
  return { links, images };
}
