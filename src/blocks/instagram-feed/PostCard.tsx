// One post of the grid. Captions are outside text, rendered as text; outside URLs are used only when
// they are https (the client already drops other posts; checked again here because a card must never
// turn a `javascript:` permalink into a link or load an http: image).
import { useId } from 'react';
import { css } from '@emotion/react';
import { Camera, ExternalLink } from 'lucide-react';
import { formatPostDate, instagramMessages as m, isHttpsUrl, type InstagramPost } from '../../data/instagram/index.ts';
import { colors, fontSize, motion, space } from '../../theme.ts';
import { visuallyHiddenCss } from '../../ui/visually-hidden.ts';
import { altFromCaption } from './feed-query.ts';
import { cardCss, mutedTextCss, tileCss } from './styles.ts';

// Instagram serves feed pictures at 1080 px; the attributes only fix the box (1:1), CSS sizes it.
const IMAGE_SIZE = 1080;
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

const articleCss = css(cardCss, { display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' });
const imageCss = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', background: colors.blush });
const imageLinkCss = css({
  display: 'block',
  overflow: 'hidden',
  '& img': { transition: `transform ${motion.fast}` },
  '&:hover img': { transform: 'scale(1.03)' },
  [motion.reduce]: { '& img': { transition: 'none' }, '&:hover img': { transform: 'none' } },
});
const bodyCss = css({ display: 'flex', flexDirection: 'column', gap: space[2], flex: 1, padding: space[4] });
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
const linkCss = css({
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
});

function Tile({ label }: { label?: string }) {
  return (
    <div css={tileCss} role={label ? 'img' : undefined} aria-label={label}>
      <Camera size={48} strokeWidth={1.5} aria-hidden="true" focusable="false" />
    </div>
  );
}

export function PostCard({ post }: { post: InstagramPost }) {
  const captionId = useId();
  const permalink = isHttpsUrl(post.permalink) ? post.permalink : undefined;
  const alt = altFromCaption(post.caption, m.imageAltFallback);
  const picture = isHttpsUrl(post.mediaUrl) ? (
    <img src={post.mediaUrl} alt={alt} width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" css={imageCss} />
  ) : (
    <Tile label={alt} />
  );
  const date = formatPostDate(post.timestamp);
  return (
    <article css={articleCss}>
      {permalink ? (
        // The same link as "View on Instagram" below, so it is one tab stop and one link for screen readers.
        <a href={permalink} {...newTab} tabIndex={-1} aria-hidden="true" css={imageLinkCss}>
          {picture}
        </a>
      ) : (
        picture
      )}
      <div css={bodyCss}>
        {post.caption && (
          <p id={captionId} css={captionCss}>
            {post.caption}
          </p>
        )}
        {date && (
          <p css={mutedTextCss}>
            <time dateTime={post.timestamp}>{date}</time>
          </p>
        )}
        {permalink && (
          <a href={permalink} {...newTab} aria-describedby={post.caption ? captionId : undefined} css={linkCss}>
            {m.viewOnInstagram}
            <ExternalLink size={16} aria-hidden="true" focusable="false" />
            <span css={visuallyHiddenCss}> {m.opensInNewTab}</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** A clearly-fake post: a gradient tile with a camera, the placeholder caption, no date and no link. */
export function PlaceholderCard({ post }: { post: InstagramPost }) {
  return (
    <article css={articleCss} data-placeholder="true">
      <Tile />
      <div css={bodyCss}>
        <p css={[mutedTextCss, css({ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: fontSize.xs })]}>{m.placeholderLabel}</p>
        <p css={[captionCss, css({ color: colors.muted })]}>{post.caption}</p>
      </div>
    </article>
  );
}
