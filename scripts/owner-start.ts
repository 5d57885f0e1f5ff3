// The owner's container (Dockerfile, stage "owner"): makes the content's clone (src/owner/content-clone.ts),
// builds the site from it, then serves it with the studio on (scripts/serve.ts), so Publish in the studio
// makes an edit live on this server. Settings: CONTENT_ROOT (the clone's volume), CONTENT_REPO (optional),
// CONTENT_SEED (the content the image was built with), DIST_DIR, and the server's own (docs/deploy.md).
import { resolve } from 'node:path';
import { prepareContent, withoutSecret } from '../src/owner/content-clone.ts';
import { BUILD_LIMIT_MS, buildSiteProcess } from '../src/server/releases.ts';

const project = process.cwd();
const dir = resolve(project, process.env.CONTENT_ROOT || 'content');
const repo = process.env.CONTENT_REPO?.trim() || undefined;
try {
  const prepared = await prepareContent({ dir, repo, seed: resolve(project, process.env.CONTENT_SEED || 'seed') });
  console.log(
    prepared === 'cloned' ? `Content: cloned ${withoutSecret(repo ?? '')} into ${dir}.` : prepared === 'seeded' ? `Content: started ${dir} from the content the image was built with.` : `Content: ${dir}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const distDir = resolve(project, process.env.DIST_DIR || 'dist');
const studio = (process.env.OWNER_STUDIO || 'on').trim().toLowerCase();
Object.assign(process.env, { CONTENT_ROOT: dir, DIST_DIR: distDir, OWNER_STUDIO: studio });
// With the studio on (this container's reason to be), the server builds the published commit itself, never the
// drafts saved into the clone. Without it, the clone is all there is: it is built as it is.
if (!['on', '1', 'true', 'yes'].includes(studio)) {
  const built = await buildSiteProcess({ project, content: dir, env: process.env, timeoutMs: BUILD_LIMIT_MS }, distDir).done;
  if (!built.ok) {
    console.error(`${built.output}\nThe site could not be built from ${dir}.`);
    process.exit(1);
  }
  console.log(`Built the site from ${dir} in ${(built.ms / 1000).toFixed(1)} s.`);
}
await import('./serve.ts');
