// The composition root of the production server: the built site, the API, the bookings desk, the owner's
// inbox and (when the owner turned it on) the studio, listening on one address. `npm start` / `npm run serve`
// (scripts/serve.ts) call it with the process's environment; tests call it with their own settings on port 0.
// It sits above src/server and src/owner, so neither imports the other.
//   DIST_DIR        the built site (default dist/)
//   CONTENT_ROOT    where site.config.yaml is (src/content/root.ts); pages/ is never read here
//   DATA_DIR        what the server keeps: the inbox password file, the events relay's copy (default data/)
//   OWNER_PATH, OWNER_STUDIO, TRUST_PROXY, DATABASE_URL, SMTP_URL, …: see docs/deploy.md
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { loadSiteConfig } from './content/load.ts';
import { contentRoot } from './content/root.ts';
import { formatErrors } from './content/diagnostics/code-frame.ts';
import type { SiteConfig } from './schema/site-schema.ts';
import { createServerApp } from './server/app.ts';
import { siteReleases, type Release, type Releases } from './server/releases.ts';
import { loadedRenderers } from './render/live.ts';
import { listen } from './server/listen.ts';
import { parseTrustProxy } from './server/client-address.ts';
import { BookingSetupError, mailContext, openBookingDesk, type BookingDesk } from './server/bookings/index.ts';
import { readBookingOffer } from './server/bookings/offer.ts';
import { readBookingPlaces, scheduleOf } from './server/appointments/schedule.ts';
import { readPartyPlans } from './server/parties/plans.ts';
import { createOwnerInbox, ownerPath } from './server/inbox/app.ts';
import { readPasswordSetting } from './server/inbox/password.ts';
import { studioSetting, type GoLive, type ServerStudio } from './server/studio-setting.ts';

export interface StartOptions {
  /** The project folder: relative settings (DIST_DIR, CONTENT_ROOT, DATA_DIR, a database file) start here. */
  root?: string;
  env?: NodeJS.ProcessEnv;
  /** 0 takes any free port (the answer says which). */
  port?: number;
  hostname?: string;
  /** Where the start message and the server's own log lines go. */
  log?: (line: string) => void;
  /** Load the renderer of live pages (/events) before the first request (see livePages). */
  preloadLivePages?: boolean;
}

export interface StartedServer {
  /** http://host:port, with the port the server listens on. */
  url: string;
  port: number;
  /** The site settings of the version being served (a publish may change them). */
  readonly site: SiteConfig;
  /** Answers every request; a publish swaps the site behind it, never this app. */
  app: Hono;
  /** The bookings database and outbox (tests read what was booked). */
  desk: BookingDesk;
  /** The lines printed at start: where the site is, where bookings go, whether the inbox and studio are on. */
  summary: string[];
  /** Stops listening; requests in progress and an email being sent are finished, then the database closes. */
  close(): Promise<void>;
}

/** A setting or a file the server cannot start without; the message says which and what to do. */
export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  const root = options.root ?? process.cwd();
  const env = options.env ?? process.env;
  const fail = (message: string): never => {
    throw new ServerStartError(message);
  };

  const distDir = resolve(root, env.DIST_DIR ?? 'dist');
  const content = contentRoot(env, root);
  const studioOn = studioSetting(env.OWNER_STUDIO);
  if (!studioOn.ok) return fail(studioOn.error);
  const log = options.log ?? ((line: string) => console.error(line));
  // With the studio on, drafts are saved into the content's checkout: what is served is the published commit,
  // built from the published tree (src/server/releases.ts), at start as after every publish. Releases made
  // before the server answers are only recorded; after, each is served in place of the last.
  let answering = false;
  const releases: Releases | undefined = studioOn.on ? siteReleases({ project: root, content, distDir, env, log, serve: (release) => (answering ? serveVersion(release) : Promise.resolve()) }) : undefined;
  const published = releases && (await releases.start().catch((error: unknown) => (releases.close(), fail(error instanceof Error ? error.message : String(error)))));
  const served = published?.distDir ?? distDir;
  const failAtStart = (message: string): never => (releases?.close(), fail(message));
  if (!existsSync(join(served, '404.html'))) failAtStart(`No built site in ${env.DIST_DIR ?? 'dist'}/. Run \`npm run build\` first (or \`npm start\`, which builds).`);
  const config = await loadSiteConfig(published?.content ?? content);
  if (!config.ok) return failAtStart(formatErrors(config.errors, config.sources));
  let site = config.site;

  const offer = readBookingOffer(served);
  if (!offer.ok) return failAtStart(offer.error);
  const owner = ownerPath(env.OWNER_PATH);
  if (!owner.ok) return failAtStart(owner.error);
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust.ok) return failAtStart(trust.error);

  const dataDir = resolve(root, env.DATA_DIR || 'data');
  const password = () => readPasswordSetting(env, dataDir);
  // The server's own log lines (a failed email, the Instagram setup) go where the start message goes, if told.
  const logArgs = options.log && ((...args: unknown[]) => options.log?.(args.map(String).join(' ')));
  let desk: BookingDesk;
  // What the booking form offers: the served version's (a publish may add a party).
  let offered = offer.offered;
  // The towns of the served version, for the free times (with the availability of its site.config.yaml).
  let places = readBookingPlaces(served);
  // The party types' plans of the served version: a party booked gets a page its host shares with the guests.
  let partyPlans = readPartyPlans(served);
  try {
    // The owner's notification links to the booking in the inbox once the inbox is on.
    const inboxPath = () => (password().state === 'set' ? owner.path : undefined);
    desk = await openBookingDesk({ env, root, mail: () => mailContext(site, inboxPath()), offered: () => offered, schedule: () => scheduleOf(site, offered, places), partyPlans: () => partyPlans, ...(logArgs && { log: logArgs }) });
  } catch (error) {
    if (error instanceof BookingSetupError) failAtStart(error.message);
    releases?.close();
    throw error;
  }

  // The studio is loaded only when it is on: a server without it loads none of its code. A studio that cannot
  // start (the container has neither its sources nor the bundler) leaves the site and the inbox running.
  const studioPath = `${owner.path}/studio`;
  let studio: ServerStudio | undefined;
  // Publish means live: the studio's publish builds the published commit and the release replaces the one served.
  const goLive: GoLive | undefined = releases && published && {
    publish: () => releases.publish(),
    liveCommit: () => releases.serving()?.commit,
  };
  if (studioOn.on) {
    studio = await import('./owner/studio/on-server.ts').then((m) => m.openServerStudio(content, { ...(goLive && { goLive }), env, trust: trust.trust, log })).catch((error: unknown) => {
      log(`The studio is off: it could not start (${error instanceof Error ? error.message : String(error)}).`);
      return undefined;
    });
  }

  // The database (an email being sent is finished first) and the studio's workspace.
  const closeParts = async () => {
    releases?.close();
    await Promise.all([desk.close(), studio?.close()]);
  };
  let current: { distDir: string; app: Hono };
  // One renderer of live pages per version of the code, whichever version of the site loaded it.
  const renderers = loadedRenderers(root);
  let makeApp: (distDir: string, site: SiteConfig) => Hono;
  try {
    const inbox = await createOwnerInbox({
      bookings: desk.store,
      password,
      base: owner.path,
      businessName: site.business.name,
      trustProxy: trust.trust,
      appointments: { desk: desk.appointments, schedule: () => scheduleOf(site, offered, places), siteUrl: () => site.siteUrl },
      parties: { desk: desk.parties, plans: () => partyPlans, schedule: () => scheduleOf(site, offered, places) },
      reviews: { url: () => site.business.reviewUrl, email: desk.appointments.emails, texts: desk.appointments.texts, kick: desk.appointments.kick },
      ...(desk.mailBusiness && { ownerMail: { send: desk.mailBusiness, siteUrl: () => site.siteUrl } }),
      ...(studio && { studioPath }),
    });
    const ownerParts = {
      path: owner.path,
      app: inbox.app,
      ...(studio && { studio: { path: studioPath, fetch: studio.app(inbox, studioPath).fetch, isOn: inbox.isOn } }),
    };
    makeApp = (distDir, site) => createServerApp({
      distDir,
      site,
      env: { ...env, DATA_DIR: dataDir },
      // Behind a trusted reverse proxy, X-Forwarded-Proto says whether the visitor came over https (for HSTS);
      // with a list of proxies, only from a connection of one of them.
      trustProxy: trust.trust,
      api: { bookings: desk.api, ...(logArgs && { log: logArgs }) },
      preloadLivePages: options.preloadLivePages ?? true,
      renderers,
      owner: ownerParts,
      appointments: desk.appointments.routes,
      health: { database: () => desk.store.count() },
    });
    current = { distDir: served, app: makeApp(served, site) };
    answering = true;
  } catch (error) {
    await closeParts();
    throw error;
  }

  /**
   * Serves a release from the next request on: its settings (the published tree's site.config.yaml, as it was
   * built) and booking offer are read, its app made, then the three are swapped at once. The bookings, the
   * inbox's sessions and the studio are the same objects before and after; the releases module retires the
   * version replaced once its requests are done.
   */
  async function serveVersion(release: Release): Promise<void> {
    const nextConfig = await loadSiteConfig(release.content);
    if (!nextConfig.ok) throw new Error(formatErrors(nextConfig.errors, nextConfig.sources));
    const nextOffer = readBookingOffer(release.distDir);
    if (!nextOffer.ok) throw new Error(nextOffer.error);
    const nextApp = makeApp(release.distDir, nextConfig.site);
    [site, offered, places, partyPlans, current] = [nextConfig.site, nextOffer.offered, readBookingPlaces(release.distDir), readPartyPlans(release.distDir), { distDir: release.distDir, app: nextApp }];
  }
  // The one app every request goes through (the socket's details travel in env): the version behind it changes.
  const app = new Hono();
  app.all('*', (c) => current.app.fetch(c.req.raw, c.env));

  const hostname = options.hostname ?? env.HOST ?? '0.0.0.0';
  const port = options.port ?? Number(env.PORT ?? 3000);
  const listening = await listen(app.fetch, port, hostname).catch(async (error: NodeJS.ErrnoException) => {
    await closeParts();
    return fail(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: stop what runs there, or set PORT to another port.` : error.message);
  });

  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const url = `http://${shown}:${listening.port}`;
  const setting = password();
  const summary = [`${site.business.name}: site ready on ${url}`, desk.summary];
  if (setting.state === 'set') summary.push(`The bookings inbox is at ${url}${owner.path}.`);
  else if (setting.state === 'invalid') summary.push(`The bookings inbox is off: ${setting.from} does not hold a password hash made by \`npm run owner:password\`. Run it again.`);
  else summary.push('The bookings inbox is off: run `npm run owner:password` to set its password and turn it on (or set OWNER_PASSWORD_HASH).');
  if (studio) summary.push(setting.state === 'set' ? `The studio is at ${url}${studioPath} (same sign-in).` : 'The studio is on but opens only with the inbox password: run `npm run owner:password`.');

  let closing: Promise<void> | undefined;
  const close = () => (closing ??= listening.close().then(closeParts));
  return {
    url,
    port: listening.port,
    get site() {
      return site;
    },
    app,
    desk,
    summary,
    close,
  };
}
