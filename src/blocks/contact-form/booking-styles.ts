// The booking form's styles, turned into class names on the server (see ContactForm.tsx) and handed to
// the island as props: the form hydrates with React alone, without a styling runtime in the browser.
// Styles only a later state shows (sending, sent, failed) are here too, so the page's CSS has them.
import { css } from '@emotion/react';
import { colors, fontSize, mq, radius, shadow, space } from '../../theme.ts';
import { buttonCss } from '../../ui/button.tsx';
import { controlCss, labelCss, optionalCss } from '../../ui/form.ts';
import { eyebrowCss, h2Css } from '../../ui/layout.tsx';
import { ruleCss } from '../../ui/rule.ts';
import { visuallyHiddenCss } from '../../ui/visually-hidden.ts';

const boxCss = css({
  display: 'flex',
  gap: space[3],
  alignItems: 'flex-start',
  padding: space[4],
  borderRadius: radius.md,
  borderLeft: '4px solid currentColor',
  background: colors.blush,
  '& p': { margin: 0, color: colors.ink },
  '& svg': { flexShrink: 0, marginTop: 2 },
});

export const bookingStyles = {
  card: css({
    background: colors.white,
    border: `1px solid ${colors.line}`,
    borderRadius: radius.lg,
    boxShadow: shadow.card,
    padding: space[5],
    [mq.md]: { padding: space[6] },
  }),
  eyebrow: eyebrowCss,
  heading: css(h2Css, ruleCss),
  intro: css({ margin: `0 0 ${space[5]}`, color: colors.muted }),
  form: css({ display: 'grid', gap: space[5], marginTop: space[5] }),
  formAfterIntro: css({ display: 'grid', gap: space[5], marginTop: 0 }),
  grid: css({ display: 'grid', gap: space[5], [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  wide: css({ gridColumn: '1 / -1' }),
  label: labelCss,
  optional: optionalCss,
  control: controlCss,
  textarea: css(controlCss, { resize: 'vertical' }),
  // A choice longer than the field ends in an ellipsis; what it says in full is written under the field.
  select: css(controlCss, { WebkitAppearance: 'none', appearance: 'none', paddingRight: space[7], cursor: 'pointer', textOverflow: 'ellipsis' }),
  selectEmpty: css(controlCss, { WebkitAppearance: 'none', appearance: 'none', paddingRight: space[7], cursor: 'pointer', textOverflow: 'ellipsis', color: colors.muted }),
  // A box to tick with its words: a tap target of a finger's size, the box itself large enough to see.
  checkLine: css({ display: 'flex', alignItems: 'center', gap: space[2], minHeight: '44px', margin: `${space[2]} 0 0`, '& input': { width: '1.25rem', height: '1.25rem', flex: 'none', margin: 0, accentColor: colors.plum } }),
  choiceNote: css({ margin: `${space[2]} 0 0`, fontSize: fontSize.sm, color: colors.muted, overflowWrap: 'anywhere' }),
  selectFrame: css({ position: 'relative' }),
  chevron: css({ position: 'absolute', right: space[4], top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: colors.plum }),
  hidden: visuallyHiddenCss,
  // While sending, the button stays readable (the shared disabled look fades it) and only the cursor says "wait".
  submit: css(buttonCss.primary, { width: '100%', [mq.sm]: { width: 'auto', minWidth: '14rem' }, '&:disabled': { opacity: 1, background: colors.roseDark } }),
  fieldError: css({ margin: `${space[2]} 0 0`, fontSize: fontSize.sm, fontWeight: 600, color: colors.danger }),
  // The start times: a group of radio buttons drawn as 44 px tiles, the radio itself spread over its tile.
  times: css({ gridColumn: '1 / -1', margin: 0, padding: 0, border: 0, minWidth: 0, '& legend': { padding: 0 } }),
  timeList: css({ display: 'grid', gap: space[2], marginTop: space[2], gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))' }),
  time: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 48,
    padding: `${space[2]} ${space[3]}`,
    textAlign: 'center',
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    color: colors.plum,
    background: colors.white,
    border: `1px solid ${colors.muted}`,
    borderRadius: radius.md,
    cursor: 'pointer',
    '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
    '&:hover': { borderColor: colors.plum, background: colors.blush },
    '&:has(:checked)': { color: colors.white, background: colors.plum, borderColor: colors.plum },
    '&:has(:focus-visible)': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
  }),
  taken: css({ margin: `${space[2]} 0 0`, fontWeight: 600, color: colors.danger }),
  sent: css(boxCss, { color: colors.success }),
  sentBody: css({ display: 'grid', gap: space[2], minWidth: 0 }),
  sentText: css({ fontWeight: 600 }),
  sentReference: css({ fontVariantNumeric: 'tabular-nums' }),
  summary: css({
    display: 'grid',
    gap: space[1],
    margin: 0,
    '& div': { display: 'flex', flexWrap: 'wrap', columnGap: space[2] },
    '& dt': { fontWeight: 600, color: colors.plum, '&::after': { content: '":"' } },
    '& dd': { margin: 0, color: colors.ink, overflowWrap: 'anywhere' },
  }),
  again: css(buttonCss.secondary, { marginTop: space[5], width: '100%', [mq.sm]: { width: 'auto' } }),
  failed: css(boxCss, { color: colors.danger }),
  failedBody: css({ display: 'grid', gap: space[1], fontSize: fontSize.sm }),
  failedHeading: css({ fontWeight: 700, fontSize: fontSize.base }),
  link: css({ color: colors.rose, fontWeight: 700, whiteSpace: 'nowrap' }),
};

export type BookingClasses = Record<keyof typeof bookingStyles, string>;
