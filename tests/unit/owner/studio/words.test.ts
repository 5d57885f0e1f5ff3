// What the studio says of a field, as the owner reads it: the field by its label and its place as the form
// shows it, counting from 1, one sentence a problem, and no file names, paths, keys or hashes.
import { describe, expect, it } from 'vitest';
import { byName, findPages } from '../../../../src/owner/studio/client/find.ts';
import { labelOf, ownLabel, positionLabel, singular, type JsonSchema } from '../../../../src/owner/studio/client/schema.ts';
import { fieldLabels, plainSchema, plainWords } from '../../../../src/owner/studio/plain-words.ts';
import { ownerWords } from '../../../../src/owner/studio/problem-words.ts';

const party: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    packages: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' }, price: { type: 'string' }, features: { type: 'array', items: { type: 'string', enum: ['A', 'B'] } } } } },
  },
};
const data = { title: 'Birthday Glam Parties', packages: [{ title: 'Basic Birthday Glam', price: '$1' }, { title: '', price: '$2', features: ['Gems'] }] };
const ctx = { schema: party, data, kind: 'party', names: new Map<string, string>() };
const problem = (name: string, path: (string | number)[], message: string, hint?: string) => ({ name, path, message, ...(hint ? { hint } : {}) });

describe('ownerWords', () => {
  it('asks for an emptied field by its item, counting from 1', () => {
    expect(ownerWords(problem('InvalidValue', ['packages', 1, 'title'], 'packages[1].title must not be empty; got "".'), ctx)).toEqual({
      where: 'Package 2 › Title',
      message: 'Write the title for Package 2.',
    });
    expect(ownerWords(problem('InvalidValue', ['title'], 'title must not be empty; got "\n".'), { ...ctx, data: { ...data, title: '\n' } }).message).toBe('Write the party’s title.');
  });

  it('names an item by its own title, and says the rule without the value written', () => {
    const said = ownerWords(problem('InvalidValue', ['packages', 0, 'price'], 'packages[0].price must be at most 20 characters long; got "$1".'), ctx);
    expect(said.where).toBe('Basic Birthday Glam › Price');
    expect(said.message).toBe('Price must be at most 20 characters long.');
  });

  it('takes out file names with their lines, keys written in code and paths, and drops hints about lines', () => {
    const names = new Map([['pages/towns/lone-oak.yaml', 'Lone Oak']]);
    const said = ownerWords(
      problem('SomethingNew', ['otherTowns', 3], '"Lone Oak" is listed in pages/towns/lone-oak.yaml:3:1; otherTowns is for towns without a page.', 'remove this line'),
      { schema: null, data: { otherTowns: ['a', 'b', 'c', 'Lone Oak'] }, kind: 'site', names },
    );
    expect(said.message).toBe('"Lone Oak" is listed in “Lone Oak”; “Other towns” is for towns without a page.');
    expect(said.hint).toBeUndefined();
    expect(said.where).toBe('Other town 4');
  });

  it('offers what "did you mean" names, in plain words', () => {
    const said = ownerWords(problem('InvalidEnumValue', ['packages', 1, 'features', 0], 'packages[1].features[0] must be one of A, B; got "Gems".', 'did you mean "A"?'), ctx);
    expect(said).toEqual({ where: 'Package 2 › Feature 1', message: 'Feature 1 must be one of A, B.', hint: 'Did you mean A?' });
  });
});

describe('plainWords', () => {
  it('puts the help texts of a whole schema in plain words, leaving its data alone', () => {
    const schema = { type: 'object', properties: { heroImage: { type: 'string', description: 'A picture in public/images/, like heroImage.', default: 'heroImage' } } };
    expect(plainSchema(schema)).toEqual({ type: 'object', properties: { heroImage: { type: 'string', description: 'A picture in the photos, like “Hero image”.', default: 'heroImage' } } });
  });

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

  it('calls a field by the owner’s word for it, never its key', () => {
    expect(['href', 'faqHref', 'src', 'sheetCsvUrl', 'timeoutMs', 'neighboringTowns'].map(labelOf)).toEqual(['Link', 'Questions link', 'Photo', 'Sheet address', 'Timeout (milliseconds)', 'Neighboring towns']);
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
