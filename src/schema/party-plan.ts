// A party as the host plans it, in the party page's file: what each guest may choose from a package (with its
// price per guest), how many guests a package needs and by when (`minimumGuests`, `confirmGuestsDaysBefore`),
// who the guest of honor is ("the bride"), and the perks that depend on the count (a perk's `rule`: the guest
// of honor free from 5 guests, or a share off). The server keeps these beside the booking offer
// (dist/.server/party-plans.json), and works a party's total and the time it needs out of them (party-total.ts).
import { z } from 'zod';
import { dollars } from './deposit.ts';
import { text } from './fields.ts';

const wholeGuests = (what: string, max: number) =>
  z
    .number({ error: `must be a number of ${what}, like 5` })
    .int({ error: `must be a whole number of ${what}` })
    .min(1, { error: `must be at least 1` })
    .max(max, { error: `must be at most ${max}` });

export const packageChoice = z.strictObject({
  name: text.describe('What a guest may choose, as guests read it, e.g. "Tooth gem" or "Whitening session".'),
  price: z.union([z.literal(0), dollars], { error: 'must be an amount in dollars per guest, like 25, or 0 when it is included' }).describe('What it costs each guest who chooses it, in dollars, e.g. 25 (0 when it is included).'),
  service: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('The service it is, by its one-word name in Site settings › Services (e.g. teethWhitening): the guests who choose it answer that service\'s questions before the visit (optional).'),
});

/** What a package adds for planning a party: the guests' choices, the minimum and its deadline. */
export const packagePlanFields = {
  choices: z
    .array(packageChoice)
    .min(1)
    .optional()
    .describe("What each guest may choose on the party's sign-up page, each with its price per guest (optional). Left out, guests sign up with their name only."),
  minimumGuests: wholeGuests('guests', 500)
    .optional()
    .describe('The fewest guests the party needs, e.g. 5 (optional). With a deadline below, the host and you are told then whether enough signed up.'),
  confirmGuestsDaysBefore: wholeGuests('days', 60)
    .optional()
    .describe('How many days before the party the guests must have signed up, e.g. 5 (needs the fewest guests above). The host and you are emailed that day whether the party has enough.'),
};

export const perkRule = z
  .strictObject({
    guestsAtLeast: wholeGuests('guests', 500).describe('From how many guests signed up (besides the guest of honor) the perk applies, e.g. 5.'),
    guestOfHonorFree: z.literal(true, { error: 'must be true (the guest of honor\'s choices are free), or left out' }).optional().describe("The guest of honor's choices are free (e.g. the bride's services from 5 bridesmaids)."),
    percentOff: z
      .number({ error: 'must be a share off, like 15' })
      .int({ error: 'must be a whole percent, like 15' })
      .min(1, { error: 'must be at least 1 (percent)' })
      .max(100, { error: 'must be at most 100 (percent)' })
      .optional()
      .describe('A share off every guest\'s choices, in percent, e.g. 10.'),
  })
  .refine((r) => (r.guestOfHonorFree === true) !== (r.percentOff !== undefined), {
    error: 'must say one thing the perk does: guestOfHonorFree: true, or percentOff (e.g. 10)',
  })
  .describe("When the perk is applied to a party booked online, by the count of guests signed up on the party's page (optional): the guest of honor free, or a share off.");

export type PackageChoice = z.infer<typeof packageChoice>;
export type PerkRule = z.infer<typeof perkRule>;

/** A package's plan, as the server keeps it. */
export interface PackagePlan {
  title: string;
  price: string;
  priceAmount?: number;
  maxGuests: number;
  choices: PackageChoice[];
  minimumGuests?: number;
  confirmGuestsDaysBefore?: number;
}

/** A party type's plan, as the server keeps it (dist/.server/party-plans.json). */
export interface PartyPlan {
  /** The party page's title: what bookings name as their service. */
  title: string;
  /** "the bride": asked of one guest on the sign-up page. */
  guestOfHonor?: string;
  perks: { title: string; rule: PerkRule }[];
  packages: PackagePlan[];
}
