// What a field is called where the owner reads it: the label made from its key, and an item of a list by its
// place counting from 1. Pure and free of Node: the studio's page (client/schema.ts) and its server (the
// words of a publish, the label of a fix) say the same.

/** "neighboringTowns" -> "Neighboring towns"; an item of a list by its place, counting from 1. */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `Item ${key + 1}`;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Packages" -> "Package", "Counties" -> "County", "Neighboring towns" -> "Neighboring town". */
export function singular(label: string): string {
  if (/ies$/i.test(label)) return label.replace(/ies$/i, 'y');
  if (/(ches|shes|sses|xes)$/i.test(label)) return label.slice(0, -2);
  if (/[^s]s$/i.test(label)) return label.slice(0, -1);
  return label;
}

/** An item of a list by its place, counting from 1: "Package 2". */
export const positionLabel = (listLabel: string, index: number): string => `${singular(listLabel)} ${index + 1}`;
