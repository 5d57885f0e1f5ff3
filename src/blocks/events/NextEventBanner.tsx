import { useId } from 'react';
import { css } from '@emotion/react';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { colors, fontSize, fonts, mq, radius, space } from '../../theme.ts';
import type { EventItem } from '../../data/events/types.ts';
import { fullDateLabel } from './week.ts';

const bannerCss = css({
  display: 'grid',
  gap: space[2],
  marginBottom: space[5],
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.md,
  background: `linear-gradient(120deg, ${colors.plumDeep}, ${colors.plum})`,
  color: colors.onDark,
  [mq.md]: { gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: space[5] },
});

const detailCss = css({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: space[2],
  fontSize: fontSize.sm,
  color: colors.onDarkMuted,
  overflowWrap: 'anywhere',
  '& svg': { flex: 'none', marginTop: '0.15em', color: colors.gold },
});

/** The first event of the list: the sheet's next one, or the first sample still ahead. */
export function NextEventBanner({ event, label }: { event: EventItem; label: string }) {
  const labelId = useId();
  const icon = { size: 16, 'aria-hidden': true, focusable: false } as const;
  return (
    <div role="group" aria-labelledby={labelId} css={bannerCss}>
      <p
        id={labelId}
        css={css({
          margin: 0,
          justifySelf: 'start',
          padding: `${space[1]} ${space[3]}`,
          borderRadius: radius.pill,
          background: colors.goldLight,
          color: colors.plumDeep,
          fontSize: fontSize.xs,
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
        })}
      >
        {label}
      </p>
      <div css={css({ display: 'grid', gap: space[1], minWidth: 0 })}>
        <p css={css({ margin: 0, fontFamily: fonts.heading, fontSize: fontSize.xl, lineHeight: 1.3, color: colors.white, overflowWrap: 'anywhere' })}>
          {event.eventName}
        </p>
        <div css={css({ display: 'flex', flexWrap: 'wrap', columnGap: space[5], rowGap: space[1] })}>
          <span css={detailCss}>
            <CalendarDays {...icon} />
            <time dateTime={event.isoDate}>{fullDateLabel(event.isoDate)}</time>
          </span>
          {event.time && (
            <span css={detailCss}>
              <Clock {...icon} />
              {event.time}
            </span>
          )}
          {event.location && (
            <span css={detailCss}>
              <MapPin {...icon} />
              {event.location}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
