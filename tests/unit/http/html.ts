// Reading the HTML the server sends. Two readers:
// - `scan`: one pass over a page's tags (no tree), for what single tags say: the head, the h1, the
//   landmarks, every href and script. About a millisecond a page, so every route of a site of thousands of
//   towns is read in seconds.
// - `parse`: a real DOM (happy-dom), for what the structure says (which links sit in which region, the order
//   of the sections), on the few pages a test looks into.
import { Window } from 'happy-dom';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with its character references read (&amp;, &#x27;, &#39; ...). */
export const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });

export interface Tag {
  /** Lower case. */
  name: string;
  attrs: Record<string, string>;
  /** The text of a <title>, <script> or <style> (kept whole: its content is not markup). */
  text?: string;
}

export interface Scanned {
  /** Every opening tag, in page order. */
  tags: Tag[];
  /** The text of each h1, tags left out. */
  h1: string[];
}

const TAG = /<(?:!--[\s\S]*?-->|(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>)/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

/** One pass over the page's tags. */
export function scan(html: string): Scanned {
  const tags: Tag[] = [];
  const h1: string[] = [];
  let h1Start = -1;
  let lower: string | undefined;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [whole, closing, rawName, rawAttrs] = m;
    if (rawName === undefined) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      if (name === 'h1' && h1Start >= 0) h1.push(decode(html.slice(h1Start, m.index).replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim());
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (rawAttrs ?? '').matchAll(ATTR)) attrs[a[1]!.toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? '');
    const tag: Tag = { name, attrs };
    tags.push(tag);
    if (name === 'h1') h1Start = m.index + whole.length;
    if (RAW_TEXT.has(name) && !whole.endsWith('/>')) {
      // Its content is text up to its own end tag, whatever it holds.
      lower ??= html.toLowerCase();
      const end = lower.indexOf(`</${name}`, TAG.lastIndex);
      const stop = end < 0 ? html.length : end;
      tag.text = html.slice(TAG.lastIndex, stop);
      TAG.lastIndex = stop;
    }
  }
  return { tags, h1 };
}

/** What a page's head says, from its scanned tags. */
export function headOf({ tags }: Scanned) {
  const meta = (key: string) => tags.find((t) => t.name === 'meta' && (t.attrs.property === key || t.attrs.name === key))?.attrs.content;
  const link = (rel: string) => tags.find((t) => t.name === 'link' && t.attrs.rel === rel)?.attrs.href;
  return {
    title: decode(tags.find((t) => t.name === 'title')?.text ?? '').trim(),
    description: meta('description') ?? '',
    canonical: link('canonical') ?? '',
    twitterCard: meta('twitter:card') ?? '',
    og: Object.fromEntries(tags.filter((t) => t.name === 'meta' && t.attrs.property?.startsWith('og:')).map((t) => [t.attrs.property!, t.attrs.content ?? ''])),
    link,
  };
}

/** The scripts a page loads: each <script src>, and the island code it names for later (data-island-code). */
export const scriptsOf = ({ tags }: Scanned): string[] =>
  tags.filter((t) => t.name === 'script' && (t.attrs.src ?? t.attrs['data-after-paint'])).flatMap((t) => [(t.attrs.src ?? t.attrs['data-after-paint'])!, ...(t.attrs['data-island-code']?.split(/\s+/).filter(Boolean) ?? [])]);

/** What is wrong with a page's structure: not one h1, not one <main>, or no header, nav or footer. */
export function structureProblems({ tags, h1 }: Scanned): string[] {
  const problems: string[] = [];
  const count = (name: string) => tags.filter((t) => t.name === name).length;
  if (h1.length !== 1) problems.push(`${h1.length} h1`);
  if (count('main') !== 1) problems.push(`${count('main')} <main>`);
  for (const name of ['header', 'nav', 'footer']) if (count(name) === 0) problems.push(`no <${name}>`);
  return problems;
}

const window = new Window({ settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableComputedStyleRendering: true } });

/** The page as a document to query (its scripts never run). */
export const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

/** Text as a visitor reads it: white space collapsed. */
export const textOf = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The accessible name of a region or link: aria-labelledby, aria-label, or its text. */
export function nameOf(el: Element): string {
  const ids = el.getAttribute('aria-labelledby');
  if (ids) return ids.split(/\s+/).map((id) => textOf(el.ownerDocument.getElementById(id))).join(' ');
  return el.getAttribute('aria-label') ?? textOf(el);
}

/** The named regions (<section> with a name, role="region") inside `root`, in page order. */
export const regions = (root: ParentNode): Element[] => [...root.querySelectorAll('section[aria-labelledby], section[aria-label], [role="region"]')];

/** The one region of `root` named `name`, or a failure that says which regions there are. */
export function region(root: ParentNode, name: string): Element {
  const all = regions(root);
  const named = all.filter((el) => nameOf(el) === name);
  if (named.length !== 1) throw new Error(`${named.length} regions named "${name}" (there are: ${all.map(nameOf).join(', ')})`);
  return named[0]!;
}

/** The links inside `root` whose accessible name is `name`. */
export const linksNamed = (root: ParentNode, name: string): Element[] => [...root.querySelectorAll('a[href]')].filter((a) => nameOf(a) === name);

/**
 * Asks for many paths a few at a time (`get` is the app's fetch: no socket), so thousands of pages take
 * seconds and the machine stays responsive. Answers come back in the order of `paths`.
 */
export async function inBatches<T>(paths: readonly string[], read: (path: string) => Promise<T>, at = 8): Promise<T[]> {
  const results: T[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      results[i] = await read(paths[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(at, paths.length) }, worker));
  return results;
}
