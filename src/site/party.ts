// A party entry becomes its page: empty gallery or testimonials leave their section out.
import type { BlockInput } from '../blocks/schemas.ts';
import type { Party } from '../schema/collection-schemas.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { slugify } from '../schema/slug.ts';
import { countyNode, offer, serviceNode } from '../schema/structured-data.ts';
import type { Link } from '../schema/fields.ts';
import { bookingHref } from './booking-href.ts';
import { depositCents, formatCents } from '../schema/money.ts';
import { depositWords } from '../data/bookings/deposit-words.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '../schema/page-head.ts';
import { fitText } from './fit-text.ts';
import type { TemplatePage } from '../content/template-page.ts';

/** `slug` is the file's name: the booking links choose this party (and a package) in the booking form. */
export function partyPage(party: Party, site: SiteConfig, slug: string): TemplatePage {
  const t = site.templates.party;
  const book = (action: Link, choices: Record<string, string> = {}): Link => ({ ...action, href: bookingHref(action.href, { service: slug, ...choices }) });
  const main: BlockInput[] = [
    { type: 'text', heading: t.descriptionHeading, body: party.description, align: 'center' },
    {
      type: 'cards',
      id: 'packages',
      heading: party.featuredPackageTitle,
      intro: party.featuredPackageDescription,
      columns: 3,
      tone: 'soft',
      // A package's card shows what it is; its guest limit is the booking form's to apply.
      cards: party.packages.map(({ maxGuests: _limit, priceAmount, deposit, prepare: _prepare, choices: _choices, minimumGuests: _fewest, confirmGuestsDaysBefore: _deadline, ...p }) => {
        const held = depositCents(deposit, priceAmount);
        return { ...p, ...(held !== undefined && { note: depositWords.depositNote(formatCents(held)) }), link: book(t.packageAction, { package: slugify(p.title) }) };
      }),
    },
  ];
  if (party.perks.length) {
    const columns = party.perks.length >= 4 ? 4 : party.perks.length === 2 ? 2 : 3;
    main.push({
      type: 'cards',
      id: 'perks',
      heading: t.perksHeading,
      columns,
      tone: 'plain',
      cards: party.perks.map((p) => ({ title: p.title, description: p.description, icon: 'gift' })),
    });
  }
  if (party.galleryImages.length) main.push({ type: 'gallery', id: 'gallery', heading: t.galleryHeading, images: party.galleryImages });
  if (party.testimonials.length) main.push({ type: 'testimonials', heading: t.testimonialsHeading, items: party.testimonials });
  main.push({ type: 'cta', heading: t.closingHeading, body: t.closingBody, action: book(t.closingAction) });

  const { business } = site;
  // The subtitle ends a sentence in the description whether or not the owner wrote the full stop.
  const subtitle = party.subtitle.replace(/[.!?]$/, '');
  const words = { party: party.title, subtitle, business: business.name, shortName: business.shortName ?? business.name, phone: business.phone };
  return {
    title: fitText(t.pageTitle, words, { max: TITLE_MAX }),
    description: fitText(t.pageDescription, words, { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }),
    regions: {
      top: [{ type: 'hero', title: party.title, subtitle: party.subtitle, image: party.heroImage, size: 'banner', actions: [book(t.heroAction)] }],
      main,
    },
    // The party as a service of the business, its packages as offers.
    structuredData: (url) => [
      serviceNode(site, {
        id: `${url}#service`,
        name: party.title,
        description: party.subtitle,
        url,
        areaServed: site.counties.map((c) => countyNode(site, c.name)),
        offers: party.packages.flatMap((p) => offer(p.title, p.price, `${url}#packages`) ?? []),
      }),
    ],
  };
}
