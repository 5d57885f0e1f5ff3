/** @jsxImportSource react */
// The events calendar and list (an island): tabs over the events sheet (src/data/events). Its class names
// come from the server (styles.ts), so it runs with React alone.
// Nothing here depends on the clock or the sheet until after hydration: the prerendered HTML and the
// first client render both show the loading state (or, when the server rendered the page with the events
// it had, those events and that day), and the week is worked out in an effect.
import { useEffect, useId, useMemo, useState } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleAlert from 'lucide-react/icons/circle-alert';
import List from 'lucide-react/icons/list';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { eventsMessages as m } from '../../data/events/messages.ts';
import { upcomingEvents, validateEvents } from '../../data/events/upcoming.ts';
import { chicagoToday } from '../../data/events/today.ts';
import { useEvents } from '../../data/events/use-events.ts';
import type { BlockProps } from '../types.ts';
import type { resolveEvents } from './resolve.ts';
import { CalendarWeek } from './CalendarWeek.tsx';
import { EventsClassNames } from './classes.ts';
import { EventList } from './EventList.tsx';
import { EventsTabs, type TabSpec } from './EventsTabs.tsx';
import { NextEventBanner } from './NextEventBanner.tsx';
import { NoUpcomingEvents } from './NoUpcomingEvents.tsx';
import type { EventsClasses } from './styles.ts';
import { Toast } from './Toast.tsx';

type View = 'calendar' | 'list';
const icon = { size: 18, 'aria-hidden': true, focusable: false } as const;
const tabs: readonly TabSpec<View>[] = [
  { key: 'calendar', label: m.calendarTab, icon: <CalendarDays {...icon} /> },
  { key: 'list', label: m.listTab, icon: <List {...icon} /> },
];

/**
 * Today in Chicago, or until the component has mounted the day the page was rendered with (null for a
 * prerendered page), so the server and hydration agree.
 */
function useTodayAfterMount(rendered: string | undefined): string | null {
  const [today, setToday] = useState<string | null>(rendered ?? null);
  useEffect(() => setToday(chicagoToday()), []);
  return today;
}

export function Events({ block, classes }: BlockProps<typeof resolveEvents> & { classes: EventsClasses }) {
  const config = block.feed;
  const query = useEvents(config);
  const today = useTodayAfterMount(config.initial?.today);
  const [view, setView] = useState<View>('calendar');
  const [weekOffset, setWeekOffset] = useState(0);
  const [toastDismissed, setToastDismissed] = useState(false);
  const idBase = useId();

  // The spec's error state: the events could not be loaded at all (fetchEvents never throws, so this is
  // something unexpected, after one retry). A sheet that cannot be read is no error: its samples show.
  const failed = query.status === 'error';
  const usingSamples = Boolean(query.data?.error);
  const fallback = useMemo(
    () => (today === null ? [] : upcomingEvents(validateEvents(config.sampleEvents).events, today)),
    [config.sampleEvents, today],
  );
  const events = query.data?.events ?? (failed ? fallback : undefined);
  const source = query.data?.source ?? 'sample';
  const level = block.heading ? 3 : 2;
  const empty = events !== undefined && events.length === 0;
  // The sheet could not be read and no sample event is ahead: the page says so once, in the block's words,
  // with the way onward; no toast about samples that are not there, no empty week to page through.
  const unavailable = usingSamples && empty;

  return (
    <EventsClassNames value={classes}>
      {failed && (
        <p role="alert" className={classes.error}>
          <CircleAlert {...icon} />
          {m.error}
        </p>
      )}
      <EventsTabs idBase={idBase} label={m.tabsLabel} tabs={tabs} selected={view} onSelect={setView}>
        {today === null || events === undefined ? (
          <p role="status" className={classes.loading}>
            <LoaderCircle {...icon} className={classes.spinner} />
            {m.loading}
          </p>
        ) : failed && empty ? null : unavailable ? (
          <NoUpcomingEvents text={block.unavailable ?? (view === 'calendar' ? m.calendarEmpty : m.listEmpty)} onward={block.onward} />
        ) : view === 'calendar' ? (
          <>
            {empty ? (
              <NoUpcomingEvents text={m.calendarEmpty} onward={block.onward} />
            ) : (
              <NextEventBanner event={events[0]!} label={source === 'sample' ? m.sampleEventLabel : m.nextEventLabel} />
            )}
            <CalendarWeek events={events} today={today} offset={weekOffset} onOffsetChange={setWeekOffset} headingLevel={level} />
          </>
        ) : empty ? (
          <NoUpcomingEvents text={m.listEmpty} onward={block.onward} />
        ) : (
          <EventList events={events} headingLevel={level} />
        )}
      </EventsTabs>
      <Toast
        open={(failed || (usingSamples && !unavailable)) && !toastDismissed}
        title={m.toastTitle}
        description={m.toastDescription}
        dismissLabel={m.dismissToast}
        onDismiss={() => setToastDismissed(true)}
      />
    </EventsClassNames>
  );
}
