// The script of a page with islands (pages without islands never load it). It is small on purpose:
// React and the islands' code are fetched and run only once the page has loaded and the browser is
// idle, so a phone paints the page from its HTML first and spends its time on React after. (The
// booking form's button waits for hydration, so nothing typed is lost to a submit React did not see.)
import { showLoadError } from './load-error.ts';
import { islandAttr } from './markup.ts';

function start(): void {
  // Every file the page's islands need, listed by the build, is requested at once: no waterfall.
  const code = document.querySelector('script[data-island-code]')?.getAttribute('data-island-code') ?? '';
  for (const href of code.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('./hydrate.tsx').then(
    (m) => m.hydrateIslands(),
    // Without React no island can start: each says so in its place.
    (error: unknown) => document.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`).forEach((root) => showLoadError(root, error)),
  );
}

const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 500 }) : setTimeout(start, 0));
/** After the next frame is on screen: a task queued from an animation frame runs once that frame is painted. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** How long after the load event the island code waits for the browser to report the largest paint. */
const PAINT_WAIT_MS = 1000;

/**
 * Once the browser has reported the page's largest paint (the hero, the heading or the intro): the load event
 * can come before it, when the preloaded fonts arrive last and the text is drawn after them, and the island
 * code must not compete with that frame for the network or the processor. Where the browser does not report
 * it, after the next painted frame; a page that reports nothing (a background tab) waits PAINT_WAIT_MS.
 */
function afterLargestPaint(then: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterPaint(then);
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    then();
  };
  const observer = new PerformanceObserver(go);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(go, PAINT_WAIT_MS);
}

const begin = () => afterLargestPaint(whenIdle);
if (document.readyState === 'complete') begin();
else window.addEventListener('load', begin, { once: true });
