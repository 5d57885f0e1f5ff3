// Titles and descriptions of generated pages, from the owner's patterns in site.config.yaml, held to a
// length: the first pattern that fits is used, naming as many of the page's services as fit. Nothing is
// ever cut in the middle: a shorter pattern is the fallback.
import { fill } from '../schema/fill.ts';

export interface FitLimits {
  max: number;
  /** A result shorter than this is used only when no pattern gives one long enough. */
  min?: number;
}

/**
 * What `{services}` can say, longest first: every service ("A, B & C"), then the first ones and "& More"
 * ("A, B & More", "A & More"). `none` stands for it when the page has no service.
 */
export function serviceNames(names: readonly string[], none: string): string[] {
  if (names.length === 0) return [none];
  const all = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
  const fewer = names.slice(0, -1).map((_, i) => `${names.slice(0, names.length - 1 - i).join(', ')} & More`);
  return [all, ...fewer];
}

/**
 * The text to use: among the patterns filled with `vars`, the first within the limits, trying every pattern
 * with each value of `{services}` before a shorter one (so a title names as many services as fit); patterns
 * without `{services}` come last. With no result within the limits, the first that is short enough, else
 * the shortest.
 */
export function fitText(patterns: readonly string[], vars: Record<string, string>, limits: FitLimits, services: readonly string[] = []): string {
  const { max, min = 0 } = limits;
  // Filled in order and only as far as needed: most pages take their first or second candidate. Of those
  // tried, the first short enough, and the shortest (the first of equals), stand in when none fits.
  let shortEnough: string | undefined;
  let shortest: string | undefined;
  const filled = { ...vars, services: '' };
  for (let round = 0; round <= (services.length || 1); round++) {
    // Each value of {services} with the patterns that name it, then the patterns without it.
    const last = round === (services.length || 1);
    if (!last) filled.services = services[round] ?? '';
    for (const p of patterns) {
      if (p.includes('{services}') === last) continue;
      const c = fill(p, last ? vars : filled);
      if (c.length <= max && c.length >= min) return c;
      if (shortEnough === undefined && c.length <= max) shortEnough = c;
      if (shortest === undefined || c.length < shortest.length) shortest = c;
    }
  }
  return shortEnough ?? shortest ?? '';
}
