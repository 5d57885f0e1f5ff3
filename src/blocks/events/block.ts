import { defineBlock } from '../define.tsx';
import { eventsIsland, EventsSection } from './EventsSection.tsx';
import { resolveEvents } from './resolve.ts';
import { eventsBlock } from './schema.ts';

export default defineBlock({ type: 'events', schema: eventsBlock, resolve: resolveEvents, Component: EventsSection, island: eventsIsland });
