import { defineBlockContent } from '../define-content.ts';
import { resolveInstagramFeed } from './resolve.ts';
import { instagramFeedBlock } from './schema.ts';

export default defineBlockContent({ type: 'instagram-feed', schema: instagramFeedBlock, resolve: resolveInstagramFeed });
