// What the events show while none is upcoming: one calm note, and where to go instead (the links are the
// block's `onward`, written in the page's YAML).
import { css } from '@emotion/react';
import { ArrowRight } from 'lucide-react';
import { colors, fontSize, radius, space } from '../../theme.ts';

interface Link {
  label: string;
  href: string;
}

const noteCss = css({
  margin: `0 0 ${space[5]}`,
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.md,
  background: colors.blush,
  color: colors.plum,
});

const linkCss = css({
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
});

export function NoUpcomingEvents({ text, onward }: { text: string; onward: readonly Link[] }) {
  return (
    <div css={noteCss} data-events-empty="">
      <p css={css({ margin: 0, fontWeight: 600, fontSize: fontSize.lg })}>{text}</p>
      {onward.length > 0 && (
        <ul css={css({ listStyle: 'none', margin: `${space[2]} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: space[5] })}>
          {onward.map((link) => (
            <li key={link.href}>
              <a href={link.href} css={linkCss}>
                {link.label}
                <ArrowRight size={16} aria-hidden="true" focusable="false" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
