// New content files for the owner: a town or a party type, written with a comment above each field (its
// description from the schema, or a word about this file), so the file explains itself and passes
// `npm run validate` as it is; the optional fields follow, commented out, to be switched on. Nothing is
// copied from another entry (a copied town would keep that town's picture and facts): the text names only
// the new entry and the services of site.config.yaml.
import { Document, isMap, isScalar, isSeq, stringify } from 'yaml';
import type { z } from 'zod';
import { partySchema, townSchema } from '../schema/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../schema/defaults.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { slugify } from '../schema/slug.ts';
import { descriptionAt } from '../content/diagnostics/schema-at.ts';

export interface Scaffold {
  /** The file to write, relative to the project, e.g. "pages/towns/lone-oak.yaml". */
  file: string;
  text: string;
  /** What the owner does next, one step a line. */
  next: string[];
}

/** Comments are wrapped to this many columns, the width of the project's YAML files. */
const WIDTH = 100;

/** A comment's text as lines that fit at `indent` (the yaml library adds the "#" to each). */
function wrap(text: string, indent: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent + 2 + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].map((l) => ` ${l}`).join('\n');
}

interface Entry {
  schema: z.ZodObject;
  /** The fields written, in order. */
  data: Record<string, unknown>;
  /** A word about this file in place of a top-level field's description (the counties that exist, ...). */
  notes: Record<string, string>;
  /** Words after the values of a mapping's keys: `{ services: { teethWhitening: 'Teeth Whitening' } }`. */
  after?: Record<string, Record<string, string>>;
  /** The optional fields left out, with an example value each, written as comments to switch on. */
  optional: Record<string, unknown>;
  header: string;
}

/** The file's text: every key (in lists too) with what it is above it, then the optional fields. */
function write({ schema, data, notes, after = {}, optional, header }: Entry): string {
  const doc = new Document(data);
  doc.commentBefore = wrap(header, 0);
  const walk = (node: unknown, path: PropertyKey[], indent: number): void => {
    if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i], indent + 2));
    if (!isMap(node)) return;
    node.items.forEach((pair, i) => {
      if (!isScalar(pair.key)) return;
      const key = String(pair.key.value);
      const note = (path.length === 0 ? notes[key] : undefined) ?? descriptionAt(schema, [...path, key], data);
      // The first key of a list item has its comment above the "- ".
      const first = i === 0 && typeof path[path.length - 1] === 'number';
      if (note) (first ? node : pair.key).commentBefore = wrap(note, first ? indent - 2 : indent);
      const words = path.length === 1 ? after[String(path[0])]?.[key] : undefined;
      if (words && isScalar(pair.value)) pair.value.comment = ` ${words}`;
      walk(pair.value, [...path, key], indent + 2);
    });
  };
  walk(doc.contents, [], 0);
  const more = Object.entries(optional).flatMap(([key, value]) => [
    '',
    ...wrap(descriptionAt(schema, [key], data) ?? key, 0).split('\n'),
    ...stringify({ [key]: value }, { lineWidth: 0 }).trimEnd().split('\n'),
  ]);
  if (more.length > 0) {
    doc.comment = [wrap('Optional fields: to use one, delete the "#" at the start of each of its lines and write your own value.', 0), ...more].join('\n');
  }
  return doc.toString({ lineWidth: 0 });
}

const list = (names: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(names);

export function scaffoldTown(site: SiteConfig, name: string, county: string): Scaffold {
  const slug = slugify(name);
  const text = write({
    schema: townSchema,
    data: {
      name,
      county,
      description: `We bring ${list(site.services.map((s) => s.name.toLowerCase()))} to homes, offices and venues in ${name}, ${county} County.`,
      services: Object.fromEntries(site.services.map((s) => [s.key, true])),
      neighboringTowns: [],
    },
    notes: {
      name: `The town's name as visitors write it. The file name is made from it (${slug}.yaml): if you change the name, rename the file too.`,
      county: `One of the counties of site.config.yaml: ${list(site.counties.map((c) => c.name))}.`,
      description:
        'A few sentences about the town and how we serve it (a blank line starts a new paragraph). Say what is special ' +
        'about it: search engines rank a page with its own words higher.',
      services: 'Which services the town gets: true, or false for one we do not bring here (each service of site.config.yaml is listed).',
      neighboringTowns: 'Nearby towns that have their own page, one per line under it ("  - Town Name", in place of []); each should list this town back.',
    },
    after: { services: Object.fromEntries(site.services.map((s) => [s.key, s.name])) },
    optional: {
      population: '12,345',
      attractions: ['A park, festival or landmark the town is known for'],
      heroImage: `/images/towns/${slug}.jpg`,
      coordinates: { lat: 33.1, lng: -95.9 },
      travelNote: 'How we get there, where we park, and any travel fee.',
      questions: [{ question: `Do you come to ${name}?`, answer: 'Yes: we bring everything we need to your home, office or venue.' }],
    },
    header:
      `The town page /towns/${slug}, made by npm run new. Each field is explained above it; the town's picture ` +
      `is the default one (${DEFAULT_TOWN_HERO}) until you add heroImage below. docs/content-guide.md describes every field.`,
  });
  // A town served without a page until now is listed by name under its county in site.config.yaml.
  const listedUnder = site.counties.find((c) => c.otherTowns.some((t) => t.toLowerCase() === name.toLowerCase()))?.name;
  return {
    file: `pages/towns/${slug}.yaml`,
    text,
    next: [
      `Write the description of ${name} in pages/towns/${slug}.yaml, and set its services.`,
      ...(listedUnder ? [`Take "${name}" off counties > ${listedUnder} > otherTowns in site.config.yaml: it has its own page now.`] : []),
      'Add its nearby towns under neighboringTowns, and add it to theirs.',
      'Run npm run validate, then npm start to see the page.',
    ],
  };
}

export function scaffoldParty(site: SiteConfig, title: string): Scaffold {
  const slug = slugify(title);
  const text = write({
    schema: partySchema,
    data: {
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
    notes: {
      title: `The name of the party type: the main heading of /parties/${slug} and its card on /parties. The file name is made from it (${slug}.yaml): if you change the title, rename the file too.`,
      heroImage: `The picture at the top of the page and on its card: a file in public/, e.g. /images/parties/${slug}.jpg (the default picture until then).`,
    },
    optional: {
      perks: [{ title: 'Something every party gets', description: 'A sentence about it.' }],
      galleryImages: [{ src: `/images/parties/${slug}-1.jpg`, alt: 'What the picture shows' }],
      testimonials: [{ quote: 'What a client said, in their words.', name: 'Their name as they agreed to show it', location: 'Their town, TX' }],
    },
    header: `The party page /parties/${slug}, made by npm run new. Each field is explained above it; docs/content-guide.md describes every field.`,
  });
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
