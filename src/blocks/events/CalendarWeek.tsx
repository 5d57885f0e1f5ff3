/** @jsxImportSource react */
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import type { EventItem } from '../../data/events/types.ts';
import { eventsMessages as m } from '../../data/events/messages.ts';
import { useEventsClasses } from './classes.ts';
import { dayOfMonth, eventsOn, fullDateLabel, shownWeekStart, weekDays, weekRangeLabel, weekdayLabel } from './week.ts';

interface CalendarWeekProps {
  events: readonly EventItem[];
  /** 'YYYY-MM-DD' in Chicago, read after mount. */
  today: string;
  /** Weeks away from the current one. */
  offset: number;
  onOffsetChange: (offset: number) => void;
  headingLevel: 2 | 3;
}

export function CalendarWeek({ events, today, offset, onOffsetChange, headingLevel }: CalendarWeekProps) {
  const c = useEventsClasses();
  const sunday = shownWeekStart(today, offset);
  const Heading = `h${headingLevel}` as const;
  const icon = { size: 14, 'aria-hidden': true, focusable: false } as const;
  return (
    <div>
      <div className={c.weekBar}>
        <button type="button" className={c.weekNav} aria-label={m.previousWeek} onClick={() => onOffsetChange(offset - 1)}>
          <ChevronLeft size={22} aria-hidden="true" focusable="false" />
        </button>
        {/* Announced on change, so the week buttons say where they went. */}
        <div aria-live="polite" className={c.weekTitle}>
          <Heading className={c.weekHeading}>
            {weekRangeLabel(sunday)}
          </Heading>
        </div>
        <button type="button" className={c.weekNav} aria-label={m.nextWeek} onClick={() => onOffsetChange(offset + 1)}>
          <ChevronRight size={22} aria-hidden="true" focusable="false" />
        </button>
      </div>
      <ol className={c.days}>
        {weekDays(sunday).map((day) => {
          const isToday = day === today;
          const dayEvents = eventsOn(events, day);
          return (
            <li key={day} className={c.day} aria-current={isToday ? 'date' : undefined}>
              <div className={c.dayHead}>
                <time dateTime={day} className={c.dayDate}>
                  {/* The short form is for the eye; a screen reader hears the whole date once. */}
                  <span className={c.hidden}>{fullDateLabel(day)}</span>
                  <span aria-hidden="true" className={c.dayWeekday}>
                    {weekdayLabel(day)}
                  </span>
                  <span aria-hidden="true" className={isToday ? c.dayNumberToday : c.dayNumber}>
                    {dayOfMonth(day)}
                  </span>
                </time>
                {isToday && (
                  <span className={c.todayTag}>
                    {m.today}
                  </span>
                )}
              </div>
              {dayEvents.length === 0 ? (
                <p className={c.dayNone}>
                  {m.noEventsThisDay}
                </p>
              ) : (
                <ul className={c.dayEvents}>
                  {dayEvents.map((e, i) => (
                    <li key={i} className={c.dayEvent}>
                      <p className={c.dayEventName}>
                        {e.eventName}
                      </p>
                      {e.time && (
                        <p className={c.dayEventMeta}>
                          <Clock {...icon} />
                          {e.time}
                        </p>
                      )}
                      {e.location && (
                        <p className={c.dayEventMeta}>
                          <MapPin {...icon} />
                          {e.location}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
