// Each route's head beyond its title and description: the canonical address, Open Graph and the X (Twitter)
// card, and what its preview image shows. The renderer prints the tags as they are.
import type { Block } from '../../blocks/schemas.ts';
import { SOCIAL_IMAGE, socialImagePath, type SocialPreview } from '../../schema/page-head.ts';
import type { HeadTag, Regions } from '../../schema/page.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';

interface PageText {
  path: string;
  title: string;
  description: string;
  /** The line above the preview's title, when not the business name (a town's services). */
  previewEyebrow?: string;
}

/** The page's full address: "https://host/" for the home page, "https://host/towns/greenville" for the rest. */
export const absoluteUrl = (site: SiteConfig, path: string): string => `${site.siteUrl}${path}`;

/** The preview image shows what the page's hero says (its h1 and subtitle), else its title and description. */
export function socialPreview(site: SiteConfig, page: PageText, regions: Regions<Block>): SocialPreview {
  const hero = [...(regions.top ?? []), ...regions.main].find((b) => b.type === 'hero');
  const subtitle = hero ? hero.subtitle : page.description;
  return {
    src: socialImagePath(page.path),
    card: {
      eyebrow: page.previewEyebrow ?? site.business.name,
      title: hero?.title ?? page.title,
      ...(subtitle !== undefined && { subtitle }),
      site: new URL(site.siteUrl).host,
    },
  };
}

export function headTags(site: SiteConfig, page: PageText, preview: SocialPreview): HeadTag[] {
  const url = absoluteUrl(site, page.path);
  const meta = (property: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property, content } });
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('og:type', 'website'),
    meta('og:site_name', site.business.name),
    meta('og:locale', site.locale),
    meta('og:url', url),
    meta('og:title', page.title),
    meta('og:description', page.description),
    meta('og:image', absoluteUrl(site, preview.src)),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(SOCIAL_IMAGE.width)),
    meta('og:image:height', String(SOCIAL_IMAGE.height)),
    meta('og:image:alt', preview.card.title),
    // X reads Open Graph for the rest; its card type is its own tag, and it is read by `name`.
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
}
