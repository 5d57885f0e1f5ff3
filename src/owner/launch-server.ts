// The launch check's questions to the place where the site runs (`npm run check:launch -- --server`, or
// whenever the server's settings are in the environment): are bookings emailed, can the owner open the
// inbox, does the site's address answer, can the events sheet be read, is Instagram connected. Each answer
// that is "no" says what it costs and what to do, with the same cost scale as the content's placeholders.
import { join } from 'node:path';
import { BOOKING_API_PATH } from '../schema/booking-endpoint.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { COST, isReservedDomain } from './launch-check.ts';
import { sheetCopyProblem } from '../data/events/parse.ts';
import { checkSmtpUrl } from '../server/bookings/mailer.ts';
import { ownerPath } from '../server/inbox/owner-path.ts';
import { PASSWORD_FILE, readPasswordSetting } from '../server/inbox/password.ts';
import { textsFinding, textsNotes } from './launch-texts.ts';
import type { LaunchEnv, ServerFinding, ServerNote } from './launch-findings.ts';
import { paymentsFinding, paymentsNotes } from './launch-payments.ts';
import { travelNotes } from './launch-travel.ts';
import { reviewsNotes } from './launch-reviews.ts';

export type { LaunchEnv, ServerFinding, ServerNote } from './launch-findings.ts';

/**
 * Settings that only the server has: one of them in the environment means "this is where the site runs".
 * (Instagram's are left out: a developer may set them to see the feed locally.)
 */
const SERVER_SETTINGS = ['SMTP_URL', 'DATABASE_URL', 'OWNER_PASSWORD_HASH', 'TRUST_PROXY'];

export const runsWhereTheSiteRuns = (env: LaunchEnv): boolean =>
  SERVER_SETTINGS.some((name) => Boolean(env[name]?.trim())) || env.NODE_ENV === 'production';

/** Instagram needs the server's two settings; asked on every run, as the feed depends on nothing else. */
export function instagramFinding(env: LaunchEnv): ServerFinding | undefined {
  if (env.INSTAGRAM_ACCESS_TOKEN?.trim() && env.INSTAGRAM_USER_ID?.trim()) return undefined;
  return {
    name: 'InstagramNotConnected',
    cost: COST.instagram,
    message: 'Instagram is not connected: the Instagram page shows example posts.',
    hint: 'set INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_USER_ID in the server\'s settings (docs/deploy.md, "Instagram").',
  };
}

/** Do bookings come to this site's own server (rather than to an outside service, or nowhere)? */
const bookingsComeHere = (site: SiteConfig): boolean => (site.contactForm.endpoint ?? BOOKING_API_PATH) === BOOKING_API_PATH;

function emailFinding(site: SiteConfig, env: LaunchEnv): ServerFinding | undefined {
  if (!bookingsComeHere(site)) return undefined;
  const smtp = env.SMTP_URL?.trim();
  if (!smtp) {
    return {
      name: 'EmailNotSetUp',
      cost: COST.bookings,
      message: `bookings are stored on the server but not emailed (SMTP_URL is not set), so nothing tells you when one arrives.`,
      hint: `set SMTP_URL to your mail provider's SMTP address, e.g. smtps://you%40yourbusiness.com:app-password@smtp.yourprovider.com:465, and restart the server; bookings then go to ${site.business.email} (docs/deploy.md, "Settings").`,
    };
  }
  const checked = checkSmtpUrl(smtp);
  if (checked.ok) return undefined;
  return { name: 'EmailNotSetUp', cost: COST.bookings, message: `the server will not start with this SMTP_URL: ${checked.error}`, hint: 'correct SMTP_URL (docs/deploy.md, "Settings").' };
}

function inboxFinding(site: SiteConfig, env: LaunchEnv, root: string): ServerFinding | undefined {
  if (!bookingsComeHere(site)) return undefined;
  const setting = readPasswordSetting(env, env.DATA_DIR || join(root, 'data'));
  if (setting.state === 'set') return undefined;
  const path = ownerPath(env.OWNER_PATH);
  const inbox = path.ok ? path.path : 'the owner path';
  return {
    name: 'NoInboxPassword',
    cost: COST.bookings,
    message:
      setting.state === 'unset'
        ? `no password is set for the bookings inbox (OWNER_PASSWORD_HASH, or the file ${PASSWORD_FILE} in the data folder), so ${inbox} stays closed and bookings can be read only on the server, with \`npm run bookings\`.`
        : `the inbox password in ${setting.from === 'OWNER_PASSWORD_HASH' ? 'OWNER_PASSWORD_HASH' : `the file ${PASSWORD_FILE}`} is not a hash the server can read, so ${inbox} stays closed.`,
    hint: 'run `npm run owner:password` where the site runs (or `npm run owner:password -- --print` and set OWNER_PASSWORD_HASH to what it prints).',
  };
}

/** What the Twilio and Stripe settings would add when they are missing (launch-texts.ts, launch-payments.ts): said, never counted as left to do. */
export const serverNotes = (site: SiteConfig, env: LaunchEnv): ServerNote[] => (bookingsComeHere(site) ? [...textsNotes(env), ...paymentsNotes(site, env), ...reviewsNotes(site), ...travelNotes(site)] : []);

export interface Fetched {
  status: number;
  text: string;
}

/** GET with a time limit; a failure is a sentence, never a throw. */
async function get(url: string, timeoutMs: number): Promise<Fetched | string> {
  try {
    const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'launch-check' } });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    const e = error as { name?: string; cause?: { code?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return `no answer within ${Math.round(timeoutMs / 1000)} s`;
    const code = e.cause?.code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the name is not found (DNS)';
    if (code === 'ECONNREFUSED') return 'the connection was refused';
    return code ? `it could not be reached (${code})` : 'it could not be reached';
  }
}

async function siteUrlFinding(site: SiteConfig, timeoutMs: number): Promise<ServerFinding | undefined> {
  const url = site.siteUrl;
  const host = /^https?:\/\/([^/:]+)/i.exec(url)?.[1] ?? '';
  if (isReservedDomain(host)) return undefined; // told by the content check
  const answer = await get(url, timeoutMs);
  if (typeof answer !== 'string' && answer.status >= 200 && answer.status < 400) return undefined;
  return {
    name: 'SiteNotAnswering',
    cost: COST.siteAddress,
    message: `the site's address ${url} does not answer: ${typeof answer === 'string' ? answer : `HTTP ${answer.status}`}. Links in search results, social previews and the sitemap all use it.`,
    hint: 'check that the domain points at the server and that the server is running (docs/deploy.md); or correct siteUrl in site.config.yaml.',
  };
}

async function sheetFinding(site: SiteConfig, timeoutMs: number): Promise<ServerFinding | undefined> {
  const url = site.events.sheetCsvUrl;
  const host = /^https?:\/\/([^/:]+)/i.exec(url)?.[1] ?? '';
  if (isReservedDomain(host)) return undefined;
  const answer = await get(url, timeoutMs);
  const problem = typeof answer === 'string' ? answer : answer.status !== 200 ? `HTTP ${answer.status}` : sheetCopyProblem(answer.text);
  if (problem === undefined) return undefined;
  return {
    name: 'SheetNotReadable',
    cost: COST.events,
    message: `the events sheet cannot be read (${problem}), so the events page shows the sample events.`,
    hint: 'in Google Sheets choose File > Share > Publish to web > CSV, and paste the address it gives as events.sheetCsvUrl in site.config.yaml; the first row must name the columns date, eventName, time, price, location, address.',
  };
}

export interface ServerCheckOptions {
  site: SiteConfig;
  env: LaunchEnv;
  /** The project folder (where data/ is). */
  root: string;
  /** For each address asked. Default 8 s. */
  timeoutMs?: number;
}

/** Everything the server side lacks, most costly first (Instagram included). */
export async function checkServer(opts: ServerCheckOptions): Promise<ServerFinding[]> {
  const timeoutMs = opts.timeoutMs ?? 8000;
  const [site, sheet] = await Promise.all([siteUrlFinding(opts.site, timeoutMs), sheetFinding(opts.site, timeoutMs)]);
  const found = [emailFinding(opts.site, opts.env), inboxFinding(opts.site, opts.env, opts.root), bookingsComeHere(opts.site) ? textsFinding(opts.env) : undefined, bookingsComeHere(opts.site) ? paymentsFinding(opts.env) : undefined, site, sheet, instagramFinding(opts.env)];
  return found.filter((f): f is ServerFinding => f !== undefined).sort((a, b) => a.cost - b.cost);
}
