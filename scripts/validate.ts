// `npm run validate`: checks all content and prints every problem with its file, line and column
// (src/owner/validate-command.ts). Exit codes: 0 valid, 1 content problems, 2 an unknown --format or the
// validator itself failed. Never prints a stack trace.
import { contentRoot } from '../src/content/root.ts';
import { validateCommand } from '../src/owner/validate-command.ts';

validateCommand(process.argv.slice(2), contentRoot(), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  color: process.stderr.isTTY,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // A bug in the validator, not in the content: one line, so CI logs stay readable.
    process.stderr.write(`validate failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
