// The events block on the server: its section and heading are static HTML; the calendar and list below
// them are the island, given the class names of its styles (styles.ts).
import { useId } from 'react';
import { defineIsland, Island } from '../../islands/Island.tsx';
import { WithClassNames } from '../../ui/class-names.tsx';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import type { BlockProps } from '../types.ts';
import { Events } from './Events.tsx';
import type { resolveEvents } from './resolve.ts';
import { eventsStyles } from './styles.ts';

/** The calendar and list run in the browser: their module is events.island.tsx. */
export const eventsIsland = defineIsland('events', Events);

export function EventsSection({ block }: BlockProps<typeof resolveEvents>) {
  const headingId = useId();
  return (
    <Section labelledBy={block.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} />
      <WithClassNames styles={eventsStyles}>
        {(classes) => <Island of={eventsIsland} props={{ block, classes }} />}
      </WithClassNames>
    </Section>
  );
}
