// `npm test`: the content check, the type check, the unit tests, then the browser tests, stopping at the first
// that fails. The content and type checks each use one core; the two sites the tests read
// (tests/support/built-sites.ts) start building on the other meanwhile, so the tests that need them wait less
// or not at all (a test that needs a site still being built waits for that build, never starts another). A
// build that fails is reported by the first test that needs its site. Then Playwright lists the browser tests,
// which compiles them and the code they load into its cache, so its two workers do not both compile it when
// they start.
import { spawn } from 'node:child_process';
import { ensureBuilt, SITES } from './support/built-sites.ts';

/** Runs a command, with the terminal's output unless `quiet`; resolves with its exit code. */
function run(command: string, args: string[], quiet = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? 'ignore' : 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
const npmRun = (script: string) => run('npm', ['run', script]);

// Quiet: the tests themselves say what failed here.
const builds = (async () => {
  for (const site of [SITES.fixture, SITES.real]) await ensureBuilt(site, () => {}).catch(() => {});
  await run('npx', ['playwright', 'test', '--list'], true).catch(() => 1);
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
// Nothing is left running or half-written, even when a check failed first.
await builds;
process.exit(failed);
