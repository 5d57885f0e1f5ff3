// `npm run validate`: checks all content and prints every problem with its file, line and column.
// Warnings (e.g. a neighbouring town that does not name a town back) are printed the same way, to stderr,
// and do not fail. Exit codes: 0 valid, 1 content problems, 2 the command was given a format it does not
// know. `--format github` (in CI) also prints each problem and warning to stdout as a GitHub Actions
// annotation, so it shows on its line in the pull request; the frames still go to stderr, for the log.
// scripts/validate.ts runs it.
import { annotations } from '../content/diagnostics/annotations.ts';
import { formatErrors } from '../content/diagnostics/code-frame.ts';
import { collections } from '../site/collections.ts';
import { loadContent } from '../site/content.ts';
import type { CommandOutput } from './new-command.ts';
import { writeJsonSchemas } from './write-schemas.ts';

const FORMATS = ['text', 'github'] as const;

export interface ValidateOutput extends CommandOutput {
  /** Whether the frames on stderr may be coloured (stderr is a terminal). */
  color?: boolean;
}

function formatArg(args: string[]): (typeof FORMATS)[number] | string {
  const i = args.findIndex((a) => a === '--format' || a.startsWith('--format='));
  if (i === -1) return 'text';
  return (args[i]!.includes('=') ? args[i]!.slice('--format='.length) : args[i + 1]) ?? '';
}

/** `npm run validate` on the content at `root`, `argv` as typed after the command. Returns the exit code. */
export async function validateCommand(argv: string[], root: string, io: ValidateOutput): Promise<number> {
  const format = formatArg(argv);
  if (!(FORMATS as readonly string[]).includes(format)) {
    io.err(`--format must be one of ${FORMATS.join(', ')}; got "${format}".\n`);
    return 2;
  }
  const result = await loadContent(root);
  const color = io.color ?? false;
  if (format === 'github') io.out(annotations(result.ok ? [] : result.errors, result.warnings));
  if (result.warnings.length > 0) {
    io.err(`${formatErrors(result.warnings, result.sources, { color, warning: true })}\n\n`);
  }
  if (!result.ok) {
    io.err(`${formatErrors(result.errors, result.sources, { color })}\n`);
    return 1;
  }
  const { routes, site } = result.content;
  // The editor's completion follows the content (a new county, a new service): its schemas are rewritten.
  const schemas = writeJsonSchemas(root, site, { onlyIfPresent: true });
  if (schemas.length > 0) io.err(`Updated ${schemas.join(', ')} (editor completion).\n`);
  const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
  // Each collection counted under its folder's name: "12 towns, 6 parties".
  const parts = collections.map((c) => count(routes.filter((r) => r.kind === c.name).length, c.name, c.folder));
  io.out(`✓ ${count(routes.length, 'page', 'pages')} valid (${parts.join(', ')})\n`);
  return 0;
}
