// docs/content-guide.md is what `npm run docs` makes from the schemas, and its examples are valid content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blockSchema, blockTypes } from '../../../src/blocks/schemas.ts';
import { contentGuide, GUIDE_FILE, SITE_EXAMPLE_PARTS } from '../../../src/owner/content-guide.ts';
import { pageSchema } from '../../../src/content/page-schema.ts';
import { partySchema, townSchema } from '../../../src/schema/collection-schemas.ts';
import { siteSchema } from '../../../src/schema/site-schema.ts';

const guide = contentGuide();
const examples = (section: string): unknown[] => {
  const start = guide.indexOf(`\n${section}\n`);
  const end = guide.indexOf('\n#', start + section.length + 2);
  return [...guide.slice(start, end < 0 ? undefined : end).matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]!));
};

describe('the content guide', () => {
  it('is up to date (run npm run docs)', () => {
    expect(readFileSync(join(process.cwd(), GUIDE_FILE), 'utf8')).toBe(guide);
  });

  it('has a section for every block type, whose example is a valid block', () => {
    for (const type of blockTypes) {
      const [example] = examples(`### ${type}`) as Array<{ blocks: unknown[] }>;
      expect(example, type).toBeDefined();
      const block = example!.blocks[0];
      const result = blockSchema.safeParse(block);
      expect(result.success, `${type}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('shows a valid page, town and party', () => {
    expect(pageSchema.safeParse(examples('## Pages and blocks')[0]).success).toBe(true);
    expect(townSchema.safeParse(examples('## Towns (pages/towns/*.yaml)')[0]).success).toBe(true);
    expect(partySchema.safeParse(examples('## Party types (pages/parties/*.yaml)')[0]).success).toBe(true);
  });

  it('shows the parts of site.config.yaml in its example as valid settings', () => {
    const [example] = examples('## site.config.yaml') as Array<Record<string, unknown>>;
    expect(Object.keys(example ?? {})).toEqual([...SITE_EXAMPLE_PARTS]);
    for (const part of SITE_EXAMPLE_PARTS) {
      const result = siteSchema.shape[part].safeParse(example![part]);
      expect(result.success, `${part}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('lists the fields of every mapping it names, however deep (a menu entry of either kind too)', () => {
    const names = [...guide.matchAll(/^\| (?:or )?`([^`]+)` \| ([^|]+) \|/gm)].map((m) => ({ name: m[1]!, type: m[2]! }));
    const unlisted = names.filter(({ name, type }, i) => {
      if (!type.includes('fields below')) return false;
      const next = names[i + 1]?.name ?? '';
      return !next.startsWith(`${name}.`) && !next.startsWith(`${name}[].`);
    });
    expect(unlisted.map((n) => n.name)).toEqual([]);
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['navigation[].href', 'navigation[].children', 'templates.town.breadcrumb.towns.href']));
  });
});
