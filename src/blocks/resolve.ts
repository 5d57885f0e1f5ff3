// Blocks that show site facts (the phone, the hours, the towns, where events come from) get them here,
// when the content is loaded: a resolved block carries everything it draws, so the server renders it
// with nothing else, and an island's serialized props are exactly what it needs and no more.
import type { PartyListing, TownListing } from '../schema/listings.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import type { BlockOf, BlockType, Block } from './schemas.ts';
import { bookingOptions, bookingTowns } from './contact-form/booking-options.ts';
import { partyCards } from './party-directory/party-cards.ts';
import { areasFor } from './service-areas/areas.ts';
import { townDirectory } from './town-directory/directory.ts';
import { eventsUrl } from '../data/events/fetch-events.ts';
import type { EventsFeed } from '../data/events/use-events.ts';

export interface ResolveContext {
  site: SiteConfig;
  /** Every town that has a page. */
  towns: readonly TownListing[];
  /** Every party type that has a page. */
  parties: readonly PartyListing[];
}

const contactDetails = (block: BlockOf<'contact-details'>, { site }: ResolveContext) => {
  const { phone, email, office, hours } = site.business;
  return { ...block, business: { phone, email, office, hours }, social: site.social };
};

const resolvers = {
  'contact-details': contactDetails,
  'contact-form': (block: BlockOf<'contact-form'>, ctx: ResolveContext) => {
    const { submitDelayMs, successVisibleMs, endpoint } = ctx.site.contactForm;
    return {
      ...block,
      aside: block.aside && contactDetails(block.aside, ctx),
      settings: endpoint === undefined ? { submitDelayMs, successVisibleMs } : { submitDelayMs, successVisibleMs, endpoint },
      services: bookingOptions(ctx.site, ctx.parties),
      towns: bookingTowns(ctx.site, ctx.towns),
      contact: { phone: ctx.site.business.phone, email: ctx.site.business.email },
    };
  },
  events: (block: BlockOf<'events'>, { site }: ResolveContext) => {
    const { timeoutMs, sampleEvents } = site.events;
    // With the relay the page never learns the sheet's address.
    const feed: EventsFeed = { url: eventsUrl(site.events), timeoutMs, sampleEvents };
    return { ...block, feed };
  },
  'instagram-feed': (block: BlockOf<'instagram-feed'>, { site }: ResolveContext) => {
    // Not hashtagSearch: the page always sends a username.
    const { proxyUrl, defaultUsername, allowedUsernames, timeoutMs } = site.instagram;
    return { ...block, feed: { proxyUrl, defaultUsername, allowedUsernames, timeoutMs }, profileUrl: site.social.instagram };
  },
  'service-areas': (block: BlockOf<'service-areas'>, { site, towns }: ResolveContext) => ({
    ...block,
    areas: areasFor(site, towns, block.service),
  }),
  'town-directory': (block: BlockOf<'town-directory'>, { site, towns }: ResolveContext) => ({
    ...block,
    counties: townDirectory(site, towns),
  }),
  'party-directory': (block: BlockOf<'party-directory'>, { parties }: ResolveContext) => ({
    ...block,
    cards: partyCards(parties, block.linkLabel),
  }),
} satisfies { [K in BlockType]?: (block: BlockOf<K>, ctx: ResolveContext) => BlockOf<K> };

type Resolvers = typeof resolvers;

/** A block as the renderer receives it. */
export type ResolvedOf<K extends BlockType> = K extends keyof Resolvers ? ReturnType<Resolvers[K]> : BlockOf<K>;
export type ResolvedBlock = { [K in BlockType]: ResolvedOf<K> }[BlockType];

export function resolveBlock(block: Block, ctx: ResolveContext): ResolvedBlock {
  const resolve = (resolvers as Partial<Record<BlockType, (b: Block, c: ResolveContext) => ResolvedBlock>>)[block.type];
  // A block without a resolver renders as written.
  return resolve ? resolve(block, ctx) : (block as ResolvedBlock);
}
