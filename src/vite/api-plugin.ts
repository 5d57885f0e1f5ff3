// Mounts the same API the production server has (src/server/api.ts) under /api in `npm run dev`.
import type { Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { loadSiteConfig } from '../content/load.ts';
import { createApi } from '../server/api.ts';

export function apiPlugin(): Plugin {
  return {
    name: 'api',
    apply: 'serve',
    configureServer(server) {
      let listener: ReturnType<typeof getRequestListener> | undefined;
      // Content edits can change the sheet URL or the Instagram settings: rebuild the API on the next call.
      server.watcher.on('change', (file) => {
        if (file.endsWith('site.config.yaml')) listener = undefined;
      });
      server.middlewares.use('/api', async (req, res, next) => {
        if (!listener) {
          const config = await loadSiteConfig(server.config.root);
          if (!config.ok) return next(new Error('site.config.yaml has errors; see the overlay.'));
          let api: ReturnType<typeof createApi>;
          try {
            api = createApi(config.site, process.env);
          } catch (error) {
            return next(error); // e.g. a TRUST_PROXY value that is not understood
          }
          listener = getRequestListener((request) => api.fetch(request));
        }
        // connect strips the /api prefix; the API's routes are relative to it.
        await listener(req, res);
      });
    },
  };
}
