/** @jsxImportSource react */
import Clock from 'lucide-react/icons/clock';
import House from 'lucide-react/icons/house';
import MapPin from 'lucide-react/icons/map-pin';
import Tag from 'lucide-react/icons/tag';
import type { EventItem } from '../../data/events/types.ts';
import { eventsMessages as m } from '../../data/events/messages.ts';
import { useEventsClasses } from './classes.ts';
import { dayOfMonth, fullDateLabel, groupByMonth, weekdayLabel } from './week.ts';

export function EventList({ events, headingLevel }: { events: readonly EventItem[]; headingLevel: 2 | 3 }) {
  const c = useEventsClasses();
  const groups = groupByMonth(events);
  if (groups.length === 0) {
    return <p className={c.listEmpty}>{m.listEmpty}</p>;
  }
  const MonthHeading = `h${headingLevel}` as const;
  const NameHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const icon = { size: 16, 'aria-hidden': true, focusable: false } as const;
  return (
    <div className={c.months}>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`events-month-${group.key}`}>
          <MonthHeading
            id={`events-month-${group.key}`}
            className={c.month}
          >
            {group.label}
          </MonthHeading>
          <ul className={c.monthEvents}>
            {group.events.map((e, i) => (
              <li key={`${e.isoDate}-${i}`} className={c.item}>
                <time dateTime={e.isoDate} className={c.badge}>
                  <span className={c.hidden}>{fullDateLabel(e.isoDate)}</span>
                  <span aria-hidden="true" className={c.badgeWeekday}>
                    {weekdayLabel(e.isoDate)}
                  </span>
                  <span aria-hidden="true" className={c.badgeDay}>
                    {dayOfMonth(e.isoDate)}
                  </span>
                </time>
                <div className={c.itemBody}>
                  <NameHeading className={c.itemName}>
                    {e.eventName}
                  </NameHeading>
                  {e.time && (
                    <p className={c.meta}>
                      <Clock {...icon} />
                      {e.time}
                    </p>
                  )}
                  {e.location && (
                    <p className={c.meta}>
                      <MapPin {...icon} />
                      {e.location}
                    </p>
                  )}
                  {e.address && (
                    <p className={c.meta}>
                      <House {...icon} />
                      {e.address}
                    </p>
                  )}
                  {e.price && (
                    <p className={c.price}>
                      <Tag {...icon} />
                      {m.pricePrefix}
                      {e.price}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
