/** @jsxImportSource react */
// One post of the grid. Captions are outside text, rendered as text; outside URLs are used only when
// they are https (the client already drops other posts; checked again here because a card must never
// turn a `javascript:` permalink into a link or load an http: image).
import { useId } from 'react';
import Camera from 'lucide-react/icons/camera';
import ExternalLink from 'lucide-react/icons/external-link';
import { formatPostDate, instagramMessages as m, isHttpsUrl, type InstagramPost } from '../../data/instagram/index.ts';
import { altFromCaption } from './feed-query.ts';
import { useInstagramClasses } from './classes.ts';

// Instagram serves feed pictures at 1080 px; the attributes only fix the box (1:1), CSS sizes it.
const IMAGE_SIZE = 1080;
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Tile({ label }: { label?: string }) {
  const c = useInstagramClasses();
  return (
    <div className={c.tile} role={label ? 'img' : undefined} aria-label={label}>
      <Camera size={48} strokeWidth={1.5} aria-hidden="true" focusable="false" />
    </div>
  );
}

export function PostCard({ post }: { post: InstagramPost }) {
  const c = useInstagramClasses();
  const captionId = useId();
  const permalink = isHttpsUrl(post.permalink) ? post.permalink : undefined;
  const alt = altFromCaption(post.caption, m.imageAltFallback);
  const picture = isHttpsUrl(post.mediaUrl) ? (
    <img src={post.mediaUrl} alt={alt} width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" className={c.image} />
  ) : (
    <Tile label={alt} />
  );
  const date = formatPostDate(post.timestamp);
  return (
    <article className={c.article}>
      {permalink ? (
        // The same link as "View on Instagram" below, so it is one tab stop and one link for screen readers.
        <a href={permalink} {...newTab} tabIndex={-1} aria-hidden="true" className={c.imageLink}>
          {picture}
        </a>
      ) : (
        picture
      )}
      <div className={c.body}>
        {post.caption && (
          <p id={captionId} className={c.caption}>
            {post.caption}
          </p>
        )}
        {date && (
          <p className={c.date}>
            <time dateTime={post.timestamp}>{date}</time>
          </p>
        )}
        {permalink && (
          <a href={permalink} {...newTab} aria-describedby={post.caption ? captionId : undefined} className={c.postLink}>
            {m.viewOnInstagram}
            <ExternalLink size={16} aria-hidden="true" focusable="false" />
            <span className={c.hidden}> {m.opensInNewTab}</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** A clearly-fake post: a gradient tile with a camera, the placeholder caption, no date and no link. */
export function PlaceholderCard({ post }: { post: InstagramPost }) {
  const c = useInstagramClasses();
  return (
    <article className={c.article} data-placeholder="true">
      <Tile />
      <div className={c.body}>
        <p className={c.placeholderLabel}>{m.placeholderLabel}</p>
        <p className={c.placeholderCaption}>{post.caption}</p>
      </div>
    </article>
  );
}
