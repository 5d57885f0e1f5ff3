import { defineBlockContent } from '../define-content.ts';
import { resolveEvents } from './resolve.ts';
import { eventsBlock } from './schema.ts';

export default defineBlockContent({ type: 'events', schema: eventsBlock, resolve: resolveEvents });
