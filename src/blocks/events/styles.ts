// The events island's styles, turned into class names on the server (EventsSection.tsx) and handed to the
// island with its props: the island hydrates with no styling runtime. Styles a later state shows (the
// toast, the error, the empty week) are here too, so the page's CSS has them from the start.
import { css, keyframes } from '@emotion/react';
import { bottomBarSpace, colors, fontSize, fonts, motion, mq, radius, shadow, space } from '../../theme.ts';
import { buttonCss } from '../../ui/button.tsx';
import { cardCss as surfaceCardCss } from '../../ui/surface.ts';
import { visuallyHiddenCss } from '../../ui/visually-hidden.ts';

/** The shared raised panel, with the tighter corners of the events' smaller cards. */
const cardCss = css(surfaceCardCss, { borderRadius: radius.md });

/** A line of event detail with a small leading icon. */
const metaCss = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[2],
  margin: 0,
  color: colors.muted,
  fontSize: fontSize.sm,
  lineHeight: 1.45,
  overflowWrap: 'anywhere',
  '& svg': { flex: 'none', marginTop: '0.15em', color: colors.rose },
});

const statusCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  margin: `0 0 ${space[5]}`,
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.md,
  fontWeight: 600,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

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

const bannerDetailCss = css({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: space[2],
  fontSize: fontSize.sm,
  color: colors.onDarkMuted,
  overflowWrap: 'anywhere',
  '& svg': { flex: 'none', marginTop: '0.15em', color: colors.gold },
});

export const eventsStyles = {
  hidden: visuallyHiddenCss,
  // Events.tsx
  error: css(statusCss, { background: colors.white, color: colors.danger, border: `1px solid ${colors.danger}` }),
  loading: css(statusCss, { background: colors.blush, color: colors.plum }),
  spinner: css({ flex: 'none', animation: `${spin} 1s linear infinite`, [motion.reduce]: { animation: 'none' } }),
  // EventsTabs.tsx
  tablist: css({
    display: 'inline-flex',
    gap: space[1],
    padding: space[1],
    marginBottom: space[5],
    background: colors.blush,
    border: `1px solid ${colors.line}`,
    borderRadius: radius.pill,
    maxWidth: '100%',
  }),
  tab: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[2],
    minHeight: 44,
    padding: `${space[2]} ${space[5]}`,
    border: 0,
    borderRadius: radius.pill,
    background: 'transparent',
    color: colors.plum,
    font: 'inherit',
    fontSize: fontSize.sm,
    fontWeight: 600,
    cursor: 'pointer',
    transition: `background ${motion.fast}, color ${motion.fast}`,
    [motion.reduce]: { transition: 'none' },
    '&:hover': { background: colors.blushDeep },
    '&[aria-selected="true"]': { background: colors.rose, color: colors.white },
  }),
  panel: css({ '&:focus-visible': { outlineOffset: space[2] } }),
  // NextEventBanner.tsx
  banner: bannerCss,
  bannerLabel: css({
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
  }),
  bannerBody: css({ display: 'grid', gap: space[1], minWidth: 0 }),
  bannerName: css({ margin: 0, fontFamily: fonts.heading, fontSize: fontSize.xl, lineHeight: 1.3, color: colors.white, overflowWrap: 'anywhere' }),
  bannerDetails: css({ display: 'flex', flexWrap: 'wrap', columnGap: space[5], rowGap: space[1] }),
  bannerDetail: bannerDetailCss,
  // NoUpcomingEvents.tsx
  empty: css({ margin: `0 0 ${space[5]}`, padding: `${space[4]} ${space[5]}`, borderRadius: radius.md, background: colors.blush, color: colors.plum }),
  emptyText: css({ margin: 0, fontWeight: 600, fontSize: fontSize.lg }),
  emptyLinks: css({ listStyle: 'none', margin: `${space[2]} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: space[5] }),
  emptyLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    minHeight: 44,
    color: colors.plum,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    '&:hover': { color: colors.roseDark },
    '& svg': { flex: 'none' },
  }),
  // CalendarWeek.tsx
  weekBar: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[3], marginBottom: space[4] }),
  weekNav: css(buttonCss.secondary, { padding: space[2], width: 44, flex: 'none' }),
  weekTitle: css({ textAlign: 'center', minWidth: 0 }),
  weekHeading: css({ margin: 0, fontFamily: fonts.heading, fontSize: fontSize.h3, color: colors.plum, lineHeight: 1.25 }),
  // Phones and tablets: the days stack as a list. Wide screens: seven columns.
  days: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2], [mq.lg]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } }),
  day: css(cardCss, {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '4.5rem 1fr',
    gap: space[3],
    padding: space[3],
    boxShadow: 'none',
    [mq.lg]: { gridTemplateColumns: '1fr', alignContent: 'start', minHeight: '12rem', padding: `${space[3]} ${space[2]}` },
    '&[aria-current="date"]': { background: colors.blush, borderColor: colors.rose, boxShadow: `inset 0 0 0 1px ${colors.rose}` },
  }),
  dayHead: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    [mq.lg]: { alignItems: 'center', paddingBottom: space[2], borderBottom: `1px solid ${colors.line}` },
  }),
  dayDate: css({ display: 'flex', flexDirection: 'column', alignItems: 'inherit', lineHeight: 1.1 }),
  dayWeekday: css({ fontSize: fontSize.xs, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.muted }),
  dayNumber: css({ fontFamily: fonts.heading, fontSize: fontSize.xl, fontWeight: 700, color: colors.plum }),
  dayNumberToday: css({ fontFamily: fonts.heading, fontSize: fontSize.xl, fontWeight: 700, color: colors.rose }),
  todayTag: css({ marginTop: space[1], padding: `0 ${space[2]}`, borderRadius: radius.pill, background: colors.rose, color: colors.white, fontSize: fontSize.xs, fontWeight: 700 }),
  dayNone: css({ margin: 0, alignSelf: 'center', color: colors.muted, fontSize: fontSize.sm, [mq.lg]: { textAlign: 'center', alignSelf: 'start' } }),
  dayEvents: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2], minWidth: 0 }),
  dayEvent: css({
    padding: space[2],
    borderRadius: radius.sm,
    background: colors.blush,
    borderLeft: `3px solid ${colors.rose}`,
    '[aria-current="date"] &': { background: colors.white },
    display: 'grid',
    gap: space[1],
    minWidth: 0,
  }),
  dayEventName: css({ margin: 0, fontWeight: 700, color: colors.plum, fontSize: fontSize.sm, lineHeight: 1.3, overflowWrap: 'anywhere' }),
  dayEventMeta: css(metaCss, { fontSize: fontSize.xs }),
  // EventList.tsx
  listEmpty: css({ margin: 0, color: colors.muted, fontSize: fontSize.lg }),
  months: css({ display: 'grid', gap: space[6] }),
  month: css({ margin: `0 0 ${space[3]}`, fontFamily: fonts.heading, fontSize: fontSize.h3, color: colors.plum, paddingBottom: space[2], borderBottom: `2px solid ${colors.blushDeep}` }),
  monthEvents: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[3], [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[4] } }),
  item: css(cardCss, {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '4rem minmax(0, 1fr)',
    gap: space[4],
    padding: space[4],
    [mq.md]: { gridTemplateColumns: '5rem minmax(0, 1fr)', gap: space[5], padding: space[5] },
  }),
  badge: css({
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
  }),
  badgeWeekday: css({ fontSize: fontSize.xs, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.rose }),
  badgeDay: css({ fontFamily: fonts.heading, fontSize: fontSize.xl, fontWeight: 700 }),
  itemBody: css({ display: 'grid', gap: space[1], minWidth: 0 }),
  itemName: css({ margin: `0 0 ${space[1]}`, fontSize: fontSize.lg, lineHeight: 1.3, color: colors.plum, overflowWrap: 'anywhere' }),
  meta: metaCss,
  price: css(metaCss, { color: colors.ink, fontWeight: 600 }),
  // Toast.tsx
  toastRegion: css({
    position: 'fixed',
    zIndex: 60,
    insetInline: space[3],
    // Above the call-and-book bar where a phone shows one.
    bottom: `calc(${bottomBarSpace} + ${space[3]})`,
    display: 'flex',
    justifyContent: 'flex-end',
    pointerEvents: 'none',
    [mq.sm]: { insetInline: 'auto', right: space[5], bottom: `calc(${bottomBarSpace} + ${space[5]})`, width: '24rem' },
  }),
  toast: css({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    width: '100%',
    padding: `${space[4]} ${space[4]} ${space[4]} ${space[5]}`,
    background: colors.plum,
    color: colors.onDark,
    borderRadius: radius.md,
    borderLeft: `4px solid ${colors.gold}`,
    boxShadow: shadow.raised,
    animation: `${slideIn} 200ms ease-out`,
    [motion.reduce]: { animation: 'none' },
  }),
  toastBody: css({ flex: 1, minWidth: 0 }),
  toastTitle: css({ margin: 0, fontWeight: 700, color: colors.white }),
  toastText: css({ margin: `${space[1]} 0 0`, fontSize: fontSize.sm, lineHeight: 1.5 }),
  toastClose: css({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    margin: `-${space[2]} -${space[2]} 0 0`,
    border: 0,
    borderRadius: radius.pill,
    background: 'transparent',
    color: colors.onDark,
    cursor: 'pointer',
    '&:hover': { background: colors.plumDeep },
  }),
};

export type EventsClasses = Record<keyof typeof eventsStyles, string>;
