// Interface strings of the Instagram feed, kept in one place so pages and tests agree on them.
// Generic interface text only: business facts (the default username, links) live in the YAML.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

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
  // For visitors: what they see and where the real posts are. How to set the feed up is for the owner:
  // docs/deploy.md and the server's log say it.
  setupNote: 'These are example posts. Our real posts will show here once the Instagram Graph API is set up.',
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
// visitor's time zone.
const chicago = tz('America/Chicago');

/** 'January 5, 2026' for an ISO timestamp; '' for anything that is not a valid date. */
export function formatPostDate(iso: string): string {
  const date = parseISO(iso, { in: chicago });
  return isValid(date) ? format(date, 'MMMM d, yyyy', { in: chicago }) : '';
}
