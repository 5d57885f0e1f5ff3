// What the content core says about a field, as the owner reads it: the field by its label and its place as the
// form shows it, counting from 1, and no file names, paths, keys or hashes.
import { describe, expect, it } from 'vitest';
import { byName, findPages } from '../../../../src/owner/studio/client/find.ts';
import { labelOf, ownLabel, positionLabel, singular, type JsonSchema } from '../../../../src/owner/studio/client/schema.ts';
import { fieldLabels, ownerProblem, plainWords } from '../../../../src/owner/studio/client/words.ts';

const party: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    packages: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' }, price: { type: 'string' }, features: { type: 'array', items: { type: 'string' } } } } },
  },
};
const data = { title: 'Birthday Glam Parties', packages: [{ title: 'Basic Birthday Glam', price: '$1' }, { title: '', price: '$2', features: ['Gems'] }] };
const problem = (path: (string | number)[], message: string, hint?: string) => ({ file: 'pages/parties/birthday.yaml', path, message, ...(hint ? { hint } : {}) });

describe('ownerProblem', () => {
  it('names an empty field by its item, counting from 1', () => {
    expect(ownerProblem(problem(['packages', 1, 'title'], 'packages[1].title must not be empty; got "".'), party, data)).toEqual({
      where: 'Package 2 › Title',
      text: 'Package 2 needs a title.',
    });
  });

  it('names an item by its own title when it has one', () => {
    const said = ownerProblem(problem(['packages', 0, 'price'], 'packages[0].price must be at most 20 characters long; got "$1".'), party, data);
    expect(said.where).toBe('Basic Birthday Glam › Price');
    expect(said.text).toBe('Must be at most 20 characters long. Now: "$1".');
  });

  it('takes out file names with their lines, keys written in code and paths, and drops hints about lines', () => {
    const names = new Map([['pages/towns/lone-oak.yaml', 'Lone Oak']]);
    const said = ownerProblem(
      { file: 'site.config.yaml', path: ['otherTowns', 3], message: '"Lone Oak" has its own page (pages/towns/lone-oak.yaml), so the lists link to it from there; otherTowns is for towns without a page.', hint: 'remove this line' },
      null,
      undefined,
      names,
    );
    expect(said.text).toBe('"Lone Oak" has its own page (“Lone Oak”), so the lists link to it from there; “Other towns” is for towns without a page.');
    expect(said.hint).toBeUndefined();
    expect(said.where).toBe('Other town 4');
  });

  it('keeps a hint the owner can act on, in plain words', () => {
    const said = ownerProblem(problem(['packages', 1, 'features', 0], 'packages[1].features[0] must be one of A, B; got "Gems".', 'did you mean "Gem"?'), party, data);
    expect(said.where).toBe('Package 2 › Feature 1');
    expect(said.hint).toBe('Did you mean "Gem"?');
  });
});

describe('plainWords', () => {
  it('says nothing of files, folders, commands, keys or hashes', () => {
    const text = plainWords('site.config.yaml:147:9 the image /images/x.jpg is not in public/ (looked for public/images/x.jpg); the key "heroImage" is made by npm run new, sent to the remote (8589933).');
    for (const word of ['site.config', '.yaml', 'public/', 'npm', 'key', 'remote', '8589933', 'heroImage']) expect(text).not.toContain(word);
    expect(text).toContain('the site settings');
    expect(text).toContain('“Hero image”');
  });

  it('drops a file name given as an example', () => {
    expect(plainWords('The town\'s name; the file name is made from it (mt-pleasant.yaml).')).toBe('The town\'s name; the file name is made from it.');
  });

  it('leaves ordinary words and web addresses alone', () => {
    expect(plainWords('e.g. name@example.com, about 12.5 miles')).toBe('e.g. name@example.com, about 12.5 miles');
    // A placeholder the owner types into a template stays as it is written.
    expect(plainWords('In the page titles, {shortName} is replaced by it.')).toBe('In the page titles, {shortName} is replaced by it.');
  });
});

describe('labels', () => {
  it('makes one of a list from its name', () => {
    expect(['Packages', 'Counties', 'Neighboring towns', 'Features', 'Perks', 'Boxes', 'Address'].map(singular)).toEqual(['Package', 'County', 'Neighboring town', 'Feature', 'Perk', 'Box', 'Address']);
    expect(positionLabel('Packages', 1)).toBe('Package 2');
    expect(labelOf(0)).toBe('Item 1');
  });

  it('names an item by its title-like field, else its first short text, never an address', () => {
    expect(ownLabel({ price: '$1', title: 'Basic Birthday Glam' })).toBe('Basic Birthday Glam');
    expect(ownLabel({ question: 'Do you travel?', answer: 'Yes.' })).toBe('Do you travel?');
    expect(ownLabel({ type: 'hero', id: 'top', href: '/contact', text: 'Book now' })).toBe('Book now');
    expect(ownLabel({ title: '', image: '/images/a.jpg' })).toBeUndefined();
    expect(ownLabel('plain')).toBeUndefined();
  });

  it('walks a path through the schema and the data', () => {
    expect(fieldLabels(party, data, ['packages', 1, 'features', 0])).toEqual(['Package 2', 'Feature 1']);
  });
});

describe('findPages', () => {
  const files = [
    { file: 'a', kind: 'town', name: 'Greenville' },
    { file: 'b', kind: 'town', name: 'Sulphur Springs' },
    { file: 'c', kind: 'party', name: 'Sweet 16 and Quinceañera' },
  ];
  it('finds pages by any part of their name, in any case, without accents', () => {
    expect(findPages(files, 'green').map((f) => f.name)).toEqual(['Greenville']);
    expect(findPages(files, 'SPRINGS sul').map((f) => f.name)).toEqual(['Sulphur Springs']);
    expect(findPages(files, 'quinceanera').map((f) => f.name)).toEqual(['Sweet 16 and Quinceañera']);
    expect(findPages(files, '')).toHaveLength(3);
  });

  it('puts the home page first, then the rest by name', () => {
    const pages = [{ name: 'Towns We Serve', route: '/towns' }, { name: 'About Us', route: '/about' }, { name: 'Home', route: '/' }];
    expect(byName(pages).map((p) => p.name)).toEqual(['Home', 'About Us', 'Towns We Serve']);
  });
});
