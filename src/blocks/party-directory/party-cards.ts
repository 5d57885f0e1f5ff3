// The parties hub's cards, made from the party pages when the content is loaded.
import type { Card } from '../cards/schema.ts';
import type { PackageListing, PartyListing } from '../../schema/listings.ts';

/** The first amount in a price text: "Starting at $1,299 per person" -> 1299. */
function amount(price: string): number | undefined {
  const match = /\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(price);
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined;
}

/** The package with the lowest price, as its price is written; the first one when no price has an amount. */
export function startingPrice(packages: readonly PackageListing[]): string | undefined {
  let best: { price: string; value: number } | undefined;
  for (const { price } of packages) {
    const value = amount(price);
    if (value !== undefined && (best === undefined || value < best.value)) best = { price, value };
  }
  return best?.price ?? packages[0]?.price;
}

export function partyCards(parties: readonly PartyListing[], linkLabel: string): Card[] {
  return parties.map((party) => {
    const price = startingPrice(party.packages);
    return {
      // The picture repeats the title beside it, so it is decorative.
      image: { src: party.image, alt: '' },
      title: party.title,
      ...(price && { price }),
      description: party.subtitle,
      link: { label: linkLabel, href: party.path },
    };
  });
}
