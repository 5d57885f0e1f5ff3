// docs/content-guide.md is what `npm run docs` makes from the schemas, and its examples are valid content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blockSchema, blockTypes } from '../../../src/blocks/schemas.ts';
import { contentGuide, GUIDE_FILE } from '../../../src/content/content-guide.ts';
import { pageSchema } from '../../../src/content/page-schema.ts';
import { partySchema, townSchema } from '../../../src/schema/collection-schemas.ts';

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
});
