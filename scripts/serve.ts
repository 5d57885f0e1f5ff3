// `npm start` / `npm run serve`: serves the built site on HOST:PORT (default 0.0.0.0:3000).
// Pages come from dist/ (DIST_DIR); the API's settings from site.config.yaml of the content (CONTENT_ROOT,
// src/content/root.ts; pages/ is never read here); bookings
// go to the database of DATABASE_URL (default data/bookings.db), and by email when SMTP_URL is set.
// OWNER_STUDIO=on adds the studio (the content editor) behind the inbox's sign-in.
import '../src/server/production-env.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadSiteConfig } from '../src/content/load.ts';
import { contentRoot } from '../src/content/root.ts';
import { formatErrors } from '../src/content/diagnostics/code-frame.ts';
import { createServerApp } from '../src/server/app.ts';
import { parseTrustProxy } from '../src/server/client-address.ts';
import { BookingSetupError, mailContext, openBookingDesk, type BookingDesk } from '../src/server/bookings/index.ts';
import { readBookingOffer } from '../src/server/bookings/offer.ts';
import { createOwnerInbox, ownerPath } from '../src/server/inbox/app.ts';
import { readPasswordSetting } from '../src/server/inbox/password.ts';
import { studioSetting, type ServerStudio } from '../src/server/studio-setting.ts';

const root = process.cwd();
const distDir = join(root, process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, '404.html'))) {
  console.error('No built site in dist/. Run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}
const config = await loadSiteConfig(contentRoot());
if (!config.ok) {
  console.error(formatErrors(config.errors, config.sources));
  process.exit(1);
}
const site = config.site;

const offer = readBookingOffer(distDir);
if (!offer.ok) {
  console.error(offer.error);
  process.exit(1);
}
const owner = ownerPath(process.env.OWNER_PATH);
if (!owner.ok) {
  console.error(owner.error);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR || join(root, 'data');
const password = () => readPasswordSetting(process.env, dataDir);
let desk: BookingDesk;
try {
  // The owner's notification links to the booking in the inbox once the inbox is on.
  const inboxPath = () => (password().state === 'set' ? owner.path : undefined);
  desk = await openBookingDesk({ env: process.env, root, mail: () => mailContext(site, inboxPath()), offered: offer.offered });
} catch (error) {
  console.error(error instanceof BookingSetupError ? error.message : error);
  process.exit(1);
}

// The studio is loaded only when it is on: a server without it loads none of its code.
const studioOn = studioSetting(process.env.OWNER_STUDIO);
if (!studioOn.ok) {
  console.error(studioOn.error);
  process.exit(1);
}
const studioPath = `${owner.path}/studio`;
let studio: ServerStudio | undefined;
if (studioOn.on) {
  // A studio that cannot start (the container has neither its sources nor the bundler) leaves the site and the
  // inbox running, and says why.
  studio = await import('../src/owner/studio/on-server.ts').then((m) => m.openServerStudio(contentRoot())).catch((error: unknown) => {
    console.error(`The studio is off: it could not start (${error instanceof Error ? error.message : String(error)}).`);
    return undefined;
  });
}

const trust = parseTrustProxy(process.env.TRUST_PROXY);
if (!trust.ok) {
  console.error(trust.error);
  process.exit(1);
}

const inbox = await createOwnerInbox({
  bookings: desk.store,
  password,
  base: owner.path,
  businessName: site.business.name,
  trustProxy: trust.trust.kind !== 'none',
  ...(studio && { studioPath }),
});

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
// Behind a trusted reverse proxy, X-Forwarded-Proto says whether the visitor came over https (for HSTS).
const ownerParts = {
  path: owner.path,
  app: inbox.app,
  ...(studio && { studio: { path: studioPath, fetch: studio.app(inbox, studioPath).fetch, isOn: inbox.isOn } }),
};
const app = createServerApp({ distDir, site, env: process.env, trustProxy: trust.trust.kind !== 'none', api: { bookings: desk.api }, preloadLivePages: true, owner: ownerParts, health: { database: () => desk.store.count() } });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  console.log(`${config.site.business.name}: site ready on http://${shown}:${info.port}`);
  console.log(desk.summary);
  const setting = password();
  if (setting.state === 'set') console.log(`The bookings inbox is at http://${shown}:${info.port}${owner.path}.`);
  else if (setting.state === 'invalid') console.log(`The bookings inbox is off: ${setting.from} does not hold a password hash made by \`npm run owner:password\`. Run it again.`);
  else console.log('The bookings inbox is off: run `npm run owner:password` to set its password and turn it on (or set OWNER_PASSWORD_HASH).');
  if (studio) console.log(setting.state === 'set' ? `The studio is at http://${shown}:${info.port}${studioPath} (same sign-in).` : 'The studio is on but opens only with the inbox password: run `npm run owner:password`.');
});

// On stop, requests in progress finish and an email being sent is completed before the database closes.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close();
    void Promise.all([desk.close(), studio?.close()]).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
