// Shown when the proxy refuses a username (403): the site shows only the accounts the owner lists, so
// the visitor learns which ones and gets one click back to the site's own posts.
import { css } from '@emotion/react';
import { Info } from 'lucide-react';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { colors, space } from '../../theme.ts';
import { buttonCss } from '../../ui/button.tsx';
import { statusCss } from './styles.ts';

const noteCss = css(statusCss, { background: colors.blush, color: colors.plum, fontWeight: 500, alignItems: 'flex-start', '& svg': { marginTop: '0.2em' } });

/** The explanation; FeedBody puts it in the status region, so screen readers announce it. */
export function NotAllowedNote({ username, allowedUsernames }: { username: string; allowedUsernames: readonly string[] }) {
  return (
    <p css={noteCss}>
      <Info size={20} aria-hidden="true" focusable="false" />
      <span>{m.notAllowed(username, allowedUsernames)}</span>
    </p>
  );
}

export function ShowDefaultButton({ username, onClick }: { username: string; onClick: () => void }) {
  return (
    <button type="button" css={[buttonCss.secondary, css({ marginBottom: space[5] })]} onClick={onClick}>
      {m.showAllowed(username)}
    </button>
  );
}
