import type { BlockInput } from '../blocks/schemas.ts';
import type { Regions } from '../schema/page.ts';
import type { GraphNode } from '../schema/structured-data.ts';

/** What a collection's template returns for one entry: blocks as an owner would write them. */
export interface TemplatePage {
  title: string;
  description: string;
  /** The short line above the title of the page's preview image, when not the business name. */
  previewEyebrow?: string;
  regions: Regions<BlockInput>;
  /** What the page is about, for search engines (schema.org nodes); `url` is the page's full address. */
  structuredData?: (url: string) => GraphNode[];
}
