// Content that could inject markup or lead visitors elsewhere is refused where it is written.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatErrors } from '../../../src/content/diagnostics/code-frame.ts';
import { loadContent } from '../../../src/site/content.ts';
import { baseFile, makeProject, removeProjects, where } from './project.ts';

afterAll(removeProjects);

const SITE = 'site.config.yaml';
const edit = (file: string, from: string, to: string): Record<string, string> => {
  const text = baseFile(file);
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  return { [file]: text.replace(from, to) };
};
const lineOf = (file: string, needle: string): number => baseFile(file).split('\n').findIndex((l) => l.includes(needle)) + 1;

async function errorsOf(files: Record<string, string>) {
  const result = await loadContent(makeProject(files));
  return result.ok ? [] : where(result.errors);
}

describe('addresses in the site config', () => {
  it.each([
    ['a quote and a script', 'https://test.example/"><script>alert(1)</script>'],
    ['plain http', 'http://test.example'],
    ['a path', 'https://test.example/shop'],
    ['a query', 'https://test.example?x=1'],
  ])('siteUrl with %s is an error at its value', async (_, value) => {
    const line = lineOf(SITE, 'siteUrl:');
    expect(await errorsOf(edit(SITE, 'siteUrl: https://test.example', `siteUrl: '${value}'`))).toEqual([
      { name: 'InvalidValue', file: SITE, line, column: 10 },
    ]);
  });

  it.each([['data:text/html,<script>alert(1)</script>'], ['http://www.facebook.com/test'], ['javascript:alert(1)']])(
    'a social link %s is an error: outside links are https',
    async (value) => {
      const line = lineOf(SITE, 'facebook:');
      const errors = await errorsOf(edit(SITE, 'facebook: https://www.facebook.com/test', `facebook: '${value}'`));
      expect(errors).toEqual([{ name: expect.stringMatching(/^Invalid/), file: SITE, line, column: 13 }]);
    },
  );

  it('"//host" and "/\\host" are not links of this site', async () => {
    const file = 'pages/index.yaml';
    const line = lineOf(file, 'href: /about');
    for (const bad of ['//evil.example', '/\\\\evil.example']) {
      const errors = await errorsOf(edit(file, 'href: /about\n', `href: "${bad}"\n`));
      expect(errors, bad).toEqual([{ name: 'InvalidValue', file, line, column: 15 }]);
    }
  });
});

describe('where the booking form sends', () => {
  it('a path of this site other than the booking API is an error at its value', async () => {
    const text = baseFile(SITE);
    const at = text.indexOf('contactForm:');
    if (at < 0) throw new Error('the fixture has no contactForm');
    const withEndpoint = text.replace(/contactForm:\n/, 'contactForm:\n  endpoint: /contact\n');
    const line = withEndpoint.slice(0, withEndpoint.indexOf('endpoint: /contact')).split('\n').length;
    expect(await errorsOf({ [SITE]: withEndpoint })).toEqual([{ name: 'InvalidValue', file: SITE, line, column: 13 }]);
    expect(await errorsOf({ [SITE]: withEndpoint.replace('endpoint: /contact', 'endpoint: /api/bookings') })).toEqual([]);
  });
});

describe('the validator on random and mutated YAML', () => {
  const FILES = [SITE, 'pages/index.yaml', 'pages/towns/greenville.yaml'];
  // Mutations an editor's slip could make: a character removed, doubled, replaced by a special one.
  const slips = fc.constantFrom('', ':', '- ', '"', "'", '\t', '#', '{', '[', '&a ', '*a', '!!', '\n  ', '\x1b[2J', '\u2028');
  const mutated = fc
    .tuple(fc.constantFrom(...FILES), fc.double({ min: 0, max: 1, noNaN: true }), slips, fc.nat({ max: 3 }))
    .map(([file, where, insert, drop]) => {
      const text = baseFile(file);
      const at = Math.floor(where * (text.length - 1));
      return { file, text: text.slice(0, at) + insert + text.slice(at + drop) };
    });
  const random = fc
    .tuple(fc.constantFrom(...FILES), fc.string({ unit: fc.constantFrom('a', ':', ' ', '-', '\n', '"', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\t', 'x', '1') }))
    .map(([file, text]) => ({ file, text }));

  it('never throws, never prints a stack trace, and places every problem at file:line:col', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, random), async ({ file, text }) => {
        const result = await loadContent(makeProject({ [file]: text }));
        if (result.ok) return;
        const printed = formatErrors(result.errors, result.sources);
        expect(printed).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
        for (const e of result.errors) {
          expect(e.file).toBeTruthy();
          expect(Number.isInteger(e.line) && e.line >= 1).toBe(true);
          expect(Number.isInteger(e.column) && e.column >= 1).toBe(true);
          expect(printed).toContain(`${e.file}:${e.line}:${e.column}`);
        }
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
