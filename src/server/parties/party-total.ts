// A party's running total, worked out from the guests who signed up: each guest's choices at the prices they
// signed up with, the perks whose rule the count meets (the guest of honor free, or a share off), and the
// travel fee to the place (as the content says it today, never part of a deposit). Pure: the page, the
// inbox and the emails show the same figures.
import type { PerkRule } from '../../schema/party-plan.ts';

export interface ChosenItem {
  name: string;
  cents: number;
}

export interface GuestLine {
  name: string;
  choices: readonly ChosenItem[];
  guestOfHonor: boolean;
}

export interface PartyTotal {
  /** Everyone signed up. */
  signedUp: number;
  /** The guests the perks count: everyone but the guest of honor. */
  counted: number;
  /** Each guest's choices before perks (cents). */
  choicesCents: number;
  /** The perks applied, with what each takes off (cents). */
  perks: { title: string; cents: number }[];
  travelCents: number;
  totalCents: number;
}

export function partyTotal(guests: readonly GuestLine[], perks: readonly { title: string; rule: PerkRule }[], travelCents = 0): PartyTotal {
  const counted = guests.filter((g) => !g.guestOfHonor).length;
  const sum = (list: readonly GuestLine[]) => list.reduce((all, g) => all + g.choices.reduce((one, c) => one + c.cents, 0), 0);
  const choicesCents = sum(guests);
  const applied: PartyTotal['perks'] = [];
  let left = choicesCents;
  for (const { title, rule } of perks) {
    if (counted < rule.guestsAtLeast) continue;
    // The guest of honor first, then a share off what is left, so two perks never take the same dollars twice.
    const off = rule.guestOfHonorFree ? sum(guests.filter((g) => g.guestOfHonor)) : Math.round((left * (rule.percentOff ?? 0)) / 100);
    if (off <= 0) continue;
    applied.push({ title, cents: Math.min(off, left) });
    left -= Math.min(off, left);
  }
  return { signedUp: guests.length, counted, choicesCents, perks: applied, travelCents, totalCents: left + travelCents };
}
