import { css } from '@emotion/react';
import { Clock, House, MapPin, Tag } from 'lucide-react';
import { colors, fontSize, fonts, mq, radius, space } from '../../theme.ts';
import type { EventItem } from '../../data/events/types.ts';
import { eventsMessages as m } from '../../data/events/messages.ts';
import { cardCss, metaCss, visuallyHiddenCss } from './styles.ts';
import { dayOfMonth, fullDateLabel, groupByMonth, weekdayLabel } from './week.ts';

const itemCss = css(cardCss, {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: space[4],
  padding: space[4],
  [mq.md]: { gridTemplateColumns: '5rem minmax(0, 1fr)', gap: space[5], padding: space[5] },
});

const badgeCss = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'start',
  aspectRatio: '1',
  borderRadius: radius.md,
  background: colors.blush,
  color: colors.plum,
  lineHeight: 1.1,
});

export function EventList({ events, headingLevel }: { events: readonly EventItem[]; headingLevel: 2 | 3 }) {
  const groups = groupByMonth(events);
  if (groups.length === 0) {
    return <p css={css({ margin: 0, color: colors.muted, fontSize: fontSize.lg })}>{m.listEmpty}</p>;
  }
  const MonthHeading = `h${headingLevel}` as const;
  const NameHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const icon = { size: 16, 'aria-hidden': true, focusable: false } as const;
  return (
    <div css={css({ display: 'grid', gap: space[6] })}>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`events-month-${group.key}`}>
          <MonthHeading
            id={`events-month-${group.key}`}
            css={css({ margin: `0 0 ${space[3]}`, fontFamily: fonts.heading, fontSize: fontSize.h3, color: colors.plum, paddingBottom: space[2], borderBottom: `2px solid ${colors.blushDeep}` })}
          >
            {group.label}
          </MonthHeading>
          <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[3], [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[4] } })}>
            {group.events.map((e, i) => (
              <li key={`${e.isoDate}-${i}`} css={itemCss}>
                <time dateTime={e.isoDate} css={badgeCss}>
                  <span css={visuallyHiddenCss}>{fullDateLabel(e.isoDate)}</span>
                  <span aria-hidden="true" css={css({ fontSize: fontSize.xs, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.rose })}>
                    {weekdayLabel(e.isoDate)}
                  </span>
                  <span aria-hidden="true" css={css({ fontFamily: fonts.heading, fontSize: fontSize.xl, fontWeight: 700 })}>
                    {dayOfMonth(e.isoDate)}
                  </span>
                </time>
                <div css={css({ display: 'grid', gap: space[1], minWidth: 0 })}>
                  <NameHeading css={css({ margin: `0 0 ${space[1]}`, fontSize: fontSize.lg, lineHeight: 1.3, color: colors.plum, overflowWrap: 'anywhere' })}>
                    {e.eventName}
                  </NameHeading>
                  {e.time && (
                    <p css={metaCss}>
                      <Clock {...icon} />
                      {e.time}
                    </p>
                  )}
                  {e.location && (
                    <p css={metaCss}>
                      <MapPin {...icon} />
                      {e.location}
                    </p>
                  )}
                  {e.address && (
                    <p css={metaCss}>
                      <House {...icon} />
                      {e.address}
                    </p>
                  )}
                  {e.price && (
                    <p css={[metaCss, css({ color: colors.ink, fontWeight: 600 })]}>
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
