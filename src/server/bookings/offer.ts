// What the site offers for booking, as the booking form shows it (services, party types and their
// packages: booking-options.ts). The build writes it beside the built pages, in dist/.server/ (never
// served), and the server refuses bookings for anything else; the server never reads pages/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfferedService } from '../../data/bookings/booking-schema.ts';

export const OFFER_FILE = join('.server', 'booking-offer.json');

/** Only what a booking is checked against (the labels and the package titles), its slug and its group, and a package's price and deposit. */
export function offerOf(services: readonly OfferedService[]): OfferedService[] {
  return services.map((s) => ({
    label: s.label,
    ...(s.packages && {
      packages: s.packages.map((p) => ({
        title: p.title,
        ...(p.maxGuests !== undefined && { maxGuests: p.maxGuests }),
        // What a deposit is worked out from on the server (the site's own services come from site.config.yaml).
        ...(p.priceAmount !== undefined && { priceAmount: p.priceAmount }),
        ...(p.deposit !== undefined && { deposit: p.deposit }),
        ...(p.prepare && { prepare: p.prepare }),
      })),
    }),
    ...(s.slug && { slug: s.slug }),
    ...(s.group && { group: s.group }),
  }));
}

export function writeBookingOffer(distDir: string, services: readonly OfferedService[]): void {
  mkdirSync(join(distDir, '.server'), { recursive: true });
  writeFileSync(join(distDir, OFFER_FILE), JSON.stringify(offerOf(services)));
}

function isOffer(value: unknown): value is OfferedService[] {
  return (
    Array.isArray(value) &&
    value.every(
      (s: { label?: unknown; packages?: unknown }) =>
        typeof s?.label === 'string' && (s.packages === undefined || (Array.isArray(s.packages) && s.packages.every((p: { title?: unknown }) => typeof p?.title === 'string'))),
    )
  );
}

/** The offer of a built site, or a sentence saying why there is none (a build from before it existed). */
export function readBookingOffer(distDir: string): { ok: true; offered: OfferedService[] } | { ok: false; error: string } {
  const file = join(distDir, OFFER_FILE);
  if (!existsSync(file)) return { ok: false, error: `The built site has no list of bookable services (${file}). Run \`npm run build\` again.` };
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isOffer(parsed)) return { ok: true, offered: parsed };
  } catch {
    // reported below
  }
  return { ok: false, error: `${file} is not a list of bookable services. Run \`npm run build\` again.` };
}
