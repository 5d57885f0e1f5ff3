// `npm run validate`: checks all content and prints every problem with its file, line and column.
// Warnings (e.g. a neighbouring town that does not name a town back) are printed the same way, to stderr,
// and do not fail. Exit codes: 0 valid, 1 content problems, 2 the validator itself failed. Never prints a stack trace.
// `--format github` (in CI) also prints each problem and warning to stdout as a GitHub Actions annotation, so it
// shows on its line in the pull request; the frames still go to stderr, for the log.
import { annotations } from '../src/content/diagnostics/annotations.ts';
import { contentRoot } from '../src/content/root.ts';
import { formatErrors } from '../src/content/diagnostics/code-frame.ts';
import { collections } from '../src/site/collections.ts';
import { loadContent } from '../src/site/content.ts';
import { writeJsonSchemas } from '../src/owner/write-schemas.ts';

const FORMATS = ['text', 'github'] as const;

function formatArg(args: string[]): (typeof FORMATS)[number] | string {
  const i = args.findIndex((a) => a === '--format' || a.startsWith('--format='));
  if (i === -1) return 'text';
  return (args[i]!.includes('=') ? args[i]!.slice('--format='.length) : args[i + 1]) ?? '';
}

async function main(): Promise<number> {
  const format = formatArg(process.argv.slice(2));
  if (!(FORMATS as readonly string[]).includes(format)) {
    process.stderr.write(`--format must be one of ${FORMATS.join(', ')}; got "${format}".\n`);
    return 2;
  }
  const root = contentRoot();
  const result = await loadContent(root);
  const color = process.stderr.isTTY;
  if (format === 'github') process.stdout.write(annotations(result.ok ? [] : result.errors, result.warnings));
  if (result.warnings.length > 0) {
    process.stderr.write(`${formatErrors(result.warnings, result.sources, { color, warning: true })}\n\n`);
  }
  if (!result.ok) {
    process.stderr.write(`${formatErrors(result.errors, result.sources, { color })}\n`);
    return 1;
  }
  const { routes, site } = result.content;
  // The editor's completion follows the content (a new county, a new service): its schemas are rewritten.
  const schemas = writeJsonSchemas(root, site, { onlyIfPresent: true });
  if (schemas.length > 0) process.stderr.write(`Updated ${schemas.join(', ')} (editor completion).\n`);
  const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
  // Each collection counted under its folder's name: "12 towns, 6 parties".
  const parts = collections.map((c) => count(routes.filter((r) => r.kind === c.name).length, c.name, c.folder));
  const summary = `${count(routes.length, 'page', 'pages')} valid (${parts.join(', ')})`;
  process.stdout.write(`✓ ${summary}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // A bug in the validator, not in the content: one line, so CI logs stay readable.
    process.stderr.write(`validate failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
