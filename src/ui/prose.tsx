import { css } from '@emotion/react';
import { colors, fontSize, measure, space } from '../theme.ts';

/** Owner text: a blank line starts a new paragraph. Always rendered as text, never as HTML. */
export function Prose({ text, lead = false }: { text: string; lead?: boolean }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);
  return (
    <div css={css({ '& p': { margin: `0 0 ${space[4]}`, maxWidth: measure.prose }, '& p:last-child': { marginBottom: 0 } })}>
      {paragraphs.map((p, i) => (
        <p key={i} css={lead && i === 0 ? css({ fontSize: fontSize.lg, color: colors.ink }) : undefined}>
          {p}
        </p>
      ))}
    </div>
  );
}
