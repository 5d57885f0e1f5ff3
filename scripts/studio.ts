// `npm run studio`: the owner's editor on this machine only (127.0.0.1), opened from the address it prints.
// STUDIO_ROOT edits another copy of the content (the tests use a copy of the fixtures); PORT picks the port
// (0: any free one).
// The preview renders with React's production build, as the studio on the server does.
import '../src/server/production-env.ts';
import { startStudio } from '../src/owner/studio/start.ts';

const root = process.env.STUDIO_ROOT ?? process.cwd();
const port = Number(process.env.PORT ?? 4321);
startStudio({ root, port }).catch((e: unknown) => {
  console.error(`The studio could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
