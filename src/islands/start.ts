// The script of a page with islands (pages without islands never load it). It is small on purpose:
// React and the islands' code are fetched and run only once the page has been painted and loaded and the
// browser is idle, so a phone paints the page from its HTML first and spends its time on React after. (The
// booking form's button waits for hydration, so nothing typed is lost to a submit React did not see.)
import { hydrateIslands } from './hydrate.ts';

function start(): void {
  // Every file the page's islands need, listed by the build, is requested at once: no waterfall.
  const code = document.querySelector('script[data-island-code]')?.getAttribute('data-island-code') ?? '';
  for (const href of code.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void hydrateIslands();
}

const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 500 }) : setTimeout(start, 0));

// The page's loader (src/render/after-paint.ts) imports this file once the largest paint is on screen, so
// what remains is the load event (the page's own requests done) and a quiet moment of the processor.
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
