// `npm test`: the content check, the type check, the unit tests, then the browser tests, stopping at the first
// that fails. The content and type checks each use one core; the two sites the tests read
// (tests/support/built-sites.ts) start building on the other meanwhile, so the tests that need them wait less
// or not at all (a test that needs a site still being built waits for that build, never starts another). A
// build that fails is reported by the first test that needs its site.
import { spawn } from 'node:child_process';
import { ensureBuilt, SITES } from './support/built-sites.ts';

/** Runs an npm script with the terminal's output; resolves with its exit code. */
function npmRun(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Quiet: the unit tests say what a failed build printed.
const builds = (async () => {
  for (const site of [SITES.fixture, SITES.real]) await ensureBuilt(site, () => {}).catch(() => {});
})();

let failed = 0;
for (const script of ['validate', 'typecheck']) {
  failed = await npmRun(script);
  if (failed) break;
}
for (const script of ['test:unit', 'test:browser']) {
  if (failed) break;
  failed = await npmRun(script);
}
// A build is never left half-written, even when a check failed first.
await builds;
process.exit(failed);
