// `npm run build`: the site into dist/ (DIST_DIR lets several builds run side by side, e.g. parallel test
// runs). The build itself is src/render/build.ts.
import { join } from 'node:path';
import { buildSite } from '../src/render/build.ts';
import { contentRoot } from '../src/content/root.ts';
import { writeJsonSchemas } from '../src/owner/write-schemas.ts';

const root = process.cwd();
buildSite({
  root,
  distDir: join(root, process.env.DIST_DIR ?? 'dist'),
  // The editor's help follows the content: the town schema completes the counties and services of this config.
  onContent: ({ site }) => {
    const schemas = writeJsonSchemas(contentRoot(process.env, root), site, { onlyIfPresent: true });
    if (schemas.length > 0) console.log(`Updated ${schemas.join(', ')} (editor completion for the content files).`);
  },
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
