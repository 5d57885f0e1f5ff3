import { defineBlock } from '../define.tsx';
import { instagramFeedIsland, InstagramSection } from './InstagramSection.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: InstagramSection, island: instagramFeedIsland });
