// The party types' plans (src/schema/party-plan.ts), as the server keeps them: the build writes them beside the
// booking offer, in dist/.server/party-plans.json (never served), and the server reads the served version's,
// as it reads its offer. A party booked online is planned by the plan of its party type and package.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MAX_GUESTS } from '../../schema/collection-schemas.ts';
import type { PartyListing } from '../../schema/listings.ts';
import type { PackagePlan, PartyPlan } from '../../schema/party-plan.ts';

export const PLANS_FILE = join('.server', 'party-plans.json');

export function partyPlansOf(parties: readonly PartyListing[]): PartyPlan[] {
  return parties.map((party) => ({
    title: party.title,
    ...(party.guestOfHonor && { guestOfHonor: party.guestOfHonor }),
    perks: [...(party.perkRules ?? [])],
    packages: party.packages.map((p) => ({
      title: p.title,
      price: p.price,
      ...(p.priceAmount !== undefined && { priceAmount: p.priceAmount }),
      maxGuests: p.maxGuests ?? DEFAULT_MAX_GUESTS,
      choices: [...(p.choices ?? [])],
      ...(p.minimumGuests !== undefined && { minimumGuests: p.minimumGuests }),
      ...(p.confirmGuestsDaysBefore !== undefined && { confirmGuestsDaysBefore: p.confirmGuestsDaysBefore }),
    })),
  }));
}

export function writePartyPlans(distDir: string, parties: readonly PartyListing[]): void {
  mkdirSync(join(distDir, '.server'), { recursive: true });
  writeFileSync(join(distDir, PLANS_FILE), JSON.stringify(partyPlansOf(parties)));
}

const isPlans = (value: unknown): value is PartyPlan[] =>
  Array.isArray(value) &&
  value.every(
    (p: Partial<PartyPlan>) =>
      typeof p?.title === 'string' && Array.isArray(p.perks) && Array.isArray(p.packages) && p.packages.every((k: Partial<PackagePlan>) => typeof k?.title === 'string' && Array.isArray(k.choices)),
  );

/** The plans of a built site; none for a build from before they were written (parties then get no page). */
export function readPartyPlans(distDir: string): PartyPlan[] {
  const file = join(distDir, PLANS_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isPlans(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The plan of a booking's party type and package (as the booking names them), or undefined for any other booking. */
export function planOf(plans: readonly PartyPlan[], service: string, pkg: string): { party: PartyPlan; pkg: PackagePlan } | undefined {
  const party = plans.find((p) => p.title === service);
  if (!party) return undefined;
  const chosen = party.packages.find((p) => p.title === pkg) ?? (pkg === '' && party.packages.length === 1 ? party.packages[0] : undefined);
  return chosen && { party, pkg: chosen };
}
