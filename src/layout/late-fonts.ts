// Adds the web fonts the first paint does not wait for (src/late-font-faces.ts: Inter and Playfair Display's
// italic); the page's script that calls it starts once the browser has reported the page's largest paint
// (src/render/after-paint.ts). Until then their text is drawn in the system fonts scaled to their metrics,
// which take the same room, so the swap moves nothing; and on a slow connection the largest paint (the
// hero, drawn from the HTML) never shares the link with them.
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import italicUrl from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2?url';
import { LATE_FACES, type LateFace } from '../late-font-faces.ts';

/** The built address of each face's file (the same files as LATE_FACES names). */
const URLS: Record<LateFace, string> = { inter: interUrl, italic: italicUrl };

/** Adds the faces to the document: each is downloaded when text on the page needs it. */
export function addLateFonts(): void {
  if (typeof FontFace === 'undefined') return;
  for (const [key, face] of Object.entries(LATE_FACES) as [LateFace, (typeof LATE_FACES)[LateFace]][]) {
    document.fonts.add(new FontFace(face.family, `url(${URLS[key]}) format("woff2")`, { weight: face.weight, style: face.style, display: 'swap' }));
  }
}
