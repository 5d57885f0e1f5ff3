// `npm run check:launch`: lists every placeholder the site still ships with (sample phone, email, address,
// owner name, site address, testimonials, events sheet, a booking form that sends nowhere, Instagram not
// connected), and the content warnings search results and screen readers would show (titles and
// descriptions, link texts, town pages that repeat each other), each at its file:line:col with what to do.
// Exit 1 while any remain, 0 when the site is ready.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatErrors } from '../src/content/code-frame.ts';
import { findPlaceholders } from '../src/content/launch-check.ts';
import { listFiles } from '../src/content/files.ts';
import { loadContent } from '../src/content/load.ts';
import { contentRoot } from '../src/content/root.ts';
import { isContentFile } from '../src/content/routes.ts';

/** Warnings of `npm run validate` that the launch check lists as things to finish. */
const QUALITY_WARNINGS = new Set(['TextLength', 'TemplateTextLength', 'DuplicateTitle', 'GenericLinkText', 'SimilarTownText']);

async function main(): Promise<number> {
  const root = contentRoot();
  // Placeholders are looked for in content that is otherwise right.
  const loaded = await loadContent(root);
  if (!loaded.ok) {
    process.stderr.write(`${formatErrors(loaded.errors, loaded.sources, { color: process.stderr.isTTY })}\n\nFix these first (\`npm run validate\` lists them), then run the launch check again.\n`);
    return 1;
  }
  const pages = (await listFiles(join(root, 'pages'))).files.map((f) => `pages/${f}`).filter(isContentFile);
  const files = ['site.config.yaml', ...pages].map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }));
  const { findings, environment } = findPlaceholders(files, process.env);
  const color = process.stdout.isTTY;
  // What search results and screen readers will make of the content: validate's warnings of that kind
  // (titles and descriptions, link texts, town pages that repeat each other) are finished before launch too.
  const quality = loaded.warnings.filter((w) => QUALITY_WARNINGS.has(w.name));
  if (quality.length > 0) {
    const listed = formatErrors(quality, loaded.sources, { color, warning: true }).replace(/\bwarnings? in (\d+ files?)$/, (_, where: string) => `content ${quality.length === 1 ? 'warning' : 'warnings'} to fix in ${where}`);
    process.stdout.write(`${listed}\n\n`);
  }
  if (findings.length > 0) {
    const sources = new Map(files.map((f) => [f.file, f.source]));
    const listed = formatErrors(findings, sources, { color }).replace(/\bproblems? in (\d+ files?)$/, (_, where: string) => `${findings.length === 1 ? 'placeholder' : 'placeholders'} in ${where}`);
    process.stdout.write(`${listed}\n\n`);
  }
  for (const line of environment) process.stdout.write(`server environment  ${line}\n`);
  const left = quality.length + findings.length + environment.length;
  if (left === 0) {
    process.stdout.write('✓ no placeholders left: ready to launch\n');
    return 0;
  }
  process.stdout.write(`\n${left} ${left === 1 ? 'thing' : 'things'} to finish before launch (README, "Launch checklist").\n`);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`check:launch failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
