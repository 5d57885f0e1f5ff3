// `npm run schemas`: writes the JSON Schemas of the content files (schemas/*.json) and the editor settings
// that use them (.vscode/settings.json), from the Zod schemas and site.config.yaml. The build runs it too;
// a test fails when the committed files are out of date.
import { loadSiteConfig } from '../src/content/load.ts';
import { writeJsonSchemas } from '../src/owner/write-schemas.ts';

const root = process.cwd();
const config = await loadSiteConfig(root);
const written = writeJsonSchemas(root, config.ok ? config.site : undefined);
console.log(written.length ? `updated ${written.join(', ')}` : 'schemas up to date');
if (!config.ok) console.log('site.config.yaml has errors: the town schema lists no counties or services until they are fixed (npm run validate).');
