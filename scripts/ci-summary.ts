// `npm run ci:summary`: the job summary of a CI run, as Markdown on stdout (the workflow appends it to
// $GITHUB_STEP_SUMMARY): the content's problems and warnings with where each is, then what the built pages
// weigh (HTML and JavaScript, gzip), heaviest first. Runs after the other steps, even when one failed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageWeights } from '../bench/page-weight.ts';
import { problemsMarkdown } from '../src/content/diagnostics/annotations.ts';
import { loadContent } from '../src/site/content.ts';

const SHOWN = 15;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const root = process.cwd();
  const content = await loadContent(root);
  const out = [problemsMarkdown(content.ok ? [] : content.errors, content.warnings)];
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, '404.html'))) {
    out.push('### Page weight\n\nNo built site (the build did not run or failed).\n');
  } else {
    const pages = pageWeights(dist).sort((a, b) => b.jsGzip + b.htmlGzip - (a.jsGzip + a.htmlGzip) || (a.path < b.path ? -1 : 1));
    const rows = pages.slice(0, SHOWN).map((p) => `| ${p.path} | ${kb(p.htmlGzip)} | ${kb(p.jsGzip)} | ${p.islands ? 'yes' : ''} |`);
    const more = pages.length > SHOWN ? `\n${pages.length - SHOWN} lighter pages not shown.\n` : '';
    out.push(['### Page weight (gzip)', '', `${pages.length} pages, heaviest first.`, '', '| page | HTML | JavaScript | islands |', '|---|---:|---:|---|', ...rows, more].join('\n'));
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stdout.write(`The summary could not be made: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});
