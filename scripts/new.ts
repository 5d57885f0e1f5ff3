// `npm run new -- town "Lone Oak" --county Hunt` and `npm run new -- party "Baby Shower"`: writes a new,
// commented content file that passes `npm run validate` as written (src/content/scaffold.ts), refuses a
// name that already has a file, and prints what to do next. Exit 1 with the reason when it cannot.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatErrors } from '../src/content/code-frame.ts';
import { didYouMean } from '../src/content/did-you-mean.ts';
import { loadSiteConfig } from '../src/content/load.ts';
import { scaffoldParty, scaffoldTown } from '../src/content/scaffold.ts';
import { slugify } from '../src/schema/slug.ts';

const USAGE = 'usage: npm run new -- town "Town Name" --county County\n       npm run new -- party "Party Name"';

function fail(message: string): number {
  process.stderr.write(`${message}\n`);
  return 1;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { county: { type: 'string' } } });
  const [kind, name] = positionals;
  if ((kind !== 'town' && kind !== 'party') || !name?.trim()) return fail(USAGE);
  if (!slugify(name)) return fail(`"${name}" has no letters or digits to name a file after.`);
  const root = process.cwd();
  const config = await loadSiteConfig(root);
  if (!config.ok) return fail(`${formatErrors(config.errors, config.sources)}\n\nFix site.config.yaml first (npm run validate).`);
  const site = config.site;

  let made;
  if (kind === 'town') {
    const counties = site.counties.map((c) => c.name);
    const county = values.county?.trim().replace(/\s+county$/i, '');
    if (!county) return fail(`Say which county ${name} is in: --county ${counties.join(' | ')}`);
    const match = counties.find((c) => c.toLowerCase() === county.toLowerCase());
    if (!match) {
      const guess = didYouMean(county, counties);
      return fail(`"${county}" is not one of the counties of site.config.yaml (${counties.join(', ')})${guess ? `; did you mean "${guess}"?` : '.'} A new county is added under counties: in site.config.yaml first.`);
    }
    made = scaffoldTown(site, name.trim(), match);
  } else {
    made = scaffoldParty(site, name.trim());
  }
  const path = join(root, made.file);
  if (existsSync(path)) return fail(`${made.file} already exists: "${name}" has a page. Edit that file, or choose another name.`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, made.text);
  process.stdout.write(`Wrote ${made.file}\n\nNext:\n${made.next.map((step, i) => `  ${i + 1}. ${step}`).join('\n')}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`new failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
