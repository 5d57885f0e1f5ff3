// The build's code step, in a process of its own so that it runs on another core while the build loads the
// content: first the renderer (write-pages.ts and the engine, bundled for Node into one module, so
// that no thread compiles TypeScript at render time), then the client code (vite.config.ts: fonts, the page
// script, the island runtime and the island chunks), each text file with its Brotli and gzip forms. It depends
// on the code alone, never on the content (public/ and the icons are added by build.ts), so build.ts keeps
// its result for every build of the same code.
// Usage: node src/render/build-code.mjs <client outDir> <renderer outDir>
// Sends "renderer" to its parent (when started with an IPC channel) as soon as the renderer is written.
import { build } from 'vite';
import { compressTree } from './precompress.mjs';

const [outDir, rendererDir] = process.argv.slice(2);
if (!outDir || !rendererDir) throw new Error('usage: build-code.mjs <client outDir> <renderer outDir>');

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/render/write-pages.ts',
    outDir: rendererDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      // The file name is RENDERER_BUNDLE of live.ts (this plain script imports no TypeScript).
      output: { entryFileNames: 'renderer.js' },
      // The server renders islands from their modules directly; the browser's lazy imports of the same
      // modules (src/islands/modules.ts) are only code splitting for the client build.
      checks: { ineffectiveDynamicImport: false },
    },
  },
  // Bundled rather than imported at run time: only the icons and date functions in use are kept, and
  // loading their whole packages cost more than rendering a hundred pages.
  ssr: { noExternal: ['lucide-react', 'date-fns', '@date-fns/tz'] },
});
process.send?.('renderer');

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, copyPublicDir: false } });
// Before any page is written: the client's files (pages are compressed as they are rendered).
compressTree(outDir);
