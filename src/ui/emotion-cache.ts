// The Emotion cache of one server render. In its "compat" mode Emotion collects the styles a render uses in
// the cache (cache.inserted) instead of writing <style> tags into the HTML; the renderer reads them from
// there and writes each page's critical CSS itself (src/render/renderer.tsx). That switch is all
// @emotion/server's createEmotionServer did for us, so the package is not needed.
import createCache, { type EmotionCache } from '@emotion/cache';

export function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}
