// What lists show of an entry that has a page: the towns in the lists of service areas and the towns hub,
// the party types on the parties hub and in the booking form. Made once per entry, when content is loaded.
import type { Coordinates } from './structured-data.ts';
import type { Deposit } from './money.ts';
import type { PackageChoice, PerkRule } from './party-plan.ts';

/** A town with its own page. */
export interface TownListing {
  name: string;
  county: string;
  /** Keys of the services it gets (site.config.yaml `services`), in the order the file lists them. */
  services: readonly string[];
  path: string;
  /** Where the town is on the map, when its file says: the booking form's free times count the drive from it. */
  coordinates?: Coordinates;
}

export interface PackageListing {
  title: string;
  price: string;
  /** The most guests of one party of this package. */
  maxGuests?: number;
  /** Its price in dollars, deposit and what to prepare (src/schema/deposit.ts), for the form and the server. */
  priceAmount?: number;
  deposit?: Deposit;
  prepare?: string;
  /** For the party's sign-up page (party-plan.ts): what each guest may choose, the fewest guests and by when. */
  choices?: readonly PackageChoice[];
  minimumGuests?: number;
  confirmGuestsDaysBefore?: number;
}

/** A party type with its own page. */
export interface PartyListing {
  /** The file's name, which is also the page's last address part and the booking form's `?service=`. */
  slug: string;
  path: string;
  title: string;
  subtitle: string;
  image: string;
  packages: readonly PackageListing[];
  /** Who the party is for ("the bride"), and the perks applied by the count of guests signed up. */
  guestOfHonor?: string;
  perkRules?: readonly { title: string; rule: PerkRule }[];
}
