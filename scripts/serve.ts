// `npm start` / `npm run serve`: serves the built site on HOST:PORT (default 0.0.0.0:3000). What it serves
// and from where is src/start-server.ts; this entry reads the process's environment and handles stop signals.
import '../src/server/production-env.ts';
import { CLOSE_GRACE_MS } from '../src/server/listen.ts';
import { ServerStartError, startServer, type StartedServer } from '../src/start-server.ts';

let server: StartedServer;
try {
  server = await startServer();
} catch (error) {
  console.error(error instanceof ServerStartError ? error.message : error);
  process.exit(1);
}
for (const line of server.summary) console.log(line);

// On stop, requests in progress finish and an email being sent is completed before the database closes.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void server.close().finally(() => process.exit(0));
    // Requests in progress get their grace, then an email being sent a few seconds more.
    setTimeout(() => process.exit(0), CLOSE_GRACE_MS + 5000).unref();
  });
}
