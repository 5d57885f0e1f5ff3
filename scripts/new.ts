// `npm run new -- town "Lone Oak" --county Hunt` and `npm run new -- party "Baby Shower"`: writes a new,
// commented content file that passes `npm run validate` as written (src/owner/scaffold.ts), refuses a
// name that already has a file, and prints what to do next. Exit 1 with the reason when it cannot.
import { newCommand } from '../src/owner/new-command.ts';

newCommand(process.argv.slice(2), process.cwd(), process.env, { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`new failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
