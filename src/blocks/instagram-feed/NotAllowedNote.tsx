/** @jsxImportSource react */
// Shown when the proxy refuses a username (403): the site shows only the accounts the owner lists, so
// the visitor learns which ones and gets one click back to the site's own posts.
import Info from 'lucide-react/icons/info';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { useInstagramClasses } from './classes.ts';

/** The explanation; FeedBody puts it in the status region, so screen readers announce it. */
export function NotAllowedNote({ username, allowedUsernames }: { username: string; allowedUsernames: readonly string[] }) {
  const c = useInstagramClasses();
  return (
    <p className={c.notAllowed}>
      <Info size={20} aria-hidden="true" focusable="false" />
      <span>{m.notAllowed(username, allowedUsernames)}</span>
    </p>
  );
}

export function ShowDefaultButton({ username, onClick }: { username: string; onClick: () => void }) {
  const c = useInstagramClasses();
  return (
    <button type="button" className={c.showDefault} onClick={onClick}>
      {m.showAllowed(username)}
    </button>
  );
}
