// The travel fee from the drive: free within `freeMiles` road miles of the office, `perMile` dollars for each
// road mile beyond, at most `cap`. The miles are the town pages' own (whole road miles from the office, see
// distance.ts), so the fee a customer is told always matches the distance the town's page gives.
// The deposit is never taken on the travel fee: a deposit is a share of the service's price (what a customer
// sees on the service's page), and the travel fee is paid with the rest on the day, so a "50%" deposit stays
// half the price they read, whatever the town.
import { z } from 'zod';
import { dollars } from './deposit.ts';
import { text } from './fields.ts';
import { driveFrom, type Coordinates } from './distance.ts';
import { fill } from './fill.ts';
import { formatCents } from './money.ts';

export const travelFeeSchema = z
  .strictObject({
    freeMiles: z
      .number({ error: 'must be a number of road miles, like 15' })
      .int({ error: 'must be a whole number of road miles, like 15' })
      .min(0, { error: 'must be 0 or more road miles' })
      .max(500, { error: 'must be at most 500 road miles' })
      .describe('How far from the office travel is free, in road miles (the miles the town pages give), e.g. 15.'),
    perMile: dollars.describe('What each road mile beyond the free miles costs, in dollars, e.g. 1 or 0.75.'),
    cap: dollars.optional().describe('The most the travel fee can be, in dollars, e.g. 30. Left out, no upper limit.'),
    counties: z
      .array(
        z.strictObject({
          county: text.describe('The county, by its name in Counties, e.g. Rains.'),
          fee: z.union([z.literal(0), dollars], { error: 'must be an amount in dollars, like 20, or 0 for free travel' }).describe('The travel fee to every town of that county, in dollars, e.g. 20, or 0 for free.'),
        }),
      )
      .optional()
      .describe('Zones by county: a set fee for every town of a county (e.g. Rains: 20), instead of the miles. Towns of the other counties pay by the miles.'),
  })
  .describe('A travel fee from the drive to the customer: free within a number of road miles from the office, a price per mile beyond, and at most a cap. It is shown on the town pages, beside the free times, on the thank-you and in the emails; deposits are not taken on it. Left out, no travel fee is shown.');

export type TravelFee = z.infer<typeof travelFeeSchema>;

/** A county's set fee in cents (travelFee.counties), or undefined when the county pays by the miles. */
export function zoneCents(fee: TravelFee, county: string | undefined): number | undefined {
  const zone = county === undefined ? undefined : fee.counties?.find((z) => z.county.toLowerCase() === county.toLowerCase());
  return zone && Math.round(zone.fee * 100);
}

/** The travel fee in cents for a drive of `miles` whole road miles: 0 up to and including `freeMiles`. */
export function travelFeeCents(fee: TravelFee, miles: number): number {
  const cents = Math.round(Math.max(0, miles - fee.freeMiles) * fee.perMile * 100);
  return fee.cap === undefined ? cents : Math.min(cents, Math.round(fee.cap * 100));
}

/** The words of the travel line (templates.town): `{town}` and `{fee}` are filled in. */
export interface TravelWords {
  travelFree: string;
  travelFee: string;
}

/** What travel to a town costs and the line that says it, or undefined when there is no fee set or no place on the map. */
export interface Travel {
  cents: number;
  line: string;
}

/** The fee as the emails and the thank-you say it ("$19"), or undefined when there is none (free, or no fee set). */
export const feeText = (travel: Travel | undefined): string | undefined => (travel && travel.cents > 0 ? formatCents(travel.cents) : undefined);

/** A town's travel: its county's set fee, or else by the road miles when both it and the office are on the map. */
export function travelTo(fee: TravelFee | undefined, words: TravelWords, office: Coordinates | undefined, town: { name: string; at?: Coordinates | undefined; county?: string | undefined }): Travel | undefined {
  if (!fee) return undefined;
  const zone = zoneCents(fee, town.county);
  if (zone === undefined && (!office || !town.at)) return undefined;
  const cents = zone ?? travelFeeCents(fee, driveFrom(office!, town.at!).miles);
  const line = fill(cents === 0 ? words.travelFree : words.travelFee, { town: town.name, fee: formatCents(cents) });
  return { cents, line };
}
