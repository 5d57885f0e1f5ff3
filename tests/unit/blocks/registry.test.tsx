// The registries are read from the one list of blocks as content (schemas, resolvers) and its views by type
// (components, islands): every type has its schema, resolver and component, and a type that is not in the
// list is an error, never skipped.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockContents } from '../../../src/blocks/content-list.ts';
import { defineBlockContent } from '../../../src/blocks/define-content.ts';
import { blockView, blockViews } from '../../../src/blocks/index.ts';
import { Blocks } from '../../../src/blocks/render.tsx';
import { blockContent, resolveBlock, type ResolvedBlock } from '../../../src/blocks/resolve.ts';
import { blockSchema, blockTypes, type Block } from '../../../src/blocks/schemas.ts';
import { islandList } from '../../../src/render/island-list.ts';
import { islandSource } from '../../../src/islands/files.ts';
import { textBlock } from '../../../src/blocks/text/schema.ts';
import { existsSync } from 'node:fs';

describe('the list of blocks', () => {
  it('names each type once, and each content part is found by its type', () => {
    expect(new Set(blockTypes).size).toBe(blockContents.length);
    for (const block of blockContents) expect(blockContent(block.type)).toBe(block);
  });

  it('every type has one view, filed under its own type, and there is no view without a type', () => {
    expect(Object.keys(blockViews).sort()).toEqual([...blockTypes].sort());
    for (const type of blockTypes) expect(blockView(type).type).toBe(type);
  });

  it('a block whose schema is for another type is refused where it is defined', () => {
    expect(() => defineBlockContent({ type: 'hero', schema: textBlock as never })).toThrow('The block "hero" has a schema for "text".');
  });

  it('the schema registry refuses a type that is not in the list', () => {
    const result = blockSchema.safeParse({ type: 'carousel', heading: 'x' });
    expect(result.success).toBe(false);
  });

  it('resolving or rendering an unknown type is an error naming it', () => {
    const unknown = { type: 'carousel' } as unknown as Block;
    expect(() => resolveBlock(unknown, { site: {} as never, towns: [], parties: [] })).toThrow(/Unknown block type "carousel"/);
    expect(() => renderToString(<Blocks blocks={[unknown as unknown as ResolvedBlock]} />)).toThrow(/Unknown block type "carousel"/);
  });

  it('every island a block declares has its module where the browser looks for it', () => {
    expect(islandList.map((i) => i.name).sort()).toEqual(['booking-form', 'events', 'instagram-feed']);
    for (const { name, blockType } of islandList) expect(existsSync(islandSource(blockType, name)), name).toBe(true);
  });
});
