/** @jsxImportSource react */
import Info from 'lucide-react/icons/info';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { useInstagramClasses } from './classes.ts';

/** Says, in a visitor's words, why the posts are examples, and links to the real ones on Instagram. */
export function SetupNote({ profileUrl }: { profileUrl: string }) {
  const c = useInstagramClasses();
  return (
    <p role="note" className={c.setupNote}>
      <Info size={18} aria-hidden="true" focusable="false" />
      <span>
        {m.setupNote}{' '}
        <a href={profileUrl} {...(profileUrl.startsWith('https://') && { target: '_blank', rel: 'noopener noreferrer' })} className={c.setupLink}>
          {m.setupLink}
          <span className={c.hidden}> {m.opensInNewTab}</span>
        </a>
      </span>
    </p>
  );
}
