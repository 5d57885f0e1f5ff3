// What the block pages should show, read from their YAML (used by pages.spec.ts).
import type { ResolvedBlock as Block } from '../../src/blocks/resolve.ts';
import { content } from './helpers.ts';

export async function blocksOf(path: string): Promise<Block[]> {
  const route = (await content()).routes.find((r) => r.path === path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page of blocks`);
  return route.regions.main;
}

/** The section headings (h2) a visitor sees, in page order. */
export function sectionHeadings(blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    if (b.type === 'showcase' && !b.heading) return b.items.map((i) => i.title);
    return 'heading' in b && b.heading ? [b.heading] : [];
  });
}

/** Texts inside each section that must show: card, step and item titles, questions, client names. */
export function keyTexts(b: Block): string[] {
  switch (b.type) {
    case 'cards': return b.cards.map((c) => c.title);
    case 'process-steps': return b.steps.map((s) => s.title);
    case 'showcase': return b.items.flatMap((i) => [i.title, ...i.facts.map((f) => f.text)]);
    case 'faq': return b.items.map((i) => i.question);
    case 'testimonials': return b.items.map((t) => t.name);
    case 'before-after': return b.pairs.map((p) => p.caption);
    default: return [];
  }
}
