// Starts the studio: builds its page script, opens the content, listens on 127.0.0.1 only, and prints the
// address with this session's token. Port 0 takes any free port; the address printed says which, and the
// studio answers at that port (the Host check compares with the port it listens on, not the one asked for).
import { listen } from '../../server/listen.ts';
import { createStudioApp } from './app.ts';
import { buildStudioClient } from './build-client.ts';
import { localGuard, newToken } from './guard.ts';
import { deployHook, studioTools } from './tools.ts';
import { Workspace } from './workspace.ts';

export async function startStudio({ root, port }: { root: string; port: number }): Promise<void> {
  const [assets, workspace] = await Promise.all([buildStudioClient(), Workspace.open(root)]);
  const token = newToken();
  // The guard accepts requests addressed to the port the studio listens on, known once it listens; nobody
  // knows the address before it is printed, so nothing is refused for arriving early.
  let app: ReturnType<typeof createStudioApp> | undefined;
  const listening = await listen((request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503 })), port, '127.0.0.1');
  app = createStudioApp({ workspace, guard: localGuard({ token, port: listening.port }), assets, extend: studioTools(workspace, deployHook(process.env)) });
  console.log(`Studio for ${root}`);
  console.log(`Open http://127.0.0.1:${listening.port}/?token=${token}`);
  const stop = () => {
    void listening.close();
    void workspace.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
