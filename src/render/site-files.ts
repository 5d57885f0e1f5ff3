// The build's files about the site as a whole: the web app manifest and the sitemap.
import { colors } from '../theme.ts';

/** Lets a phone add the site to its home screen with the business's name, icon and colours. */
export function webManifest(name: string): string {
  const icon = (size: number) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
  return `${JSON.stringify(
    {
      name,
      ...(name.length <= 12 && { short_name: name }),
      start_url: '/',
      display: 'standalone',
      background_color: colors.cream,
      theme_color: colors.plum,
      icons: [icon(192), icon(512)],
    },
    null,
    2,
  )}\n`;
}

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemap(siteUrl: string, entries: Array<{ path: string; lastmod: string | undefined }>): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${path === '/' ? '/' : path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
