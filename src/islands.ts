// The script of a page with islands (pages without islands never load it). It is small on purpose:
// React and the islands' code are fetched and run only once the page has loaded and the browser is
// idle, so a phone paints the page from its HTML first and spends its time on React after. (The
// booking form's button waits for hydration, so nothing typed is lost to a submit React did not see.)
import { islandAttr } from './blocks/islands.ts';
import { showLoadError } from './island-error.ts';

function start(): void {
  // Every file the page's islands need, listed by the build, is requested at once: no waterfall.
  const code = document.querySelector('script[data-island-code]')?.getAttribute('data-island-code') ?? '';
  for (const href of code.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('./hydrate-islands.tsx').then(
    (m) => m.hydrateIslands(),
    // Without React no island can start: each says so in its place.
    (error: unknown) => document.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`).forEach((root) => showLoadError(root, error)),
  );
}

const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 500 }) : setTimeout(start, 0));
/**
 * After the next frame is on screen (a task queued from an animation frame runs once that frame is painted):
 * the load event can come before the first frame that shows the text, when the page's preloaded fonts arrive
 * last, and the island code must not compete with that frame.
 */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
const begin = () => afterPaint(whenIdle);
if (document.readyState === 'complete') begin();
else window.addEventListener('load', begin, { once: true });
