import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './src/vite/content-plugin.ts';
import { apiPlugin } from './src/vite/api-plugin.ts';
import { fontFallbacksPlugin } from './src/vite/font-fallbacks-plugin.ts';
import { headingFontPlugin } from './src/vite/heading-font-plugin.ts';
import { noPreloadHelperPlugin } from './src/vite/no-preload-helper-plugin.ts';
import { papaparseEsmPlugin } from './src/vite/papaparse-esm-plugin.ts';
import { contentRoot } from './src/content/root.ts';

// The client build has two entries: index.html (fonts and the small script every page loads) and the
// island runtime, which only pages with interactive blocks load. Pages themselves are rendered by
// src/render/ (src/render/build.ts in a build, src/vite/content-plugin.ts in `npm run dev`).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), contentPlugin(), apiPlugin(), headingFontPlugin(), fontFallbacksPlugin(), papaparseEsmPlugin(), noPreloadHelperPlugin()],
  // public/ belongs to the content (CONTENT_ROOT, the project by default).
  publicDir: join(contentRoot(), 'public'),
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    port: Number(process.env.PORT ?? 5173),
    host: process.env.HOST ?? 'localhost',
    // node_modules may be a link to another folder (a copy of the project for a benchmark makes one): its
    // files, such as the fonts, are still the project's own.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    // The build writes <link rel="modulepreload"> for every file an island page needs (src/render/manifest.ts),
    // so neither Vite's polyfill nor its preload wrapper around dynamic imports is shipped (the wrapper:
    // src/vite/no-preload-helper-plugin.ts).
    modulePreload: false,
    rolldownOptions: {
      input: { index: 'index.html', islands: 'src/islands/start.ts' },
      // React's runtime (react, react-dom/client, scheduler, and src/islands/react-client.ts, what hydration
      // takes of them) in one file that every island page shares:
      // its name carries a hash of its content, so it is served as immutable and a visitor downloads it
      // once, whichever island page comes first.
      output: {
        codeSplitting: {
          groups: [{ name: 'island-runtime', test: /rolldown|node_modules\/(react|react-dom|scheduler)\/|src\/islands\/react-client\.ts$/ }],
        },
      },
    },
  },
});
