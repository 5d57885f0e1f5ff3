// `npm run build`: the site into dist/ (DIST_DIR lets several builds run side by side, e.g. parallel test
// runs). The build itself is src/render/build.ts.
import { resolve } from 'node:path';
import { bookingOptions } from '../src/blocks/contact-form/booking-options.ts';
import { buildSite } from '../src/render/build.ts';
import { writeBookingOffer } from '../src/server/bookings/offer.ts';
import { placesOf, writeBookingPlaces } from '../src/server/appointments/schedule.ts';
import { writePartyPlans } from '../src/server/parties/plans.ts';
import { writeStaticHostFiles } from '../src/server/static-host.ts';
import { contentRoot } from '../src/content/root.ts';
import { writeJsonSchemas } from '../src/owner/write-schemas.ts';
import { writeReleaseMark } from '../src/server/release-mark.ts';

const root = process.cwd();
buildSite({
  root,
  distDir: resolve(root, process.env.DIST_DIR ?? 'dist'),
  // The editor's help follows the content: the town schema completes the counties and services of this config.
  onContent: ({ site }) => {
    const schemas = writeJsonSchemas(contentRoot(process.env, root), site, { onlyIfPresent: true });
    if (schemas.length > 0) console.log(`Updated ${schemas.join(', ')} (editor completion for the content files).`);
  },
  beforeSwap: async (outDir, { site, routes, listings }) => {
    // Static hosts (Netlify, Cloudflare Pages) read these to answer with the server's headers and redirects.
    await writeStaticHostFiles(outDir, site, routes.map((r) => r.path));
    // What the booking form offers: the server refuses bookings for anything else.
    writeBookingOffer(outDir, bookingOptions(site, listings.parties));
    // The towns served, with their coordinates: the free times count the drive between them.
    writeBookingPlaces(outDir, placesOf(site, listings.towns));
    // The party types' plans (choices, fewest guests, perks' rules): a party booked gets a page from them.
    writePartyPlans(outDir, listings.parties);
    // The commit a server's release is built from, which it checks at its next start.
    writeReleaseMark(outDir, process.env.RELEASE_COMMIT);
  },
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
