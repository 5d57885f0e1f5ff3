// What the server needs to offer free times, besides the book of appointments: the availability settings,
// which service (by its key) each choice of the form is booked as, and where the towns served are. The
// towns come from the build, beside the booking offer (dist/.server/booking-places.json), since the server
// never reads pages/: the towns with a page and coordinates are places, the others are served by request.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfferedService } from '../../data/bookings/booking-schema.ts';
import { appointmentMinutes, type Availability } from '../../schema/availability.ts';
import type { TownListing } from '../../schema/listings.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { slugify } from '../../schema/slug.ts';
import type { Coordinates } from '../../schema/structured-data.ts';
import { travelTo, type Travel } from '../../schema/travel-fee.ts';

export const PLACES_FILE = join('.server', 'booking-places.json');

/** A town served; `at` when its page gives its coordinates; its county, for a travel fee by county. */
export interface Place {
  name: string;
  at?: Coordinates;
  county?: string;
}

export interface Schedule {
  availability: Availability;
  /** The site's services: a choice of the form is booked as one of them. */
  services: readonly { key: string; name: string; price?: number; deposit?: number | string; prepare?: string }[];
  /** The form's choices (labels, slugs, the service a party type is grouped under, packages). */
  offered: readonly OfferedService[];
  /** Every town served, A to Z. */
  places: readonly Place[];
  /** The travel fee to a place and the line that says it (site.config.yaml travelFee); undefined without a fee or a place on the map. */
  travel?: (place: Place) => Travel | undefined;
}

/** The towns served: those with a page (and their coordinates) and the counties' other towns. */
export function placesOf(site: SiteConfig, towns: readonly TownListing[]): Place[] {
  const named = new Map<string, Place>();
  for (const t of towns) named.set(t.name.toLowerCase(), { name: t.name, county: t.county, ...(t.coordinates && { at: t.coordinates }) });
  for (const c of site.counties) for (const name of c.otherTowns) if (!named.has(name.toLowerCase())) named.set(name.toLowerCase(), { name, county: c.name });
  return [...named.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function writeBookingPlaces(distDir: string, places: readonly Place[]): void {
  mkdirSync(join(distDir, '.server'), { recursive: true });
  writeFileSync(join(distDir, PLACES_FILE), JSON.stringify(places));
}

const isCoordinates = (v: unknown): v is Coordinates =>
  typeof v === 'object' && v !== null && typeof (v as Coordinates).lat === 'number' && typeof (v as Coordinates).lng === 'number';

/** The towns of a built site; none for a build from before they were written (free times are then not offered). */
export function readBookingPlaces(distDir: string): Place[] {
  const file = join(distDir, PLACES_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((p: { name?: unknown; at?: unknown; county?: unknown }) =>
      typeof p?.name === 'string' ? [{ name: p.name, ...(typeof p.county === 'string' && { county: p.county }), ...(isCoordinates(p.at) && { at: { lat: p.at.lat, lng: p.at.lng } }) }] : []);
  } catch {
    return [];
  }
}

/** The schedule of a site, or undefined when it has no availability settings (bookings ask for a date). */
export function scheduleOf(site: SiteConfig, offered: readonly OfferedService[], places: readonly Place[]): Schedule | undefined {
  if (!site.availability) return undefined;
  const { travelFee } = site;
  const office = site.business.office.coordinates;
  return {
    availability: site.availability,
    services: site.services,
    offered,
    places,
    ...(travelFee && { travel: (place: Place) => travelTo(travelFee, site.templates.town, office, place) }),
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The form's choice written as its label or its slug. */
export function findChoice(schedule: Schedule, written: string): OfferedService | undefined {
  return schedule.offered.find((o) => same(o.label, written)) ?? schedule.offered.find((o) => same(o.slug ?? slugify(o.label), written));
}

/** The package of a choice written as its title or its slug. */
export function findPackage(choice: OfferedService, written: string): string | undefined {
  return choice.packages?.find((p) => same(p.title, written) || same(slugify(p.title), written))?.title;
}

/** A name or an address as its words, lower case, each between spaces: " lone oak 1 ". */
const wordsOf = (text: string) => ` ${slugify(text).replace(/-/g, ' ')} `;

/** Each list of places (one per version served) with its names' words, longest name first, made once. */
const searchable = new WeakMap<readonly Place[], Array<{ place: Place; words: string }>>();

/** The town a place names: a town's name, or an address with a town's name in it (the longest name found). */
export function findPlace(schedule: Schedule, written: string): Place | undefined {
  let names = searchable.get(schedule.places);
  if (!names) {
    names = [...schedule.places].sort((a, b) => b.name.length - a.name.length).map((place) => ({ place, words: wordsOf(place.name) }));
    searchable.set(schedule.places, names);
  }
  const words = wordsOf(written);
  return names.find((n) => words.includes(n.words))?.place;
}

/** The travel fee to the town a place names (a town's name or an address in one), or undefined. */
export function travelOf(schedule: Schedule | undefined, written: string): Travel | undefined {
  if (!schedule?.travel) return undefined;
  const place = findPlace(schedule, written);
  return place && schedule.travel(place);
}

/** The travel fee of a booking: as it was told when booking, or (a booking from before that was kept) as the content says it today. */
export function travelOfBooking(schedule: Schedule | undefined, b: { place: string; travel?: Travel | undefined }): Travel | undefined {
  return b.travel ?? travelOf(schedule, b.place);
}

/** How long a choice takes (its service's key and minutes), or undefined when it is booked by request. */
export function durationOf(schedule: Schedule, choice: OfferedService, detail: { package?: string; guests?: number }): { key: string; minutes: number } | undefined {
  const service = schedule.services.find((s) => s.name === (choice.group ?? choice.label));
  if (!service) return undefined;
  const minutes = appointmentMinutes(schedule.availability, service.key, detail);
  return minutes === undefined ? undefined : { key: service.key, minutes };
}
