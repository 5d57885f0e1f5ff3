// The studio on the production server, for owners who never open a terminal: the same app as
// `npm run studio`, turned on with OWNER_STUDIO=on, mounted under the bookings inbox (<OWNER_PATH>/studio)
// and opened by the inbox's sign-in (its password, lock-out and CSRF token) instead of a printed token.
// It edits the content the server was started on (CONTENT_ROOT); "Publish" commits and pushes, then the
// server builds the new version and serves it (goLive).
import type { TrustProxy } from '../../server/client-address.ts';
import type { GoLive, ServerStudio } from '../../server/studio-setting.ts';
import { createStudioApp } from './app.ts';
import { buildStudioClient } from './build-client.ts';
import { signedInGuard } from './guard.ts';
import { studioTools } from './tools.ts';
import { Workspace } from './workspace.ts';

/** Builds the studio's page script (cached between starts) and opens the content at `root`. */
export async function openServerStudio(root: string, setup: { goLive?: GoLive; env: NodeJS.ProcessEnv; trust?: TrustProxy; log?: (line: string) => void }): Promise<ServerStudio> {
  const [assets, workspace] = await Promise.all([buildStudioClient(), Workspace.open(root)]);
  const extend = studioTools(workspace, { ...(setup.goLive && { goLive: setup.goLive }), ...(setup.log && { log: setup.log }) });
  return {
    app: (owner, base) => createStudioApp({ workspace, assets, base, home: owner.home, guard: signedInGuard({ owner, base, ...(setup.trust && { trust: setup.trust }) }), extend }),
    close: () => workspace.close(),
  };
}
