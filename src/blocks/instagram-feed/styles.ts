// The Instagram island's styles, turned into class names on the server (InstagramSection.tsx) and handed
// to the island with its props: it hydrates with no styling runtime. Styles of later states (errors,
// notes, placeholders) are here too, so the page's CSS has them from the start.
import { css, keyframes } from '@emotion/react';
import { colors, fontSize, motion, mq, radius, space } from '../../theme.ts';
import { buttonCss } from '../../ui/button.tsx';
import { controlCss, labelCss, optionalCss } from '../../ui/form.ts';
import { h2Css } from '../../ui/layout.tsx';
import { cardCss } from '../../ui/surface.ts';
import { visuallyHiddenCss } from '../../ui/visually-hidden.ts';

const statusCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  margin: `0 0 ${space[5]}`,
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.md,
  fontWeight: 600,
  '& svg': { flex: 'none' },
});

const mutedTextCss = css({ margin: 0, color: colors.muted, fontSize: fontSize.sm });

const captionCss = css({
  margin: 0,
  color: colors.ink,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  // Two lines at most (spec); the full caption is one click away on Instagram.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  lineClamp: 2,
  overflow: 'hidden',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const instagramStyles = {
  hidden: visuallyHiddenCss,
  // InstagramFeed.tsx
  header: css({ marginBottom: space[5] }),
  heading: css(h2Css, { marginBottom: space[2], overflowWrap: 'anywhere' }),
  tag: css({ color: colors.rose, overflowWrap: 'anywhere' }),
  subheading: css({ margin: 0, color: colors.muted }),
  // FeedBody.tsx
  status: css(statusCss, { background: colors.blush, color: colors.plum }),
  error: css(statusCss, { background: colors.white, color: colors.danger, border: `1px solid ${colors.danger}` }),
  spinner: css({ animation: `${spin} 1s linear infinite`, [motion.reduce]: { animation: 'none' } }),
  // NotAllowedNote.tsx
  notAllowed: css(statusCss, { background: colors.blush, color: colors.plum, fontWeight: 500, alignItems: 'flex-start', '& svg': { marginTop: '0.2em' } }),
  showDefault: css(buttonCss.secondary, { marginBottom: space[5] }),
  // SetupNote.tsx
  setupNote: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[3],
    margin: `0 0 ${space[5]}`,
    padding: `${space[4]} ${space[5]}`,
    borderRadius: radius.md,
    border: `1px dashed ${colors.muted}`,
    background: colors.white,
    color: colors.ink,
    fontSize: fontSize.sm,
    lineHeight: 1.55,
    overflowWrap: 'anywhere',
    '& svg': { flex: 'none', marginTop: '0.15em', color: colors.plum },
  }),
  setupLink: css({ color: colors.rose, fontWeight: 600 }),
  // SearchForm.tsx
  form: css(cardCss, {
    display: 'grid',
    gap: space[4],
    padding: space[5],
    marginBottom: space[7],
    [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'start', padding: space[6] },
  }),
  label: labelCss,
  optional: optionalCss,
  control: controlCss,
  hashField: css({ position: 'relative' }),
  // The '#' drawn in the field says "no need to type it".
  hash: css({ position: 'absolute', left: space[4], top: '50%', transform: 'translateY(-50%)', color: colors.muted, pointerEvents: 'none' }),
  hashControl: css(controlCss, { paddingLeft: space[6] }),
  hint: css({ margin: `${space[1]} 0 0`, color: colors.muted, fontSize: fontSize.sm }),
  buttonRow: css({ [mq.md]: { paddingTop: `calc(${fontSize.base} * 1.5 + ${space[2]})` } }),
  submit: css(buttonCss.primary, { width: '100%', minHeight: 48 }),
  // PostGrid.tsx: one column on phones, two from sm, three from lg.
  grid: css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: space[5],
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[6] },
  }),
  // PostCard.tsx
  article: css(cardCss, { display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }),
  image: css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', background: colors.blush }),
  imageLink: css({
    display: 'block',
    overflow: 'hidden',
    '& img': { transition: `transform ${motion.fast}` },
    '&:hover img': { transform: 'scale(1.03)' },
    [motion.reduce]: { '& img': { transition: 'none' }, '&:hover img': { transform: 'none' } },
  }),
  /** The neutral stand-in for a picture: placeholder posts and posts without a usable image. */
  tile: css({
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '1 / 1',
    width: '100%',
    background: `linear-gradient(135deg, ${colors.blush} 0%, ${colors.blushDeep} 55%, ${colors.goldLight} 100%)`,
    color: colors.plum,
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: space[2], flex: 1, padding: space[4] }),
  caption: captionCss,
  date: mutedTextCss,
  postLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    marginTop: 'auto',
    paddingTop: space[1],
    minHeight: 44,
    fontWeight: 600,
    fontSize: fontSize.sm,
    color: colors.rose,
    textUnderlineOffset: '0.2em',
    '&:hover': { color: colors.roseDark },
  }),
  placeholderLabel: css(mutedTextCss, { fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: fontSize.xs }),
  placeholderCaption: css(captionCss, { color: colors.muted }),
};

export type InstagramClasses = Record<keyof typeof instagramStyles, string>;
