// Interface strings of the Instagram feed, kept in one place so pages and tests agree on them.
// Generic interface text only: business facts (the default username, links) live in the YAML.
import { chicagoDate } from '../events/today.ts';

export const instagramMessages = {
  heroTitle: 'Instagram Feed',
  usernameLabel: 'Instagram Username',
  hashtagLabel: 'Hashtag',
  hashtagHint: 'Enter without #',
  optional: '(optional)',
  searchButton: 'Search',
  postsHeading: (username: string): string => `${username}'s Posts`,
  hashtagTag: (hashtag: string): string => `#${hashtag.replace(/^#+/, '')}`,
  subheading: 'Showing latest Instagram posts',
  loading: 'Loading Instagram feed...',
  empty: 'No Instagram posts found.',
  error: 'Error loading Instagram feed. Please try again later.',
  // For visitors, once: what they see and where the real posts are (the link follows). Why the feed is not
  // here (no credentials, Instagram down) is for the owner: docs/deploy.md and the server's log say it.
  setupNote: 'These are example posts.',
  setupLink: 'See our latest posts on Instagram',
  viewOnInstagram: 'View on Instagram',
  opensInNewTab: '(opens in a new tab)',
  searchFormLabel: 'Search Instagram posts',
  postsListLabel: 'Instagram posts',
  imageAltFallback: 'Instagram post',
  placeholderLabel: 'Example post',
  /** The proxy refused the username (403): it shows only the accounts the owner lists. */
  notAllowed: (username: string, allowed: readonly string[]): string =>
    `Posts from @${username} can't be shown here. This page shows Instagram posts from ${accountList(allowed)} only.`,
  showAllowed: (username: string): string => `Show @${username}'s posts`,
} as const;

/** '@a', '@a and @b', '@a, @b and @c'. */
function accountList(usernames: readonly string[]): string {
  const names = usernames.map((name) => `@${name}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export type InstagramMessages = typeof instagramMessages;

// The business is in Texas: a post made at 9 PM in Greenville is dated that day, whatever the
// visitor's time zone. Read without a date library (the feed's page carries React's runtime).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** 'January 5, 2026' for an ISO timestamp; '' for anything that is not a valid date. */
export function formatPostDate(iso: string): string {
  const m = ISO.exec(iso.trim());
  if (!m) return '';
  const [, y, mo, d, h = '0', mi = '0', sec = '0', zone] = m;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const utc = new Date(Date.UTC(year, month - 1, day, Number(h), Number(mi), Number(sec)));
  // A day or a time that is not in the calendar or on the clock (2026-13-45, 25:00) is not a date.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || Number(h) > 24 || Number(mi) > 59 || Number(sec) > 59) return '';
  // Without a zone the time is read as Chicago's own: its day is the one written.
  if (zone === undefined) return `${MONTHS[month - 1]} ${day}, ${year}`;
  const [, sign = '+', zh = '0', zm = '0'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
  const offset = (sign === '-' ? -1 : 1) * (Number(zh) * 60 + Number(zm));
  const local = chicagoDate(new Date(utc.getTime() - offset * 60_000));
  return `${MONTHS[local.month - 1]} ${local.day}, ${local.year}`;
}
