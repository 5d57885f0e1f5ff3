// `npm run check:launch`: lists every placeholder the site still ships with (sample phone, email, address,
// owner name, site address, testimonials, events sheet, a booking form that sends nowhere, Instagram not
// connected), each at its file:line:col with what to do. Exit 1 while any remain, 0 when the site is ready.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatErrors } from '../src/content/diagnostics/code-frame.ts';
import { findPlaceholders } from '../src/owner/launch-check.ts';
import { listFiles } from '../src/content/files.ts';
import { loadContent } from '../src/site/content.ts';
import { isContentFile } from '../src/content/routes.ts';
import { SITE_FILE } from '../src/content/files.ts';

async function main(): Promise<number> {
  const root = process.cwd();
  // Placeholders are looked for in content that is otherwise right.
  const loaded = await loadContent(root);
  if (!loaded.ok) {
    process.stderr.write(`${formatErrors(loaded.errors, loaded.sources, { color: process.stderr.isTTY })}\n\nFix these first (\`npm run validate\` lists them), then run the launch check again.\n`);
    return 1;
  }
  const pages = (await listFiles(join(root, 'pages'))).files.map((f) => `pages/${f}`).filter(isContentFile);
  const files = [SITE_FILE, ...pages].map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }));
  const { findings, environment } = findPlaceholders(files, process.env);
  const color = process.stdout.isTTY;
  if (findings.length > 0) {
    const sources = new Map(files.map((f) => [f.file, f.source]));
    const listed = formatErrors(findings, sources, { color }).replace(/\bproblems? in (\d+ files?)$/, (_, where: string) => `${findings.length === 1 ? 'placeholder' : 'placeholders'} in ${where}`);
    process.stdout.write(`${listed}\n\n`);
  }
  for (const line of environment) process.stdout.write(`server environment  ${line}\n`);
  const left = findings.length + environment.length;
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
