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
  select: css(controlCss, { appearance: 'none', paddingRight: space[7], cursor: 'pointer', textOverflow: 'ellipsis' }),
  selectEmpty: css(controlCss, { appearance: 'none', paddingRight: space[7], cursor: 'pointer', textOverflow: 'ellipsis', color: colors.muted }),
  choiceNote: css({ margin: `${space[2]} 0 0`, fontSize: fontSize.sm, color: colors.muted, overflowWrap: 'anywhere' }),
  selectFrame: css({ position: 'relative' }),
  chevron: css({ position: 'absolute', right: space[4], top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: colors.plum }),
  hidden: visuallyHiddenCss,
  // While sending, the button stays readable (the shared disabled look fades it) and only the cursor says "wait".
  submit: css(buttonCss.primary, { width: '100%', [mq.sm]: { width: 'auto', minWidth: '14rem' }, '&:disabled': { opacity: 1, background: colors.roseDark } }),
  sent: css(boxCss, { color: colors.success }),
  sentText: css({ fontWeight: 600 }),
  sentReference: css({ marginTop: space[1], fontVariantNumeric: 'tabular-nums' }),
  failed: css(boxCss, { color: colors.danger }),
  failedBody: css({ display: 'grid', gap: space[1], fontSize: fontSize.sm }),
  failedHeading: css({ fontWeight: 700, fontSize: fontSize.base }),
  link: css({ color: colors.rose, fontWeight: 700, whiteSpace: 'nowrap' }),
};

export type BookingClasses = Record<keyof typeof bookingStyles, string>;
