// `npm run owner:password`: sets the password of the bookings inbox (see src/server/inbox/password-command.ts).
import { runPasswordCommand } from '../src/server/inbox/password-command.ts';

process.exitCode = await runPasswordCommand(process.argv.slice(2), {
  env: process.env,
  root: process.cwd(),
  input: process.stdin,
  output: process.stdout,
  err: (text) => console.error(text),
});
