// Lists whose entries name a town page (a town's neighbours): the studio offers the towns as choices while
// the owner types, so an entry is picked rather than spelled, and a problem there asks to pick one.
import type { JsonSchema } from './client/schema.ts';

/** The keys of a town's lists that name other towns. */
export const TOWN_LISTS: ReadonlySet<string> = new Set(['neighboringTowns']);

/** The schema of a town's file with `towns` offered (as JSON Schema examples) in each list of towns. */
export function withTownChoices(schema: JsonSchema, towns: readonly string[]): JsonSchema {
  const properties = { ...schema.properties };
  for (const key of TOWN_LISTS) {
    const list = properties[key];
    if (list?.items) properties[key] = { ...list, items: { ...list.items, examples: [...towns] } };
  }
  return { ...schema, properties };
}
