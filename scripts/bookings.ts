// `npm run bookings`: lists, exports and marks bookings (src/server/bookings/cli.ts; `-- --help` for usage).
import { runBookingsCommand } from '../src/server/bookings/cli.ts';

runBookingsCommand(process.argv.slice(2), {
  env: process.env,
  root: process.cwd(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`npm run bookings failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
