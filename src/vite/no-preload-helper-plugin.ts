// Vite wraps every dynamic import of the client build in its preload helper (`__vitePreload`), which adds
// <link rel="modulepreload"> tags for the imported chunk's files and fires `vite:preloadError`, even with
// `build.modulePreload: false`; every island page would download it (0.7 KB gzip). The build lists every file
// an island page needs in the page itself (src/render/manifest.ts, `data-island-code`, preloaded by
// src/islands/start.ts), and a failed import is shown by hydrate.ts, so the helper here only
// runs the import.
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

export function noPreloadHelperPlugin(): Plugin {
  return {
    name: 'no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id === PRELOAD_HELPER) return { code: 'export const __vitePreload = (load) => load();', moduleSideEffects: false };
      return undefined;
    },
  };
}
