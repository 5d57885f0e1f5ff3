// What a field is called where the owner reads it: the label made from its key, and an item of a list by its
// place counting from 1. Pure and free of Node: the studio's page (client/schema.ts) and its server (the
// words of a publish, the label of a fix) say the same.

/** Keys whose words are a developer's ("href", "src", "lat"): the owner's name for them. */
const KEY_WORDS: Record<string, string> = {
  href: 'Link',
  src: 'Photo',
  alt: 'Photo description',
  id: 'Section name (for links)',
  lat: 'Latitude',
  lng: 'Longitude',
  zip: 'ZIP code',
  siteUrl: 'Site address',
  // The form adds "sections" to a page: its list is called so too.
  blocks: 'Sections',
};

/** Words inside longer keys that only a developer reads: "faqHref" -> "Questions link", "timeoutMs" -> "Timeout (milliseconds)". */
const WORDS: Array<[RegExp, string]> = [
  [/\bhref\b/g, 'link'],
  [/\bfaq\b/g, 'questions'],
  [/\bcsv url\b/g, 'address'],
  [/\burl\b/g, 'address'],
  [/\bms$/g, '(milliseconds)'],
];

/** "neighboringTowns" -> "Neighboring towns"; an item of a list by its place, counting from 1. */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `Item ${key + 1}`;
  const known = KEY_WORDS[key];
  if (known) return known;
  const split = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  const words = WORDS.reduce((text, [from, to]) => text.replace(from, to), split);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Packages" -> "Package", "Counties" -> "County", "Neighboring towns" -> "Neighboring town". */
export function singular(label: string): string {
  if (/ies$/i.test(label)) return label.replace(/ies$/i, 'y');
  if (/(ches|shes|sses|xes)$/i.test(label)) return label.slice(0, -2);
  if (/[^s]s$/i.test(label)) return label.slice(0, -1);
  return label;
}

/** Lists whose entries read with their kind after their own name: "Hunt" in "counties" is "Hunt County". */
const NAMED_WITH_KIND = new Set(['counties']);

/** An entry of the list `list` (labelled `listLabel`) called by its own name: "Hunt County", "Basic Birthday Glam". */
export const entryLabel = (list: string | number | undefined, listLabel: string, own: string): string =>
  typeof list === 'string' && NAMED_WITH_KIND.has(list) ? `${own} ${singular(listLabel)}` : own;

/** An item of a list by its place, counting from 1: "Package 2". */
export const positionLabel = (listLabel: string, index: number): string => `${singular(listLabel)} ${index + 1}`;
