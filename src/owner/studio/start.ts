// Starts the studio: builds its page script, opens the content, listens on 127.0.0.1 only, and prints the
// address with this session's token. Port 0 takes any free port; the address printed says which.
import { serve } from '@hono/node-server';
import { createStudioApp } from './app.ts';
import { buildStudioClient } from './build-client.ts';
import { localGuard, newToken } from './guard.ts';
import { deployHook, studioTools } from './tools.ts';
import { Workspace } from './workspace.ts';

export async function startStudio({ root, port }: { root: string; port: number }): Promise<void> {
  const [assets, workspace] = await Promise.all([buildStudioClient(), Workspace.open(root)]);
  const token = newToken();
  // The guard accepts requests addressed to the port the studio listens on, known once it listens.
  let app: ReturnType<typeof createStudioApp> | undefined;
  const server = serve({ fetch: (request, env) => app!.fetch(request, env), port, hostname: '127.0.0.1' }, (info) => {
    app = createStudioApp({ workspace, guard: localGuard({ token, port: info.port }), assets, extend: studioTools(workspace, deployHook(process.env)) });
    console.log(`Studio for ${root}`);
    console.log(`Open http://127.0.0.1:${info.port}/?token=${token}`);
  });
  const stop = () => {
    server.close();
    void workspace.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
