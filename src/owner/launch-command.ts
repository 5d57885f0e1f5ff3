// `npm run check:launch`: everything that still stands between the site and its launch, most costly first
// (bookings, then contact details, the site's address, events, Instagram, sample text, sample testimonials),
// each with what to do. The content's placeholders are shown at their file:line:col. With `--server`, or where
// the server's settings are in the environment, it also asks the server side: email, the inbox password,
// whether the site's address answers and the events sheet can be read. Exit 1 while anything is left, 0 when
// the site is ready. docs/owner-guide.md explains each item. scripts/check-launch.ts runs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatError, formatErrors } from '../content/diagnostics/code-frame.ts';
import { listFiles, SITE_FILE } from '../content/files.ts';
import { isContentFile } from '../content/routes.ts';
import { loadContent } from '../site/content.ts';
import { COST, findPlaceholders } from './launch-check.ts';
import { checkServer, instagramFinding, runsWhereTheSiteRuns, serverNotes, type LaunchEnv, type ServerFinding, type ServerNote } from './launch-server.ts';
import type { CommandOutput } from './new-command.ts';

export interface LaunchCheckOutput extends CommandOutput {
  /** Whether each stream may be coloured (it is a terminal). */
  color?: { out?: boolean; err?: boolean };
}

const ANSI = { cyan: '\x1b[36m', red: '\x1b[31m', bold: '\x1b[1m', dim: '\x1b[2m', reset: '\x1b[0m' } as const;

function formatServer(f: ServerFinding, color: boolean): string {
  const paint = (style: keyof typeof ANSI, text: string) => (color ? `${ANSI[style]}${text}${ANSI.reset}` : text);
  return [`${paint('cyan', 'server environment')}  ${paint('bold', paint('red', f.name))}`, `  ${f.message}`, `  ${paint('dim', 'hint:')} ${f.hint}`].join('\n');
}

/** An extra the site works without (texts): said after the list, in the same shape, and never counted. */
function formatNote(n: ServerNote, color: boolean): string {
  const paint = (style: keyof typeof ANSI, text: string) => (color ? `${ANSI[style]}${text}${ANSI.reset}` : text);
  return [`${paint('cyan', 'server environment')}  ${paint('bold', n.name)} ${paint('dim', '(optional)')}`, `  ${n.message}`, `  ${paint('dim', 'adds:')} ${n.hint}`].join('\n');
}

/** Warnings of `npm run validate` that the launch check lists as things to finish. */
const QUALITY_WARNINGS = new Set(['TextLength', 'TemplateTextLength', 'DuplicateTitle', 'GenericLinkText', 'SimilarTownText']);

/**
 * `npm run check:launch` on the content at `root`, `argv` as typed after the command, `env` the server's
 * settings (when this is where the site runs). Returns the exit code.
 */
export async function launchCheckCommand(argv: string[], root: string, env: LaunchEnv, io: LaunchCheckOutput): Promise<number> {
  const server = argv.includes('--server') || runsWhereTheSiteRuns(env);
  // Placeholders are looked for in content that is otherwise right.
  const loaded = await loadContent(root);
  if (!loaded.ok) {
    io.err(`${formatErrors(loaded.errors, loaded.sources, { color: io.color?.err ?? false })}\n\nFix these first (\`npm run validate\` lists them), then run the launch check again.\n`);
    return 1;
  }
  const pages = (await listFiles(join(root, 'pages'))).files.map((f) => `pages/${f}`).filter(isContentFile);
  const files = [SITE_FILE, ...pages].map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }));
  const sources = new Map(files.map((f) => [f.file, f.source]));
  const color = io.color?.out ?? false;

  // Where the site runs, reading the events sheet tells more than the shape of its address: the server's
  // finding replaces the content's.
  const placeholders = findPlaceholders(files).filter((f) => !(server && f.file === SITE_FILE && f.path === 'events.sheetCsvUrl'));
  const serverSide = server
    ? await checkServer({ site: loaded.content.site, env, root })
    : [instagramFinding(env)].filter((f): f is ServerFinding => f !== undefined);
  // What search results and screen readers will make of the content (titles and descriptions, link texts,
  // town pages that repeat each other): validate's warnings of that kind cost like other sample text.
  const quality = loaded.warnings.filter((w) => QUALITY_WARNINGS.has(w.name));
  // One list, most costly first; at equal cost the content comes first, in file order.
  const items = [
    ...placeholders.map((f) => ({ cost: f.cost, text: formatError(f, sources.get(f.file), { color }) })),
    ...quality.map((w) => ({ cost: COST.sampleText, text: formatError(w, loaded.sources.get(w.file), { color, warning: true }) })),
    ...serverSide.map((f) => ({ cost: f.cost, text: formatServer(f, color) })),
  ].sort((a, b) => a.cost - b.cost);

  if (items.length > 0) io.out(`${items.map((i) => i.text).join('\n\n')}\n\n`);
  // What a missing optional setting would add: told where the site runs, whatever else is left.
  const notes = server ? serverNotes(loaded.content.site, env) : [];
  if (notes.length > 0) io.out(`${notes.map((n) => formatNote(n, color)).join('\n\n')}\n\n`);
  const notChecked = 'the server side (email, inbox password, the site answering, the events sheet) was not checked: run `npm run check:launch -- --server` where the site runs';
  if (items.length === 0) {
    io.out(server ? '✓ nothing left to do: ready to launch\n' : `✓ no placeholders left in the content; ${notChecked}.\n`);
    return 0;
  }
  if (!server) io.out(`Note: ${notChecked}.\n`);
  io.out(`${items.length} ${items.length === 1 ? 'thing' : 'things'} to finish before launch, most costly first (docs/owner-guide.md, "What the launch check means").\n`);
  return 1;
}
