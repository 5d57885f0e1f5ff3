// docs/content-guide.md, made from the same schemas that validate the content (as JSON Schemas, with the
// owner-facing description of each field): every block type, the town and party files and site.config.yaml,
// each field with its type, allowed values, default and description, and a short YAML example.
// `npm run docs` writes it; a test fails when it is out of date.
import { stringify } from 'yaml';
import { z } from 'zod';
import { inputJsonSchema } from './json-schemas.ts';
import { pageSchema } from '../content/page-schema.ts';
import { partySchema, townSchema } from '../schema/collection-schemas.ts';
import { siteSchema } from '../schema/site-schema.ts';

export const GUIDE_FILE = 'docs/content-guide.md';

/** The parts of site.config.yaml its example shows. */
export const SITE_EXAMPLE_PARTS = ['business', 'services', 'counties'] as const;

interface Json {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  additionalProperties?: boolean | Json;
}

const toJson = (schema: z.ZodType): Json => inputJsonSchema(schema) as Json;

/** The alternatives of a union, or the schema itself. */
const choices = (s: Json): Json[] => s.anyOf ?? s.oneOf ?? [s];

/** The largest whole number JSON Schema gets for a field with no upper limit. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

function range(s: Json): string {
  const min = s.minimum;
  const max = s.maximum !== undefined && s.maximum < NO_LIMIT ? s.maximum : undefined;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  return max !== undefined ? ` of at most ${max}` : '';
}

function typeOf(s: Json): string {
  if (s.const !== undefined) return `\`${String(s.const)}\``;
  if (s.enum) return `one of ${s.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  // `null` is what an empty value reads as: "otherTowns:" with nothing under it.
  const alternatives = choices(s).filter((a) => a.type !== 'null');
  const empty = alternatives.length < choices(s).length ? ' (may be left empty)' : '';
  if (alternatives.length > 1 && alternatives.every((a) => a.properties)) return `mapping (one of ${alternatives.length} kinds)${empty}`;
  if (alternatives.length > 1) return `${[...new Set(alternatives.map(typeOf))].join(' or ')}${empty}`;
  const one = alternatives[0] ?? s;
  if (one !== s) return `${typeOf(one)}${empty}`;
  const t = Array.isArray(s.type) ? s.type.join(' or ') : s.type;
  if (t === 'array') {
    const inner = s.items ? typeOf(s.items) : 'values';
    const count = s.minItems ? ` (at least ${s.minItems})` : s.maxItems ? ` (at most ${s.maxItems})` : '';
    return `list of ${inner}${count}`;
  }
  if (t === 'object') return s.properties ? 'mapping (fields below)' : 'mapping';
  if (t === 'integer') return `whole number${range(s)}`;
  if (t === 'number') return `number${range(s)}`;
  return t === 'string' ? 'text' : (t ?? 'any');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Rows of a field table: the mapping's fields, and the fields of the mappings inside them (`office.street`, `cards[].title`). */
function rows(s: Json, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, field] of Object.entries(s.properties ?? {})) {
    const name = `${prefix}${key}`;
    const required = s.required?.includes(key) ? 'yes' : '';
    const def = field.default !== undefined ? `\`${JSON.stringify(field.default)}\`` : '';
    out.push(`| \`${name}\` | ${cell(typeOf(field))} | ${required} | ${def} | ${cell(field.description ?? '')} |`);
    const mappings = (list: Json[]) => list.filter((c) => c.properties);
    out.push(...kinds(mappings(choices(field)), `${name}.`));
    out.push(...kinds(mappings(choices(field).flatMap((c) => (c.items ? choices(c.items) : []))), `${name}[].`));
  }
  return out;
}

/**
 * The rows of each kind of mapping a field takes; the first row of each kind after the first starts with
 * "or" (a menu entry is a link, or a dropdown). A list of blocks, each kind with its own `type`, has its
 * own sections instead.
 */
function kinds(list: Json[], prefix: string): string[] {
  const typed = (k: Json) => Object.values(k.properties ?? {}).some((p) => p.const !== undefined);
  if (list.length > 1 && list.every(typed)) return [];
  return list.flatMap((kind, i) => rows(kind, prefix).map((row, j) => (i > 0 && j === 0 ? row.replace(/^\| /, '| or ') : row)));
}

function table(s: Json): string {
  return ['| field | type | required | default | what it is |', '|---|---|---|---|---|', ...rows(s)].join('\n');
}

/** "e.g. "Teeth Whitening"" or "e.g. /contact" in a description: the example value it gives. */
function exampleFrom(description: string | undefined): string | undefined {
  const m = /e\.g\.\s+(?:"([^"]+)"|([^\s,;)]+[^\s,;).:]))/.exec(description ?? '');
  return m?.[1] ?? m?.[2];
}

/** A small value that passes the schema: required fields, with the examples the descriptions give. */
function example(s: Json, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined && depth > 0) return s.default;
  if (s.enum) return s.enum[0];
  const given = exampleFrom(s.description);
  const alternatives = choices(s).filter((a) => a.type !== 'null');
  if (alternatives.length > 1 || alternatives[0] !== s) return given ?? example(alternatives.find((a) => a.properties || a.type === 'string') ?? alternatives[0]!, depth);
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  // A mapping of free keys (a town's services): one key, with a value of its kind.
  if (t === 'object' && !s.properties && typeof s.additionalProperties === 'object') return { [given?.replace(/:$/, '') ?? 'key']: example(s.additionalProperties, depth + 1) };
  if (t === 'object' && s.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(s.properties)) {
      if (!s.required?.includes(key) && !(depth === 0 && exampleFrom(field.description))) continue;
      out[key] = example(field, depth + 1);
    }
    return out;
  }
  if (t === 'array') return s.items ? [example(s.items, depth + 1)] : [];
  if (t === 'boolean') return true;
  if (t === 'integer' || t === 'number') return s.minimum ?? 1;
  if (s.format === 'email') return given ?? 'bookings@yourbusiness.com';
  return given ?? 'Your text here';
}

const yamlBlock = (value: unknown) => `\`\`\`yaml\n${stringify(value, { lineWidth: 0 }).trimEnd()}\n\`\`\``;

/** How the free times of the booking form are worked out from `availability`: what the table cannot say. */
const AVAILABILITY_GUIDE = `### Free times (availability)

With an \`availability\` section, the booking form offers the start times still free on the day a visitor
picks, for the service and the town they choose (a town with a page and coordinates, or an address in one).
Without it, or for a service without a duration, or a town without coordinates, the form asks for a
preferred date and time of day, and you agree on the time with the customer, as before.

- **Hours** are the hours appointments take place, Texas time (daylight saving included): an appointment
  starts at or after the opening time and ends by the closing time. The drive to the first appointment of
  the day and home from the last one is not counted in them.
- **Between two appointments** the form keeps \`minutesBetween\` free, plus the drive from the one place to
  the other: the miles between the two towns (the same road miles the town pages show) at \`drivingMph\`.
- **A party** takes its package's minutes (or the service's) for up to \`guestsIncluded\` guests, plus
  \`minutesPerExtraGuest\` for each guest beyond.
- **A time once chosen is held**: no one else is offered it, and you still confirm the booking, except for the
  services of \`confirmAtOnce\`, which are confirmed at once.
- \`npm run validate\` points at a closing time before the opening time, a duration for a service that is
  not under \`services\`, a package no party page offers, and a last day off before the first.

Example:

${yamlBlock({
  availability: {
    hours: { monday: '9AM-6PM', tuesday: '9AM-6PM', saturday: '10AM-2PM', sunday: 'Closed' },
    daysOff: [{ date: '2026-12-25', note: 'Christmas' }, { date: '2027-07-12', until: '2027-07-16', note: 'Vacation' }],
    earliestDaysAhead: 1,
    latestDaysAhead: 60,
    durations: [{ service: 'teethWhitening', minutes: 60 }, { service: 'parties', minutes: 120, guestsIncluded: 6, minutesPerExtraGuest: 10 }],
    minutesBetween: 30,
    drivingMph: 40,
    confirmAtOnce: ['toothGems'],
  },
})}
`;

/** How the travel fee is worked out from `travelFee`: what the table cannot say. */
const TRAVEL_GUIDE = `### Travel fee (travelFee)

With a \`travelFee\` section, travel is free within \`freeMiles\` road miles of the office and costs \`perMile\`
dollars for each whole road mile beyond, at most \`cap\`. The miles are the ones the town pages give ("From
our office"), so a customer can check the fee: 34 miles with 15 free at $1 a mile is $19. Zones by county
(\`counties\`) set one fee for every town of a county instead, also for towns without a page. The fee is
shown on the town pages (\`templates.town.travelFree\` and \`travelFee\`, e.g. "Free travel to {town}" and
"Travel to {town}: {fee}"), beside the free times, on the thank-you, in the emails and in your inbox. No
deposit is taken on it: a deposit stays a share of the service's price, and the travel fee is paid on the
day. Left out, nothing is said about travel.

Example:

${yamlBlock({ travelFee: { freeMiles: 15, perMile: 1, cap: 30, counties: [{ county: 'Rains', fee: 20 }] } })}
`;

/** What the questions before the visit (`services[].intake`) do once answered: what the table cannot say. */
const INTAKE_GUIDE = `### Questions before the visit (services[].intake)

A service may have questions the customer answers before the visit: yes-no, a choice, a short text, a date,
or an "I agree" that the customer signs by typing their name (the time they agreed is kept with it). The
confirmation email asks them to answer with their appointment link, and they may change their answers until
the appointment starts; two days before it they are reminded if they have not answered, and the reminder the
day before asks again. Each guest of a party answers the questions of the services they choose on the party's
page. You read the answers on the booking's page in your inbox, on Today and in the download. An answer
written under \`alert\` (for a yes-no question \`yes\` or \`no\`, for a choice question a list of its choices)
shows as "Alert: question: answer" and is emailed to you once. Each answer is kept with the question as it
was asked, so rewording a question later changes no answer; deleting the booking in your inbox deletes them.
Keep a question's \`id\` once customers have answered it.

Example:

${yamlBlock({
  services: [
    {
      key: 'teethWhitening',
      name: 'Teeth Whitening',
      page: '/teeth-whitening',
      description: 'A brighter smile in about 60 minutes.',
      icon: 'smile',
      intake: [
        { id: 'pregnant', ask: 'Are you pregnant or nursing?', type: 'yes-no', alert: 'yes' },
        { id: 'dentalWork', ask: 'Have you had dental work in the last two weeks?', type: 'choice', choices: ['No', 'Yes (a filling or a crown)', 'Yes (a cleaning)'], alert: ['Yes (a filling or a crown)'] },
        { id: 'allergies', ask: 'Anything else we should know?', type: 'text', required: false },
        { id: 'consent', ask: 'I understand that whitening can make my teeth sensitive for a day or two.', type: 'agree' },
      ],
    },
  ],
})}
`;

/** What a party's page does with a package's plan and a perk's rule: what the table cannot say. */
const PARTY_GUIDE = `### A party's sign-up page (packages' choices, minimumGuests, perks' rules)

A party booked online gets a page of its own, which the host is emailed with the confirmation and shares
with the guests (no account: the link is the key). Each guest signs up there with their name, email,
optional phone and what they choose from the package's \`choices\` (each with its price per guest; a choice
that names a \`service\` asks that service's questions before the visit). The page shows who is coming,
the running total (the guests' choices, less the perks earned, plus the travel fee) and the time the party
needs for the guests signed up (from \`availability.durations\`); you see the same on the booking's page in
your inbox, with each guest's email and phone, a button that makes the booked time fit the guests (while it
still fits beside your other appointments), and "Take off the list". \`maxGuests\` is the last place: of
two guests signing up for it at once, one gets it. With \`minimumGuests\` and
\`confirmGuestsDaysBefore\`, the host and you are emailed that many days before the party whether enough
guests signed up. A perk's \`rule\` applies it by the count of guests signed up besides the guest of
honor: \`guestOfHonorFree\` makes the choices of the guest who says they are the \`guestOfHonor\` free,
\`percentOff\` takes a share off everyone's choices. Sign-ups close when the party starts or is cancelled.

Example (a party file):

${yamlBlock({
  guestOfHonor: 'the bride',
  packages: [
    {
      title: 'Bride Tribe Glam',
      description: 'Something sparkly for everyone in the group.',
      price: 'Starting at $397',
      features: ['Tooth gems for the bride and bridesmaids'],
      choices: [
        { name: 'Tooth gem', price: 35, service: 'toothGems' },
        { name: 'Whitening session', price: 75, service: 'teethWhitening' },
        { name: 'Permanent bracelet', price: 60 },
      ],
      minimumGuests: 5,
      confirmGuestsDaysBefore: 5,
    },
  ],
  perks: [{ title: 'The Bride Glows Free', description: "Book with 5 or more bridesmaids and the bride's services are free.", rule: { guestsAtLeast: 5, guestOfHonorFree: true } }],
})}
`;

const section = (title: string, intro: string, s: Json, sample: unknown) => `${title}\n\n${intro}\n\n${table(s)}\n\nExample:\n\n${yamlBlock(sample)}\n`;

export function contentGuide(): string {
  const page = toJson(pageSchema);
  const blocks = page.properties?.blocks?.items ? choices(page.properties.blocks.items) : [];
  const town = toJson(townSchema);
  const party = toJson(partySchema);
  const site = toJson(siteSchema);
  const strip = (d: string | undefined) => (d ?? '').replace(/^The block type\.\s*/, '');
  const parts = [
    '# Content guide',
    '',
    'Made by `npm run docs` from the schemas that check the content: what `npm run validate` accepts is',
    'what this guide says. Editors with the YAML extension show the same descriptions while typing',
    '(see `.vscode/`). "required: yes" fields must be written; the others may be left out (a default, when',
    'listed, is used then).',
    '',
    '- [Pages and blocks](#pages-and-blocks)',
    ...blocks.map((b) => `  - [${String(b.properties?.type?.const)}](#${String(b.properties?.type?.const)})`),
    '- [Towns](#towns-pagestownsyaml)',
    '- [Party types](#party-types-pagespartiesyaml)',
    '- [site.config.yaml](#siteconfigyaml)',
    '',
    section('## Pages and blocks', 'A file in `pages/` is the page at its path (`pages/about.yaml` is `/about`). It has a title, a description and a list of blocks, each starting with its `type`.', page, { title: 'About Us | Your Business', description: 'Who we are and how our mobile studio works, in a sentence or two for search results.', blocks: [{ type: 'hero', title: 'About Us' }] }),
    ...blocks.map((b) => {
      const type = String(b.properties?.type?.const);
      return section(`### ${type}`, strip(b.properties?.type?.description), b, { blocks: [example(b)] });
    }),
    section('## Towns (pages/towns/*.yaml)', 'Each file is a town page at `/towns/<file name>`; the file name is the town name as a slug (`Mt. Pleasant` is `mt-pleasant.yaml`). `npm run new -- town "Name" --county County` writes one. `county` is one of the counties of site.config.yaml, and `services` has a key of its `services` each.', town, example(town)),
    section('## Party types (pages/parties/*.yaml)', 'Each file is a party page at `/parties/<file name>`, on the parties hub and in the booking form. `npm run new -- party "Name"` writes one.', party, example(party)),
    section(
      '## site.config.yaml',
      'The business facts, navigation, footer, services, counties, and the settings of the events, Instagram feed and booking form. The example shows three of its parts.',
      site,
      Object.fromEntries(SITE_EXAMPLE_PARTS.map((key) => [key, example(site.properties?.[key] ?? {})])),
    ),
    AVAILABILITY_GUIDE,
    TRAVEL_GUIDE,
    INTAKE_GUIDE,
    PARTY_GUIDE,
  ];
  return `${parts.join('\n').trimEnd()}\n`;
}
