import { defineBlock } from '../define.tsx';
import { defineIsland } from '../../islands/Island.tsx';
import EventsIsland from './events.island.tsx';
import { resolveEvents } from './resolve.ts';
import { eventsBlock } from './schema.ts';

export default defineBlock({ type: 'events', schema: eventsBlock, resolve: resolveEvents, island: defineIsland('events', EventsIsland) });
