import { describe, expect, it } from 'vitest';
import { collections } from '../../../src/site/collections.ts';
import { fitText, serviceNames } from '../../../src/site/fit-text.ts';

const townCollection = collections.find((c) => c.name === 'town')!;
import { didYouMean, editDistance } from '../../../src/content/diagnostics/did-you-mean.ts';
import { errorCatalogue, UnknownKey } from '../../../src/content/diagnostics/errors.ts';
import { checkFileName, routeConflicts, routeForFile } from '../../../src/content/routes.ts';
import { slugify } from '../../../src/schema/slug.ts';
import { collectRefs } from '../../../src/content/refs.ts';
import { pathOf } from '../../../src/schema/url-path.ts';

describe('didYouMean', () => {
  it.each([
    ['Hopkin', ['Hunt', 'Hopkins', 'Rains'], 'Hopkins'],
    ['hunt', ['Hunt', 'Hopkins', 'Rains'], 'Hunt'],
    ['descripton', ['name', 'description', 'population'], 'description'],
    ['heroo', ['hero', 'text', 'cards'], 'hero'],
    ['Sulphur', ['Greenville', 'Sulphur Springs'], 'Sulphur Springs'],
    ['Atlantis', ['Greenville', 'Commerce', 'Sulphur Springs'], undefined],
    ['', ['a'], undefined],
  ] as const)('%s -> %s', (input, candidates, expected) => {
    expect(didYouMean(input, candidates)).toBe(expected);
  });

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('huntt', 'hunt')).toBe(1);
    expect(editDistance('tilte', 'title')).toBe(1);
  });
});

describe('routes', () => {
  it.each([
    ['pages/index.yaml', '/'],
    ['pages/about.yaml', '/about'],
    ['pages/foo/index.yaml', '/foo'],
    ['pages/towns/greenville.yaml', '/towns/greenville'],
    ['pages/contact.yml', '/contact'],
  ])('%s -> %s', (file, route) => {
    expect(routeForFile(file)).toBe(route);
  });

  it('allows lower-case letters, digits and hyphens, and suggests a fix otherwise', () => {
    expect(checkFileName('pages/towns/sulphur-springs.yaml')).toBeUndefined();
    expect(checkFileName('pages/sweet-16.yml')).toBeUndefined();
    expect(checkFileName('pages/Sulphur Springs.yaml')?.hint).toContain('"sulphur-springs.yaml"');
    expect(checkFileName('pages/My Towns/greenville.yaml')?.hint).toContain('"my-towns"');
    expect(checkFileName('pages/about.YAML')?.name).toBe('InvalidFileName');
    expect(slugify('Quinceañera_Party')).toBe('quinceanera-party');
  });

  it.each([
    ['Mt. Pleasant', 'mt-pleasant'],
    ['Caddo Mills', 'caddo-mills'],
    ['  Sulphur   Springs ', 'sulphur-springs'],
    ["O'Brien", 'o-brien'],
    ['Sweet 16 & Quinceañera', 'sweet-16-quinceanera'],
    ['Bride Tribe Glam!', 'bride-tribe-glam'],
  ])('one slug rule everywhere: %s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    // A slug is a valid file name, and the rule leaves it as it is.
    expect(checkFileName(`pages/towns/${slug}.yaml`)).toBeUndefined();
    expect(slugify(slug)).toBe(slug);
  });

  it('reports the second file of a duplicate route and reserved routes', () => {
    const conflicts = routeConflicts([
      { file: 'pages/about/index.yaml', route: '/about' },
      { file: 'pages/about.yaml', route: '/about' },
      { file: 'pages/404.yaml', route: '/404' },
    ]);
    expect(conflicts.map((c) => [c.file, c.problem.name])).toEqual([
      ['pages/404.yaml', 'ReservedRoute'],
      ['pages/about/index.yaml', 'DuplicateRoute'],
    ]);
    expect(conflicts[1]?.problem.hint).toContain('pages/about.yaml');
  });
});

describe('refs', () => {
  it('finds links in href and ...Href keys and images in src, image and ...Image keys', () => {
    const data = {
      footer: { faqHref: '/faq#q', menu: [{ href: '/about' }, { href: 'https://x.example' }] },
      heroImage: '/images/a.svg',
      gallery: [{ src: '/images/b.png', alt: '' }, { src: 'https://cdn.example/c.png' }],
      image: '//cdn.example/d.png',
      title: '/not-a-link',
    };
    const { links, images } = collectRefs(data);
    expect(links.map((l) => [l.value, l.path])).toEqual([
      ['/faq#q', ['footer', 'faqHref']],
      ['/about', ['footer', 'menu', 0, 'href']],
    ]);
    expect(images.map((i) => i.value)).toEqual(['/images/a.svg', '/images/b.png']);
  });

  it('compares paths without hash, query or trailing slash', () => {
    expect(pathOf('/about/?x=1#top')).toBe('/about');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/images/my%20photo.png')).toBe('/images/my photo.png');
  });
});

describe('collections', () => {
  it('names services from all of them down to the first one and "& More"', () => {
    expect(serviceNames(['A', 'B', 'C'], 'none')).toEqual(['A, B & C', 'A, B & More', 'A & More']);
    expect(serviceNames(['A', 'B'], 'none')).toEqual(['A & B', 'A & More']);
    expect(serviceNames(['A'], 'none')).toEqual(['A']);
    expect(serviceNames([], 'Mobile Beauty')).toEqual(['Mobile Beauty']);
  });

  it('fits a text: the most services that fit in any pattern, then patterns without services, never a cut', () => {
    const patterns = ['{services} in {town} | Brand', '{services} in {town}', 'Beauty in {town}'];
    const services = serviceNames(['Whitening', 'Gems', 'Jewelry'], 'Beauty');
    const fit = (max: number, town = 'Town') => fitText(patterns, { town }, { max }, services);
    expect(fit(100)).toBe('Whitening, Gems & Jewelry in Town | Brand');
    expect(fit(33)).toBe('Whitening, Gems & Jewelry in Town');
    expect(fit(32)).toBe('Whitening, Gems & More in Town');
    expect(fit(20)).toBe('Beauty in Town');
    // Nothing fits: the shortest, whole.
    expect(fit(5)).toBe('Beauty in Town');
    // A minimum length passes over a short result while a longer one fits.
    expect(fitText(['{a}', '{a} and more words'], { a: 'x' }, { min: 10, max: 30 })).toBe('x and more words');
    expect(fitText(['{a}'], { a: 'x' }, { min: 10, max: 30 })).toBe('x');
  });

  it('lists a town’s neighbours as references to town routes, even in invalid data', () => {
    expect(townCollection.references({ neighboringTowns: ['Caddo Mills', 5, 'Como'], county: 'Dallas' })).toEqual([
      { path: ['neighboringTowns', 0], target: '/towns/caddo-mills', name: 'Caddo Mills' },
      { path: ['neighboringTowns', 2], target: '/towns/como', name: 'Como' },
    ]);
    expect(townCollection.references(null)).toEqual([]);
  });
});

describe('the error catalogue', () => {
  it('has unique names, a title each, and messages without an "Error:" prefix or a position', () => {
    const names = errorCatalogue.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining([
      'YamlSyntaxError', 'DuplicateKey', 'UnknownKey', 'MissingKey', 'InvalidType', 'InvalidEnumValue',
      'UnknownBlockType', 'InvalidValue', 'DuplicateRoute', 'InvalidFileName', 'UnknownTown', 'TownNameMismatch',
      'DuplicateTown', 'BrokenLink', 'MissingImage', 'InvalidImage', 'MissingFile', 'ReservedRoute',
    ]));
    for (const def of errorCatalogue) expect(def.title).not.toBe('');
    const message = UnknownKey.create({ key: 'descripton', subject: 'a town', allowed: ['name', 'description'], suggestion: 'description' });
    expect(message.message).not.toMatch(/^Error|line \d/i);
    expect(message.hint).toBe('did you mean "description"?');
  });
});
