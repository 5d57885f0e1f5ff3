// The events island's class names, given by the server (styles.ts) and read by each of its parts.
import { islandClassNames } from '../../islands/class-names.ts';
import type { EventsClasses } from './styles.ts';

export const { Provider: EventsClassNames, use: useEventsClasses } = islandClassNames<EventsClasses>('events');
