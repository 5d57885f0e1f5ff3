// The owner's container (Dockerfile, stage "owner"): makes the content's clone (src/owner/content-clone.ts),
// builds the site from it, then serves it with the studio on (scripts/serve.ts), so Publish in the studio
// makes an edit live on this server. Settings: CONTENT_ROOT (the clone's volume), CONTENT_REPO (optional),
// CONTENT_SEED (the content the image was built with), DIST_DIR, and the server's own (docs/deploy.md).
import { resolve } from 'node:path';
import { prepareContent, withoutSecret } from '../src/owner/content-clone.ts';
import { buildSiteProcess } from '../src/server/releases.ts';

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
const built = await buildSiteProcess({ project, content: dir, env: process.env }, distDir);
if (!built.ok) {
  console.error(`${built.output}\nThe site could not be built from ${dir}.`);
  process.exit(1);
}
console.log(`Built the site from ${dir} in ${(built.ms / 1000).toFixed(1)} s.`);
Object.assign(process.env, { CONTENT_ROOT: dir, DIST_DIR: distDir, OWNER_STUDIO: process.env.OWNER_STUDIO || 'on' });
await import('./serve.ts');
