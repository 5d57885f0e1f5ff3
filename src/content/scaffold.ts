// New content files for the owner: a town or a party type, written with a comment on each field, so the
// file explains itself and passes `npm run validate` as it is. Nothing is copied from another entry (a
// copied town would keep that town's picture and facts): the text names only the new entry and the
// services of site.config.yaml.
import { Document, isMap, isScalar, type Pair } from 'yaml';
import { DEFAULT_TOWN_HERO } from '../schema/defaults.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { slugify } from '../schema/slug.ts';

export interface Scaffold {
  /** The file to write, relative to the project, e.g. "pages/towns/lone-oak.yaml". */
  file: string;
  text: string;
  /** What the owner does next, one step a line. */
  next: string[];
}

/** Puts `comments[key]` above each top-level key (and `nested[key][child]` above keys one level down). */
function commented(data: object, comments: Record<string, string>, header: string, nested: Record<string, Record<string, string>> = {}): string {
  const doc = new Document(data);
  doc.commentBefore = header;
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items as Pair[]) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      if (comments[key]) pair.key.commentBefore = ` ${comments[key]}`;
      const inner = nested[key];
      if (inner && isMap(pair.value)) {
        for (const child of pair.value.items as Pair[]) {
          if (isScalar(child.key) && inner[String(child.key.value)]) child.key.commentBefore = ` ${inner[String(child.key.value)]}`;
        }
      }
    }
  }
  return doc.toString({ lineWidth: 0 });
}

const list = (names: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(names);

export function scaffoldTown(site: SiteConfig, name: string, county: string): Scaffold {
  const slug = slugify(name);
  const services = Object.fromEntries(site.services.map((s) => [s.key, true]));
  const text = commented(
    {
      name,
      county,
      description: `We bring ${list(site.services.map((s) => s.name.toLowerCase()))} to homes, offices and venues in ${name}, ${county} County.`,
      services,
      neighboringTowns: [],
    },
    {
      name: `The town's name as visitors write it. The file name is made from it (${slug}.yaml); keep them together.`,
      county: `One of the counties of site.config.yaml: ${site.counties.map((c) => c.name).join(', ')}.`,
      description: 'A few sentences about the town and how we serve it (a blank line starts a new paragraph). Say what is special about it: search engines rank a page with its own words.',
      services: 'Which services the town gets: true, or false for one we do not bring here.',
      neighboringTowns: 'Nearby towns that have their own page, one per line ("  - Greenville"); each should list this town back.',
    },
    ` A town page: /towns/${slug}. Made by npm run new; every field is explained above it.\n` +
      ' Optional fields you can add: population ("1,234"), attractions (a list), heroImage (a picture in\n' +
      ` public/, ${DEFAULT_TOWN_HERO} when left out), coordinates ({ lat: 33.1, lng: -96.1 }), travelNote,\n` +
      ' and questions (a list of question/answer pairs). docs/content-guide.md describes each.',
  );
  const listed = site.counties.find((c) => c.name === county)?.otherTowns.includes(name);
  return {
    file: `pages/towns/${slug}.yaml`,
    text,
    next: [
      `Write the description of ${name} in pages/towns/${slug}.yaml, and set its services.`,
      ...(listed ? [`Take "${name}" off counties > ${county} > otherTowns in site.config.yaml: it has its own page now.`] : []),
      'Add its nearby towns under neighboringTowns, and add it to theirs.',
      'Run npm run validate, then npm start to see the page.',
    ],
  };
}

export function scaffoldParty(site: SiteConfig, title: string): Scaffold {
  const slug = slugify(title);
  const text = commented(
    {
      title,
      subtitle: `${title} with ${site.business.name}`,
      heroImage: DEFAULT_TOWN_HERO,
      description: `Tell guests what a ${title.toLowerCase()} with us looks like: who it is for, what we bring and how the day goes.`,
      featuredPackageTitle: `${title} Packages`,
      featuredPackageDescription: 'Pick the package that fits your group.',
      packages: [
        {
          title: 'Classic',
          description: 'Describe what this package includes.',
          price: 'Ask for a quote',
          features: ['What the package includes, one per line'],
        },
      ],
    },
    {
      title: 'The name of the party type; the main heading of /parties/' + slug + ' and its card on /parties.',
      subtitle: 'One line under the title.',
      heroImage: 'The picture at the top of the page and on its card: a file in public/, e.g. /images/parties/' + slug + '.svg.',
      description: 'The text under the first heading (a blank line starts a new paragraph).',
      featuredPackageTitle: 'The heading above the packages.',
      packages: 'Each package: title, description, price (e.g. "Starting at $249"; the lowest is the party\'s starting price) and features.',
    },
    ` A party page: /parties/${slug}. Made by npm run new; every field is explained above it.\n` +
      ' Optional: perks (title and description each), galleryImages (src and alt each) and testimonials\n' +
      ' (quote, name, location each). docs/content-guide.md describes each.',
  );
  return {
    file: `pages/parties/${slug}.yaml`,
    text,
    next: [
      `Write the description and packages in pages/parties/${slug}.yaml, and choose its picture.`,
      'It appears on /parties and in the booking form by itself; add it to the Parties menu in site.config.yaml (navigation) if you want it there.',
      'Run npm run validate, then npm start to see the page.',
    ],
  };
}
