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

// Prerendered pages hydrate; the dev server sends an empty shell and renders on the client.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
