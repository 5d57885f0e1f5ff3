// `npm run new`: writes a new, commented town or party file that passes `npm run validate` as written
// (scaffold.ts), refuses a name that already has a file, and says what to do next. scripts/new.ts runs it.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatErrors } from '../content/diagnostics/code-frame.ts';
import { didYouMean } from '../content/diagnostics/did-you-mean.ts';
import { loadSiteConfig } from '../content/load.ts';
import { scaffoldParty, scaffoldTown } from './scaffold.ts';
import { slugify } from '../schema/slug.ts';

const USAGE = 'usage: npm run new -- town "Town Name" --county County\n       npm run new -- party "Party Name"';

/** Where the command writes: what it made and what to do next, or why it cannot. */
export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The kind, the name and the county, as the owner typed them; a string is the reason they cannot be used. */
function readArgs(args: string[], env: NodeJS.ProcessEnv): { kind: 'town' | 'party'; name: string; county: string | undefined } | string {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { county: { type: 'string' } } });
  } catch (e) {
    return `${e instanceof Error ? e.message : String(e)}\n${USAGE}`;
  }
  const { positionals, values } = parsed;
  let words = positionals;
  let county = values.county;
  // Without "--" (npm run new town "Lone Oak" --county Hunt), npm keeps --county for itself and passes
  // its value on as one more word.
  if (county === undefined && env.npm_config_county === 'true' && words.length === 3) {
    county = words[2];
    words = words.slice(0, 2);
  }
  const [kind, name, ...rest] = words;
  if ((kind !== 'town' && kind !== 'party') || !name?.trim()) return USAGE;
  if (rest.length > 0) return `Put a name of several words in quotes: npm run new -- ${kind} "${[name, ...rest].join(' ')}"${kind === 'town' ? ' --county County' : ''}`;
  if (kind === 'party' && county !== undefined) return `A party type has no county: npm run new -- party "${name}"`;
  if (!slugify(name)) return `"${name}" has no letters or digits to name a file after.`;
  return { kind, name: name.trim(), county };
}

/**
 * `npm run new` in the project at `root`: `argv` as typed after the command, `env` for what npm keeps for
 * itself. Returns the exit code: 0 when the file is written, 1 with the reason when it cannot be.
 */
export async function newCommand(argv: string[], root: string, env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  const fail = (message: string): number => {
    io.err(`${message}\n`);
    return 1;
  };
  const args = readArgs(argv, env);
  if (typeof args === 'string') return fail(args);
  const { kind, name } = args;
  const config = await loadSiteConfig(root);
  if (!config.ok) return fail(`${formatErrors(config.errors, config.sources)}\n\nFix site.config.yaml first (npm run validate).`);
  const site = config.site;

  let made;
  if (kind === 'town') {
    const counties = site.counties.map((c) => c.name);
    const county = args.county?.trim().replace(/\s+county$/i, '');
    if (!county) return fail(`Say which county ${name} is in: --county ${counties.join(' | ')}`);
    const match = counties.find((c) => c.toLowerCase() === county.toLowerCase());
    if (!match) {
      const guess = didYouMean(county, counties);
      return fail(`"${county}" is not one of the counties of site.config.yaml (${counties.join(', ')})${guess ? `; did you mean "${guess}"?` : '.'} A new county is added under counties: in site.config.yaml first.`);
    }
    made = scaffoldTown(site, name, match);
  } else {
    made = scaffoldParty(site, name);
  }
  const path = join(root, made.file);
  if (existsSync(path)) return fail(`${made.file} already exists: "${name}" has a page. Edit that file, or choose another name.`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, made.text);
  io.out(`Wrote ${made.file}\n\nNext:\n${made.next.map((step, i) => `  ${i + 1}. ${step}`).join('\n')}\n`);
  return 0;
}

