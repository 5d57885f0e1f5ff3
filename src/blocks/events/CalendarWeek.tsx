import { css } from '@emotion/react';
import { ChevronLeft, ChevronRight, Clock, MapPin } from 'lucide-react';
import { colors, fontSize, fonts, mq, radius, space } from '../../theme.ts';
import { buttonCss } from '../../ui/button.tsx';
import type { EventItem } from '../../data/events/types.ts';
import { eventsMessages as m } from '../../data/events/messages.ts';
import { cardCss, metaCss, visuallyHiddenCss } from './styles.ts';
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

const navButtonCss = css(buttonCss.secondary, { padding: space[2], width: 44, flex: 'none' });

// Phones and tablets: the days stack as a list. Wide screens: seven columns.
const gridCss = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[2],
  [mq.lg]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
});

const dayCss = css(cardCss, {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gap: space[3],
  padding: space[3],
  boxShadow: 'none',
  [mq.lg]: { gridTemplateColumns: '1fr', alignContent: 'start', minHeight: '12rem', padding: `${space[3]} ${space[2]}` },
  '&[aria-current="date"]': { background: colors.blush, borderColor: colors.rose, boxShadow: `inset 0 0 0 1px ${colors.rose}` },
});

export function CalendarWeek({ events, today, offset, onOffsetChange, headingLevel }: CalendarWeekProps) {
  const sunday = shownWeekStart(today, offset);
  const Heading = `h${headingLevel}` as const;
  const icon = { size: 14, 'aria-hidden': true, focusable: false } as const;
  return (
    <div>
      <div css={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[3], marginBottom: space[4] })}>
        <button type="button" css={navButtonCss} aria-label={m.previousWeek} onClick={() => onOffsetChange(offset - 1)}>
          <ChevronLeft size={22} aria-hidden="true" focusable="false" />
        </button>
        {/* Announced on change, so the week buttons say where they went. */}
        <div aria-live="polite" css={css({ textAlign: 'center', minWidth: 0 })}>
          <Heading css={css({ margin: 0, fontFamily: fonts.heading, fontSize: fontSize.h3, color: colors.plum, lineHeight: 1.25 })}>
            {weekRangeLabel(sunday)}
          </Heading>
        </div>
        <button type="button" css={navButtonCss} aria-label={m.nextWeek} onClick={() => onOffsetChange(offset + 1)}>
          <ChevronRight size={22} aria-hidden="true" focusable="false" />
        </button>
      </div>
      <ol css={gridCss}>
        {weekDays(sunday).map((day) => {
          const isToday = day === today;
          const dayEvents = eventsOn(events, day);
          return (
            <li key={day} css={dayCss} aria-current={isToday ? 'date' : undefined}>
              <div css={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', [mq.lg]: { alignItems: 'center', paddingBottom: space[2], borderBottom: `1px solid ${colors.line}` } })}>
                <time dateTime={day} css={css({ display: 'flex', flexDirection: 'column', alignItems: 'inherit', lineHeight: 1.1 })}>
                  {/* The short form is for the eye; a screen reader hears the whole date once. */}
                  <span css={visuallyHiddenCss}>{fullDateLabel(day)}</span>
                  <span aria-hidden="true" css={css({ fontSize: fontSize.xs, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.muted })}>
                    {weekdayLabel(day)}
                  </span>
                  <span aria-hidden="true" css={css({ fontFamily: fonts.heading, fontSize: fontSize.xl, fontWeight: 700, color: isToday ? colors.rose : colors.plum })}>
                    {dayOfMonth(day)}
                  </span>
                </time>
                {isToday && (
                  <span css={css({ marginTop: space[1], padding: `0 ${space[2]}`, borderRadius: radius.pill, background: colors.rose, color: colors.white, fontSize: fontSize.xs, fontWeight: 700 })}>
                    {m.today}
                  </span>
                )}
              </div>
              {dayEvents.length === 0 ? (
                <p css={css({ margin: 0, alignSelf: 'center', color: colors.muted, fontSize: fontSize.sm, [mq.lg]: { textAlign: 'center', alignSelf: 'start' } })}>
                  {m.noEventsThisDay}
                </p>
              ) : (
                <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2], minWidth: 0 })}>
                  {dayEvents.map((e, i) => (
                    <li key={i} css={css({ padding: space[2], borderRadius: radius.sm, background: colors.blush, borderLeft: `3px solid ${colors.rose}`, '[aria-current="date"] &': { background: colors.white }, display: 'grid', gap: space[1], minWidth: 0 })}>
                      <p css={css({ margin: 0, fontWeight: 700, color: colors.plum, fontSize: fontSize.sm, lineHeight: 1.3, overflowWrap: 'anywhere' })}>
                        {e.eventName}
                      </p>
                      {e.time && (
                        <p css={[metaCss, css({ fontSize: fontSize.xs })]}>
                          <Clock {...icon} />
                          {e.time}
                        </p>
                      )}
                      {e.location && (
                        <p css={[metaCss, css({ fontSize: fontSize.xs })]}>
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
