import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/playfair-display/latin-700.css';
import '@fontsource/playfair-display/latin-400-italic.css';
import { bundle } from './app/bundle.ts';
import { App } from './app/App.tsx';
import { routeBlockTypes } from './app/route-blocks.ts';
import { preloadLazyBlocks } from './blocks/lazy-block.tsx';
import { pathOf } from './content/refs.ts';

// Same key as the server, so Emotion adopts the prerendered <style> tags instead of injecting them again.
const cache = createCache({ key: 'css' });
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <CacheProvider value={cache}>
      <BrowserRouter>
        <App bundle={bundle} />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);

/**
 * Loads the code of the lazy blocks on the page being opened. Hydrating only after it arrives makes the
 * whole page interactive at once: a click on a block whose code was still loading would be lost.
 */
async function preloadCurrentPage(): Promise<void> {
  const route = bundle.routes.find((r) => r.path === pathOf(window.location.pathname));
  if (!route) return;
  try {
    await preloadLazyBlocks(routeBlockTypes(route, bundle.site));
  } catch (error) {
    // A chunk that failed to load: hydrate anyway, so the rest of the page works.
    console.warn('A part of this page could not be loaded.', error);
  }
}

// Prerendered pages hydrate; the dev server sends an empty shell and renders on the client.
void preloadCurrentPage().then(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
