/** Whole sentences up to `max` characters if they say enough, else a cut at a word boundary. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let out = '';
  for (const sentence of flat.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []) {
    const next = `${out} ${sentence.trim()}`.trim();
    if (next.length > max) break;
    out = next;
  }
  // One short sentence makes a thin search snippet; a longer cut reads better.
  if (out.length >= 100) return out;
  const cut = flat.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > 0 ? cut.slice(0, at) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}
