// The blocks of a page of the fixture, read from its YAML (used by pages.spec.ts).
import type { ResolvedBlock as Block } from '../../src/blocks/resolve.ts';
import { content } from './helpers.ts';

export async function blocksOf(path: string): Promise<Block[]> {
  const route = (await content()).routes.find((r) => r.path === path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page of blocks`);
  return route.regions.main;
}
