// `npm run build:server`: the production server (scripts/serve.ts) bundled for Node into dist-server/main.js
// and the chunks it loads (the studio's only when OWNER_STUDIO is on), so a host can start it with
// `node dist-server/main.js` and production dependencies alone (no TypeScript compiler at run time). The container image is built this way (Dockerfile).
// Packages stay imports of node_modules; only the project's own code is bundled.
import { build } from 'vite';

const outDir = process.argv[2] ?? 'dist-server';
// The production JSX runtime, whatever environment this runs in (a test runner sets NODE_ENV=test, which
// would compile calls to the development runtime that React's production build does not have).
process.env.NODE_ENV = 'production';

await build({
  logLevel: 'warn',
  configFile: false,
  mode: 'production',
  build: {
    ssr: 'scripts/serve.ts',
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
process.stdout.write(`Server bundled into ${outDir}/main.js (start it with \`node ${outDir}/main.js\`).\n`);
