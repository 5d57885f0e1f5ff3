// "Did you mean ...?" for misspelled keys, enum values, block types, town names and file paths.

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The closest candidate, or undefined when nothing is close enough to be a plausible typo.
 * Case is ignored, so `hunt` suggests `Hunt`; the allowed distance grows with the word
 * (1 for short words, up to 3) so that `Atlantis` suggests no real town.
 */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.trim().toLowerCase();
  if (needle === '') return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(needle.length / 3)));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const hay = candidate.toLowerCase();
    let distance = editDistance(needle, hay);
    // A forgotten word ("Sulphur" for "Sulphur Springs") is a typo too, though far in letters.
    if (distance > limit && needle.length >= 4 && hay.startsWith(needle)) distance = limit;
    if (distance <= limit && (best === undefined || distance < best.distance)) {
      best = { candidate, distance };
    }
  }
  return best?.candidate;
}
