// `npm run check:launch`: everything that still stands between the site and its launch, most costly first,
// each with what to do (src/owner/launch-command.ts); `-- --server` also asks the server side. Exit 1 while
// anything is left, 0 when the site is ready, 2 when the check itself failed. docs/owner-guide.md explains
// each item.
import { contentRoot } from '../src/content/root.ts';
import { launchCheckCommand } from '../src/owner/launch-command.ts';

launchCheckCommand(process.argv.slice(2), contentRoot(), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  color: { out: process.stdout.isTTY, err: process.stderr.isTTY },
}).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`check:launch failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
