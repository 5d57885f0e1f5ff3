// The catalogue of content errors, in the style of Astro's: each has a name, a title, and a message that
// says what is wrong and what is allowed. No "Error:" prefix and no position in the text: the frame shows it.

/** An error before it is placed in a file. */
export interface Problem {
  name: string;
  message: string;
  hint?: string;
}

export interface ErrorDef<P> {
  name: string;
  title: string;
  message: (p: P) => string;
  hint?: (p: P) => string | undefined;
  create: (p: P) => Problem;
}

function define<P>(def: Omit<ErrorDef<P>, 'create'>): ErrorDef<P> {
  return {
    ...def,
    create(p) {
      const hint = def.hint?.(p);
      return hint ? { name: def.name, message: def.message(p), hint } : { name: def.name, message: def.message(p) };
    },
  };
}

const quote = (s: string): string => `"${s}"`;
const list = (items: readonly string[]): string => items.join(', ');
const maybe = (suggestion: string | undefined): string | undefined =>
  suggestion === undefined ? undefined : `did you mean ${quote(suggestion)}?`;

export const YamlSyntaxError = define<{ detail: string; hint?: string }>({
  name: 'YamlSyntaxError',
  title: 'The file is not valid YAML',
  message: (p) => `this is not valid YAML: ${p.detail}.`,
  hint: (p) => p.hint ?? 'YAML nests by indentation: keys of one mapping start at the same column, indented with spaces.',
});

export const YamlTab = define<Record<string, never>>({
  name: 'YamlTab',
  title: 'A line is indented with a tab',
  message: () => 'this line is indented with a tab; YAML allows only spaces for indentation.',
  hint: () => 'delete the tab and indent with spaces, the same number as the lines it lines up with (editors can be set to insert spaces).',
});

export const YamlIndentation = define<{ way: 'too far' | 'not enough'; spaces: number; expected: number; owner?: string }>({
  name: 'YamlIndentation',
  title: 'A line is indented wrongly',
  message: (p) =>
    p.way === 'too far'
      ? `this line is indented too far (${p.spaces} ${p.spaces === 1 ? 'space' : 'spaces'})${p.owner ? `: the line above already gives "${p.owner}" its value, so nothing can be nested under it` : ''}.`
      : `this line is indented ${p.spaces} ${p.spaces === 1 ? 'space' : 'spaces'}, which lines it up with nothing above it.`,
  hint: (p) =>
    p.way === 'too far'
      ? `start it at column ${p.expected + 1}, like the key above it.`
      : `indent it ${p.expected} ${p.expected === 1 ? 'space' : 'spaces'}, like the lines it belongs with.`,
});

export const YamlMissingSpace = define<{ key: string; value: string }>({
  name: 'YamlMissingSpace',
  title: 'A colon is not followed by a space',
  message: (p) => `"${p.key}:${p.value}" has no space after the colon, so YAML does not see the key "${p.key}".`,
  hint: (p) => `write a space after the colon: ${p.key}: ${p.value}`,
});

export const YamlUnquotedValue = define<{ key: string; why: string; fix: string }>({
  name: 'YamlUnquotedValue',
  title: 'A value needs quotes',
  message: (p) => `the value of "${p.key}" ${p.why}.`,
  hint: (p) => `put the whole value in double quotes: ${p.fix}`,
});

export const DuplicateKey = define<{ key: string; firstLine?: number }>({
  name: 'DuplicateKey',
  title: 'A key is written twice',
  message: (p) => `the key ${quote(p.key)} appears twice in this mapping; each key may appear only once.`,
  hint: (p) => `${p.firstLine ? `it is first written on line ${p.firstLine}; ` : ''}keep one of them.`,
});

export const UnknownKey = define<{ key: string; subject: string; allowed: readonly string[]; suggestion?: string; required?: boolean }>({
  name: 'UnknownKey',
  title: 'Unknown key',
  message: (p) =>
    `${quote(p.key)} is not a key of ${p.subject}` +
    (p.allowed.length ? `; the allowed keys are ${list(p.allowed)}.` : '.'),
  hint: (p) => {
    const hint = maybe(p.suggestion);
    return hint && p.required ? `${hint} (${quote(p.suggestion ?? '')} is required)` : hint;
  },
});

export const MissingKey = define<{ keys: readonly string[]; subject: string; expected?: string }>({
  name: 'MissingKey',
  title: 'A required key is missing',
  message: (p) =>
    p.keys.length > 1
      ? `${p.subject} needs either ${p.keys.map(quote).join(' or ')}.`
      : `${p.subject} is missing the required key ${quote(p.keys[0] ?? '')}` +
        (p.expected ? ` (${p.expected}).` : '.'),
});

export const InvalidType = define<{ label: string; expected: string; got: string; hint?: string }>({
  name: 'InvalidType',
  title: 'A value has the wrong type',
  message: (p) => `${p.label} must be ${p.expected}; got ${p.got}.`,
  hint: (p) => p.hint,
});

export const InvalidEnumValue = define<{ label: string; allowed: readonly string[]; got: string; suggestion?: string }>({
  name: 'InvalidEnumValue',
  title: 'A value is not one of the allowed choices',
  message: (p) => `${p.label} must be one of ${list(p.allowed)}; got ${p.got}.`,
  hint: (p) => maybe(p.suggestion),
});

export const UnknownBlockType = define<{ got?: string; types: readonly string[]; suggestion?: string }>({
  name: 'UnknownBlockType',
  title: 'Unknown block type',
  message: (p) =>
    p.got === undefined
      ? `this block has no type; every block needs "type:", one of ${list(p.types)}.`
      : `there is no block type ${quote(p.got)}; the block types are ${list(p.types)}.`,
  hint: (p) => maybe(p.suggestion),
});

export const InvalidValue = define<{ label: string; requirement: string; got?: string }>({
  name: 'InvalidValue',
  title: 'A value is not allowed',
  message: (p) => `${p.label} ${p.requirement}${p.got === undefined ? '' : `; got ${p.got}`}.`,
});

export const InvalidFileName = define<{ name: string; suggestion?: string }>({
  name: 'InvalidFileName',
  title: 'A file name is not allowed',
  message: (p) =>
    `the name ${quote(p.name)} is not allowed; names in pages/ are lower-case letters, digits and hyphens ` +
    '(files end in .yaml or .yml), because each name becomes part of a web address.',
  hint: (p) => (p.suggestion ? `rename it to ${quote(p.suggestion)}.` : undefined),
});

export const DuplicateRoute = define<{ route: string; first: string }>({
  name: 'DuplicateRoute',
  title: 'Two files make the same page address',
  message: (p) => `this file makes the page ${p.route}, which ${p.first} makes too; each address comes from one file.`,
  hint: (p) => `remove or rename either this file or ${p.first}.`,
});

export const ReservedRoute = define<{ route: string }>({
  name: 'ReservedRoute',
  title: 'A page address is reserved',
  message: (p) => `the address ${p.route} is reserved: the not-found page is built into the site layout.`,
  hint: () => 'rename this file; the not-found text lives in src/layout.',
});

export const UnknownTown = define<{ name: string; known: readonly string[]; suggestion?: string }>({
  name: 'UnknownTown',
  title: 'A neighbouring town has no page',
  message: (p) =>
    `there is no town named ${quote(p.name)}; a neighbouring town must be the name of a town in pages/towns/: ` +
    `${list(p.known)}.`,
  hint: (p) => maybe(p.suggestion) ?? 'add a page for it in pages/towns/, or remove it from the list.',
});

export const TownNameMismatch = define<{ name: string; expectedFile: string; file: string }>({
  name: 'TownNameMismatch',
  title: "A town's name does not match its file name",
  message: (p) =>
    `the town ${quote(p.name)} must be in the file ${p.expectedFile}, not ${p.file}: other towns link to a ` +
    'town by its name in lower case, accents dropped and every run of other characters made one hyphen.',
  hint: (p) => `rename the file to ${p.expectedFile}, or correct the name.`,
});

export const DuplicateTown = define<{ name: string; first: string }>({
  name: 'DuplicateTown',
  title: 'Two towns have the same name',
  message: (p) => `the town name ${quote(p.name)} is also used by ${p.first}; each town has its own name.`,
  hint: (p) => `remove one of this file and ${p.first}, or give this town its own name.`,
});

export const SelfNeighbour = define<{ name: string }>({
  name: 'SelfNeighbour',
  title: 'A town names itself as a neighbour',
  message: (p) => `${quote(p.name)} is this town itself; neighbouring towns are the other towns nearby.`,
  hint: () => 'remove this line.',
});

export const OneWayNeighbour = define<{ name: string; town: string; file: string }>({
  name: 'OneWayNeighbour',
  title: 'A neighbouring town does not name this town back',
  message: (p) =>
    `this town names ${quote(p.name)} as a neighbour, but ${p.file} does not name ${quote(p.town)} back; ` +
    'neighbours link to each other.',
  hint: (p) => `add "- ${p.town}" under neighboringTowns in ${p.file}, or remove this line.`,
});

export const UnknownCounty = define<{ got: string; allowed: readonly string[]; suggestion?: string }>({
  name: 'UnknownCounty',
  title: 'A county is not one of the counties of site.config.yaml',
  message: (p) => `county must be one of ${list(p.allowed)}; got ${quote(p.got)}.`,
  hint: (p) => maybe(p.suggestion) ?? 'to serve a new county, add it under counties: in site.config.yaml.',
});

export const UnknownService = define<{ got: string; allowed: readonly string[]; suggestion?: string; label?: string }>({
  name: 'UnknownService',
  title: 'A service is not one of the services of site.config.yaml',
  message: (p) =>
    `${p.label ? `${p.label} names ` : ''}${quote(p.got)}, which is not the key of a service in site.config.yaml; ` +
    `the service keys are ${list(p.allowed)}.`,
  hint: (p) => maybe(p.suggestion) ?? 'add the service under services: in site.config.yaml, or remove this line.',
});

export const DuplicateName = define<{ what: string; name: string; firstLine?: number }>({
  name: 'DuplicateName',
  title: 'A name is used twice',
  message: (p) => `${p.what} ${quote(p.name)} is used twice; each one needs a name of its own.`,
  hint: (p) => (p.firstLine ? `it is first used on line ${p.firstLine}.` : undefined),
});

export const EmptyCounty = define<{ county: string }>({
  name: 'EmptyCounty',
  title: 'A county has no towns',
  message: (p) =>
    `no town is in ${p.county} County: no file in pages/towns/ has "county: ${p.county}" and it lists no ` +
    'otherTowns, so the lists of towns leave it out.',
  hint: () => 'add a town page with this county, list towns under otherTowns, or remove the county.',
});

export const PhotoTooLarge = define<{ src: string; megabytes: string }>({
  name: 'PhotoTooLarge',
  title: 'A photo file is very large',
  message: (p) => `${p.src} is ${p.megabytes} MB; the site serves it resized, but a file this large slows every build and the upload.`,
  hint: () => 'save it under 5 MB: export it about 2,000 to 3,000 pixels wide as JPEG at quality 80, and put that file in its place.',
});

export const PhotoTooSmall = define<{ src: string; width: number; shown: number }>({
  name: 'PhotoTooSmall',
  title: 'A photo is smaller than it is shown',
  message: (p) => `${p.src} is ${p.width} pixels wide, but it is shown up to ${p.shown} pixels wide here, so it looks blurry on large screens.`,
  hint: (p) => `use a photo at least ${p.shown} pixels wide (the original from the camera or phone is best).`,
});

export const TownHasPage = define<{ name: string; file: string }>({
  name: 'TownHasPage',
  title: 'A town without a page has a page',
  message: (p) => `${quote(p.name)} has its own page (${p.file}), so the lists link to it from there; otherTowns is for towns without a page.`,
  hint: () => 'remove this line.',
});

export const FarTown = define<{ miles: number; lat: number; lng: number; far: number }>({
  name: 'FarTown',
  title: "A town's coordinates are far from the office",
  message: (p) =>
    `these coordinates (lat ${p.lat}, lng ${p.lng}) put the town about ${p.miles.toLocaleString('en-US')} road miles from the office ` +
    `(more than ${p.far}), and its page would show that drive.`,
  hint: () =>
    'copy the town\'s coordinates from a map app (lat is its latitude, positive north of the equator; lng its longitude, ' +
    'negative west of Greenwich, as in the whole of Texas), and check that lat and lng are not swapped.',
});

export const OfficeNotPlaced = define<{ file: string }>({
  name: 'OfficeNotPlaced',
  title: 'Towns have coordinates but the office has none',
  message: (p) => `town files have coordinates (${p.file} for one), but the office has none, so no town page can show its distance from the office.`,
  hint: () => 'add the office\'s coordinates under business: office: in site.config.yaml, e.g. coordinates: { lat: 33.1384, lng: -96.1108 }.',
});

/** Search results show about this much of a title, and this range of a description. */
const lengthRule = (what: 'title' | 'description', min: number, max: number): string =>
  what === 'title' ? `search results show at most ${max} characters of a title` : `search results show a description of ${min} to ${max} characters`;

export const TextLength = define<{ what: 'title' | 'description'; length: number; min: number; max: number }>({
  name: 'TextLength',
  title: 'A title or description is too long or too short for search results',
  message: (p) => `this ${p.what} is ${p.length} characters; ${lengthRule(p.what, p.min, p.max)}.`,
  hint: (p) =>
    p.length > p.max ? `shorten it to at most ${p.max} characters.` : `say a little more: at least ${p.min} characters.`,
});

export const TemplateTextLength = define<{ what: 'title' | 'description'; kind: string; pages: ReadonlyArray<{ file: string; length: number }>; min: number; max: number }>({
  name: 'TemplateTextLength',
  title: 'No pattern gives some pages a title or description of the right length',
  message: (p) =>
    `${p.pages.length} ${p.kind} page${p.pages.length === 1 ? ' gets' : 's get'} a ${p.what} ` +
    (p.what === 'title' ? `longer than ${p.max} characters` : `outside ${p.min} to ${p.max} characters`) +
    ` from every pattern here (${p.pages.slice(0, 3).map((x) => `${x.file}: ${x.length}`).join(', ')}${p.pages.length > 3 ? ', ...' : ''}); ` +
    `${lengthRule(p.what, p.min, p.max)}.`,
  hint: (p) => (p.what === 'title' ? 'end the list with a shorter pattern.' : `add a pattern that gives ${p.min} to ${p.max} characters for these pages.`),
});

export const DuplicateTitle = define<{ first: string }>({
  name: 'DuplicateTitle',
  title: 'Two pages have one title',
  message: (p) => `this title is also the title of ${p.first}; search results tell pages apart by their titles.`,
  hint: () => 'give each page a title of its own.',
});

export const GenericLinkText = define<{ label: string }>({
  name: 'GenericLinkText',
  title: 'A link text says nothing of where it leads',
  message: (p) =>
    `the link text ${quote(p.label)} says nothing of where it leads when read alone, as screen readers list links ` +
    'and search engines read them; nothing is added to it here.',
  hint: () => 'name what the link leads to, such as "Our Prices" or "Teeth Whitening".',
});

export const SimilarTownText = define<{ other: string; percent: number; max: number }>({
  name: 'SimilarTownText',
  title: "A town page says mostly what another town page says",
  message: (p) =>
    `${p.percent} % of this town's text (town names aside) is also in ${p.other}; above ${p.max} %, search engines ` +
    'take the two pages for one and show only one of them.',
  hint: () => "write this town's own description: what is there, where we go, what people book.",
});

export const UnknownBookingChoice = define<{ href: string; what: string; got: string; allowed: readonly string[]; suggestion?: string }>({
  name: 'UnknownBookingChoice',
  title: 'A booking link chooses something the booking form does not offer',
  message: (p) =>
    `the link ${p.href} chooses the ${p.what} ${quote(p.got)}, which the booking form does not offer; ` +
    `it must be one of ${list(p.allowed)}.`,
  hint: (p) => maybe(p.suggestion),
});

export const UnknownPackage = define<{ got: string; service: string; allowed: readonly string[]; suggestion?: string }>({
  name: 'UnknownPackage',
  title: 'A duration names a package no party page offers',
  message: (p) =>
    `the package ${quote(p.got)} is not a package of the party pages booked as ${quote(p.service)}; ` +
    (p.allowed.length > 0 ? `their packages are ${list(p.allowed)}.` : 'that service has no party pages with packages.'),
  hint: (p) => maybe(p.suggestion) ?? 'copy the package title from its party page, or remove this entry.',
});

export const BrokenLink = define<{ href: string; suggestion?: string }>({
  name: 'BrokenLink',
  title: 'A link leads to no page',
  message: (p) =>
    `the link ${p.href} leads to no page of this site; a link starting with "/" must be the address of a ` +
    'page in pages/ or a file in public/.',
  hint: (p) => maybe(p.suggestion),
});

export const MissingImage = define<{ src: string; suggestion?: string; why?: string }>({
  name: 'MissingImage',
  title: 'An image file is missing',
  message: (p) => `the image ${p.src} is not in public/ (looked for public${p.src})${p.why ? `; ${p.why}` : ''}.`,
  hint: (p) => maybe(p.suggestion),
});

export const InvalidImage = define<{ src: string; reason: string }>({
  name: 'InvalidImage',
  title: 'An image cannot be read',
  message: (p) =>
    `the image ${p.src} cannot be read (${p.reason}); images must be PNG, JPEG, GIF, WebP, AVIF, or SVG ` +
    'with width and height or a viewBox.',
});

export const MissingFile = define<{ what: string; why: string }>({
  name: 'MissingFile',
  title: 'A required file is missing',
  message: (p) => `there is no ${p.what}; ${p.why}.`,
});

export const UnreadableFile = define<{ reason: string }>({
  name: 'UnreadableFile',
  title: 'A file cannot be read',
  message: (p) => `this file cannot be read (${p.reason}); it must be a readable UTF-8 text file.`,
});

export const UnsafeLink = define<{ folder: string; target: string; reason: 'outside' | 'folder' | 'dangling' }>({
  name: 'UnsafeLink',
  title: 'A link in the site folders cannot be published',
  message: (p) =>
    `this is a link to ${quote(p.target)}, ` +
    (p.reason === 'outside' ? `a place outside ${p.folder}/` : p.reason === 'folder' ? 'a folder' : 'something that does not exist') +
    `; ${p.folder}/ may hold files, and links to files inside it, only.`,
  hint: (p) => `copy the file itself into ${p.folder}/ instead of linking to it.`,
});

export const InvalidGeneratedBlock = define<{ template: string; block: string; detail: string }>({
  name: 'InvalidGeneratedBlock',
  title: 'A template made a block that is not valid',
  message: (p) => `the ${p.template} template made a ${quote(p.block)} block from this file that is not valid: ${p.detail}.`,
  hint: () => 'check the values of this file that the template uses for that section (an empty text, a link or an image).',
});

export const errorCatalogue = [
  YamlSyntaxError, YamlTab, YamlIndentation, YamlMissingSpace, YamlUnquotedValue, DuplicateKey, UnknownKey, MissingKey, InvalidType, InvalidEnumValue, UnknownBlockType,
  InvalidValue, InvalidFileName, DuplicateRoute, ReservedRoute, UnknownTown, TownNameMismatch, DuplicateTown,
  SelfNeighbour, UnknownCounty, UnknownService, DuplicateName, UnknownBookingChoice, UnknownPackage,
  BrokenLink, MissingImage, InvalidImage, MissingFile, UnreadableFile, UnsafeLink, InvalidGeneratedBlock,
] as const;

/** Not errors: printed by `npm run validate` and the build, which still succeed. */
export const warningCatalogue = [OneWayNeighbour, EmptyCounty, TownHasPage, FarTown, OfficeNotPlaced, PhotoTooLarge, PhotoTooSmall, TextLength, TemplateTextLength, DuplicateTitle, GenericLinkText, SimilarTownText] as const;
