import { defineBlock } from '../define.tsx';
import { eventsIsland, EventsSection } from './EventsSection.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: EventsSection, island: eventsIsland });
