import { describe, expect, it } from 'vitest';
import { formatError, formatErrors } from '../../../src/content/diagnostics/code-frame.ts';
import type { ContentError } from '../../../src/content/types.ts';
import { toViteError } from '../../../src/content/diagnostics/vite-error.ts';

const source = [
  '# Sulphur Springs',
  'description: |',
  '  A town.',
  'population: "16,347"',
  'services: {}',
  'name: Sulphur Springs',
  'county: Hopkin',
  'neighboringTowns: []',
  '',
].join('\n');

const county: ContentError = {
  name: 'InvalidEnumValue',
  file: 'pages/towns/sulphur-springs.yaml',
  line: 7,
  column: 9,
  endLine: 7,
  endColumn: 15,
  message: 'county must be one of Hunt, Hopkins, Rains; got "Hopkin".',
  hint: 'did you mean "Hopkins"?',
};

describe('formatError', () => {
  it('prints position, name, message, two lines before, one after, carets under the span, and the hint', () => {
    expect(formatError(county, source)).toBe([
      'pages/towns/sulphur-springs.yaml:7:9  InvalidEnumValue',
      '  county must be one of Hunt, Hopkins, Rains; got "Hopkin".',
      '   5 | services: {}',
      '   6 | name: Sulphur Springs',
      '>  7 | county: Hopkin',
      '     |         ^^^^^^',
      '   8 | neighboringTowns: []',
      '  hint: did you mean "Hopkins"?',
    ].join('\n'));
  });

  it('underlines a span over several lines to the end of its first line', () => {
    const text = formatError({ ...county, line: 2, column: 14, endLine: 3, endColumn: 11 }, source);
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('>  2 |'));
    expect(lines[at]).toBe('>  2 | description: |');
    expect(lines[at + 1]).toBe('     |              ^');
  });

  it('puts a single caret when the error has no end, and widens the gutter for long files', () => {
    const long = Array.from({ length: 120 }, (_, i) => `key${i + 1}: ${i + 1}`).join('\n');
    const text = formatError({ name: 'X', file: 'f.yaml', line: 100, column: 1, message: 'm' }, long);
    expect(text.split('\n').slice(2, 7)).toEqual([
      '   98 | key98: 98',
      '   99 | key99: 99',
      '> 100 | key100: 100',
      '      | ^',
      '  101 | key101: 101',
    ]);
  });

  it('prints no frame when the source is unknown, and colours only when asked', () => {
    expect(formatError(county, undefined).split('\n')).toHaveLength(3);
    expect(formatError(county, source).includes('\x1b[')).toBe(false);
    expect(formatError(county, source, { color: true }).includes('\x1b[31m')).toBe(true);
  });
});

describe('control characters from a file', () => {
  it('never reach the terminal: escape sequences in the source, the message and the file name are shown, not run', () => {
    const evil = source.replace('county: Hopkin', 'county: \x1b[2J\x1b]0;owned\x07Hopkin\x9b31m');
    const error = { ...county, file: 'pages/towns/\x1b[31mx.yaml', message: 'got "\x1b[2JHopkin".', endColumn: 30 };
    const text = formatErrors([error], new Map([[error.file, evil]]));
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain('county: ␛[2J␛]0;owned␇Hopkin\ufffd31m');
    expect(text).toContain('got "␛[2JHopkin".');
    // The carets still start under the value.
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.includes('county: ␛'));
    expect(lines[at + 1]!.indexOf('^') - lines[at + 1]!.indexOf('|')).toBe(lines[at]!.indexOf('␛') - lines[at]!.indexOf('|'));
  });
});

describe('formatErrors', () => {
  it('ends with a summary of problems and files', () => {
    const other = { ...county, file: 'pages/about.yaml' };
    const text = formatErrors([county, county, other], new Map([[county.file, source]]));
    expect(text.endsWith('\n\n3 problems in 2 files')).toBe(true);
    expect(formatErrors([county], new Map()).endsWith('1 problem in 1 file')).toBe(true);
  });

  it('prints the first `shown` in full and counts the others by name', () => {
    const warnings = Array.from({ length: 1200 }, (_, i) => ({ ...county, name: i % 3 ? 'SimilarTownText' : 'ShortDescription', file: `pages/towns/t${i}.yaml` }));
    const text = formatErrors(warnings, new Map([[county.file, source]]), { warning: true, shown: 2 });
    expect(text.match(/\(warning\)/g)).toHaveLength(2);
    expect(text).toContain('...and 1,198 more warnings not shown here (SimilarTownText 799, ShortDescription 399); `npm run validate` prints every one.');
    expect(text.endsWith('\n\n1,200 warnings in 1,200 files')).toBe(true);
  });
});

describe('toViteError', () => {
  it('carries id, loc, frame and plugin for the overlay, and every problem in the message', () => {
    const second = { ...county, file: 'pages/about.yaml', line: 1, column: 1 };
    const err = toViteError([county, second], new Map([[county.file, source]]), '/site');
    expect(err).toBeInstanceOf(Error);
    expect(err.id).toBe('/site/pages/towns/sulphur-springs.yaml');
    expect(err.loc).toEqual({ file: '/site/pages/towns/sulphur-springs.yaml', line: 7, column: 9 });
    expect(err.plugin).toBe('content');
    expect(err.frame).toContain('>  7 | county: Hopkin');
    expect(err.message).toContain('pages/about.yaml:1:1');
    expect(err.message).toContain('2 problems in 2 files');
  });
});
