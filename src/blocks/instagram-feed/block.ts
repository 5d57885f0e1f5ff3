import { defineBlock } from '../define.tsx';
import { defineIsland } from '../../islands/Island.tsx';
import InstagramFeedIsland from './instagram-feed.island.tsx';
import { resolveInstagramFeed } from './resolve.ts';
import { instagramFeedBlock } from './schema.ts';

export default defineBlock({ type: 'instagram-feed', schema: instagramFeedBlock, resolve: resolveInstagramFeed, island: defineIsland('instagram-feed', InstagramFeedIsland) });
