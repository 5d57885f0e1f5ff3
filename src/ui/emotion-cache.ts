// The Emotion cache of one server render. In its "compat" mode Emotion collects the styles a render uses in
// the cache (cache.inserted) instead of writing <style> tags into the HTML; the renderer reads them from
// there and writes each page's critical CSS itself (src/render/renderer.tsx). That switch is all
// @emotion/server's createEmotionServer did for us, so the package is not needed.
// Without Stylis's vendor prefixer (`stylisPlugins: []`): it wrote every flex and grid rule three or four
// times for browsers of ten years ago (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;
// display:flex`), a fifth of each page's CSS, which every page carries in its first round trip; the phones
// the site is for read the standard properties, and a style that still needs a prefix writes it itself.
// The plugins are one array for every cache: on a server Emotion keeps the rules Stylis compiled under the
// array's identity (@emotion/cache's getServerStylisCache), so every render of a build shares them; a new array
// per cache compiled every style again on every page (a sixth of a page's render).
import createCache, { type EmotionCache } from '@emotion/cache';

const NO_PLUGINS: [] = [];

export function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: NO_PLUGINS });
  cache.compat = true;
  return cache;
}
