import { css } from '@emotion/react';
import { Info } from 'lucide-react';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { colors, fontSize, radius, space } from '../../theme.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import { visuallyHiddenCss } from '../../ui/visually-hidden.ts';

const noteCss = css({
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
});

/** Says, in a visitor's words, why the posts are examples, and links to the real ones on Instagram. */
export function SetupNote({ profileUrl }: { profileUrl: string }) {
  return (
    <p role="note" css={noteCss}>
      <Info size={18} aria-hidden="true" focusable="false" />
      <span>
        {m.setupNote}{' '}
        <SmartLink href={profileUrl} css={css({ color: colors.rose, fontWeight: 600 })}>
          {m.setupLink}
          <span css={visuallyHiddenCss}> {m.opensInNewTab}</span>
        </SmartLink>
      </span>
    </p>
  );
}
