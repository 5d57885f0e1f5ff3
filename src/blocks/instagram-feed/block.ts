import { defineBlock } from '../define.tsx';
import { instagramFeedIsland, InstagramSection } from './InstagramSection.tsx';
import { resolveInstagramFeed } from './resolve.ts';
import { instagramFeedBlock } from './schema.ts';

export default defineBlock({ type: 'instagram-feed', schema: instagramFeedBlock, resolve: resolveInstagramFeed, Component: InstagramSection, island: instagramFeedIsland });
