// The events the page shows, as schema.org Events for search engines (see src/schema/structured-data.ts).
import { tzOffset } from '@date-fns/tz';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { eventNode, type GraphNode } from '../../schema/structured-data.ts';
import type { EventItem } from './types.ts';

const ZONE = 'America/Chicago';

/** Texas's offset from UTC ("-06:00", or "-05:00" in summer) at a wall-clock time of a day there. */
export function texasOffset(isoDate: string, clock: string): string {
  const [y = 0, mo = 1, d = 1] = isoDate.split('-').map(Number);
  const [h = 0, mi = 0] = clock.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the wall time read as UTC is at most an hour off around a change; asking again at the
  // instant it gives settles it.
  const minutes = tzOffset(ZONE, new Date(wall - tzOffset(ZONE, new Date(wall)) * 60_000));
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Each event as an Event node; `pageUrl` is the events page, `image` a picture of the business. */
export function eventNodes(site: SiteConfig, events: readonly EventItem[], pageUrl: string, image: string): GraphNode[] {
  return events.map((e) => eventNode(site, e, texasOffset, pageUrl, image));
}
