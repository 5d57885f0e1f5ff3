/** @jsxImportSource react */
import { useId } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import type { EventItem } from '../../data/events/types.ts';
import { useEventsClasses } from './classes.ts';
import { fullDateLabel } from './week.ts';

/** The first event of the list: the sheet's next one, or the first sample still ahead. */
export function NextEventBanner({ event, label }: { event: EventItem; label: string }) {
  const labelId = useId();
  const c = useEventsClasses();
  const icon = { size: 16, 'aria-hidden': true, focusable: false } as const;
  return (
    <div role="group" aria-labelledby={labelId} className={c.banner}>
      <p id={labelId} className={c.bannerLabel}>
        {label}
      </p>
      <div className={c.bannerBody}>
        <p className={c.bannerName}>
          {event.eventName}
        </p>
        <div className={c.bannerDetails}>
          <span className={c.bannerDetail}>
            <CalendarDays {...icon} />
            <time dateTime={event.isoDate}>{fullDateLabel(event.isoDate)}</time>
          </span>
          {event.time && (
            <span className={c.bannerDetail}>
              <Clock {...icon} />
              {event.time}
            </span>
          )}
          {event.location && (
            <span className={c.bannerDetail}>
              <MapPin {...icon} />
              {event.location}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
