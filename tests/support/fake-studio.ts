// The studio's server as its page's tests answer it (through a stubbed fetch): the page they open, "About Us"
// with a title only, and an empty photo library. Each test answers the rest (checks, saves) itself.

/** A JSON answer, as the studio's server gives one. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The file these tests open. */
export const ABOUT = 'pages/about.yaml';

/** The answer to opening the page or listing the photos; undefined for any other request. */
export function openingAnswer(url: string): Response | undefined {
  if (url.startsWith('/api/file?')) {
    return json({ file: ABOUT, source: 'title: A\n', base: 'base-1', data: { title: 'A' }, schema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } });
  }
  if (url.startsWith('/api/photos')) return json({ photos: [] });
  return undefined;
}
