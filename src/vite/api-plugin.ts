// Mounts the same API the production server has (src/server/api.ts) under /api in `npm run dev`,
// bookings included: they go to the same database as `npm start` (DATABASE_URL, default data/bookings.db).
import { contentRoot } from '../content/root.ts';
import type { Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createApi } from '../server/api.ts';
import { bookingOptions } from '../blocks/contact-form/booking-options.ts';
import { loadSiteConfig } from '../content/load.ts';
import { loadContent } from '../site/content.ts';
import { mailContext, openBookingDesk, type BookingDesk } from '../server/bookings/index.ts';
import { offerOf } from '../server/bookings/offer.ts';
import { placesOf, scheduleOf } from '../server/appointments/schedule.ts';

export function apiPlugin(): Plugin {
  return {
    name: 'api',
    apply: 'serve',
    configureServer(server) {
      // The content's folder (CONTENT_ROOT, the project by default), as the build and the server read it.
      const content = contentRoot(process.env, server.config.root);
      let listener: ReturnType<typeof getRequestListener> | undefined;
      let site: SiteConfig | undefined;
      // One desk for the dev server's life: its email queue must not run twice. It reads the business
      // address from the latest site.config.yaml at each email.
      let desk: Promise<BookingDesk> | undefined;
      const openDesk = (first: SiteConfig) =>
        (desk ??= loadContent(content).then((loaded) => {
          // What the form offers, as the build would write it for the server (see server/bookings/offer.ts).
          if (!loaded.ok) throw new Error('The content has errors; see the overlay.');
          const offered = offerOf(bookingOptions(loaded.content.site, loaded.content.listings.parties));
          const places = placesOf(loaded.content.site, loaded.content.listings.towns);
          const schedule = () => scheduleOf(site ?? first, offered, places);
          return openBookingDesk({ env: process.env, root: server.config.root, mail: () => mailContext(site ?? first), offered, schedule });
        }).then((opened) => {
          server.config.logger.info(opened.summary);
          return opened;
        }));
      server.httpServer?.on('close', () => void desk?.then((d) => d.close()).catch(() => undefined));
      // Content edits can change the sheet URL or the Instagram settings: rebuild the API on the next call.
      server.watcher.on('change', (file) => {
        if (file.endsWith('site.config.yaml')) listener = undefined;
      });
      server.middlewares.use('/api', async (req, res, next) => {
        if (!listener) {
          const config = await loadSiteConfig(content);
          if (!config.ok) return next(new Error('site.config.yaml has errors; see the overlay.'));
          site = config.site;
          let bookings;
          try {
            bookings = (await openDesk(config.site)).api;
          } catch (error) {
            desk = undefined;
            return next(error instanceof Error ? error : new Error(String(error)));
          }
          let api: ReturnType<typeof createApi>;
          try {
            api = createApi(config.site, process.env, { bookings });
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
