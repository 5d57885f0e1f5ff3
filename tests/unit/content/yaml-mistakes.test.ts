// The YAML mistakes owners make most, each in a fixture file (tests/fixtures/yaml-mistakes/): the error
// names the mistake and points at the line that is wrong, at the column where the fix goes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { parseYaml } from '../../../src/content/yaml-file.ts';
import { lines, makeProject, removeProjects, where } from './project.ts';

const FIXTURES = join(process.cwd(), 'tests/fixtures/yaml-mistakes');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

afterAll(removeProjects);

const cases = [
  { file: 'indented-too-far.yaml', name: 'YamlIndentation', line: 3, column: 1, says: /indented too far.*"county"/, fix: /column 1\b/ },
  { file: 'indented-not-enough.yaml', name: 'YamlIndentation', line: 6, column: 1, says: /indented 3 spaces/, fix: /4 spaces/ },
  { file: 'tab.yaml', name: 'YamlTab', line: 4, column: 1, says: /tab/, fix: /spaces/ },
  { file: 'missing-space.yaml', name: 'YamlMissingSpace', line: 2, column: 7, says: /"county:Hunt" has no space/, fix: /county: Hunt$/ },
  { file: 'colon-in-value.yaml', name: 'YamlUnquotedValue', line: 2, column: 14, says: /"description" contains ": "/, fix: /description: "Glow: mobile beauty in East Texas"$/ },
  { file: 'reserved-start.yaml', name: 'YamlUnquotedValue', line: 5, column: 14, says: /"heading" starts with "@"/, fix: /heading: "@glowandgo on Instagram"$/ },
  { file: 'ampersand-start.yaml', name: 'YamlUnquotedValue', line: 5, column: 14, says: /"heading" starts with "&"/, fix: /heading: "&Co and friends"$/ },
  { file: 'asterisk-start.yaml', name: 'YamlUnquotedValue', line: 5, column: 14, says: /"heading" starts with "\*"/, fix: /heading: "\*Best\*"$/ },
  { file: 'part-quoted.yaml', name: 'YamlUnquotedValue', line: 5, column: 14, says: /quoted only in part/, fix: /heading: "\\"Glow\\" and Go"$/ },
] as const;

describe('plain words for common YAML mistakes', () => {
  it.each(cases)('$file: $name at line $line, column $column', ({ file, name, line, column, says, fix }) => {
    const { data, syntaxErrors } = parseYaml(file, fixture(file));
    expect(data).toBeUndefined();
    expect(syntaxErrors).toHaveLength(1);
    const [{ problem, span }] = syntaxErrors as [(typeof syntaxErrors)[number]];
    expect({ name: problem.name, line: span.line, column: span.column }).toEqual({ name, line, column });
    expect(problem.message).toMatch(says);
    expect(problem.hint).toMatch(fix);
  });

  // Each character YAML reserves at the start of a plain value, at any depth.
  it.each(['@', '`', '%', '*', '&', '!', '|', '>', '[', '{', '-', '?'])('a value starting with "%s" is asked to be quoted, at its line', (ch) => {
    const value = `${ch}glowandgo ${ch} Greenville`.replace(/^([-?])/, '$1 ');
    const source = fixture('reserved-start.yaml').replace('@glowandgo on Instagram', value);
    const { syntaxErrors } = parseYaml('about.yaml', source);
    const [first] = syntaxErrors;
    expect(syntaxErrors).toHaveLength(1);
    expect({ name: first?.problem.name, line: first?.span.line, column: first?.span.column }).toEqual({ name: 'YamlUnquotedValue', line: 5, column: 14 });
    expect(first?.problem.message).toContain(`starts with "${ch}"`);
    expect(first?.problem.hint).toContain(`heading: "${value}"`);
  });

  it('keeps anchors and aliases that are used as YAML means them', () => {
    const source = lines('title: &t About', 'description: *t', 'blocks: []');
    expect(parseYaml('ok.yaml', source)).toMatchObject({ syntaxErrors: [], data: { title: 'About', description: 'About' } });
  });

  it('an alias inside the value its anchor marks is named at its line, not followed without end', async () => {
    const source = lines('title: About', 'description: x', 'links: &all', '  - home', '  - *all', 'blocks: []');
    const { data, syntaxErrors } = parseYaml('about.yaml', source);
    expect(data).toBeUndefined();
    expect(syntaxErrors.map(({ problem, span }) => ({ name: problem.name, line: span.line, column: span.column }))).toEqual([{ name: 'YamlSyntaxError', line: 5, column: 5 }]);
    expect(syntaxErrors[0]?.problem.message).toContain('*all stands inside the value &all marks');
    // The whole load reports it like any other mistake.
    const result = await loadContent(makeProject({ 'pages/about.yaml': source }));
    expect(result.ok).toBe(false);
  });

  it('leaves valid YAML alone: quoted values, inline lists, text blocks and lists at their key\'s column', () => {
    const source = lines(
      'title: "Glow: the guide"',
      'tags: [a, b]',
      'blocks:',
      '- type: text',
      '  body: |',
      '    Keys like this: stay text.',
      '       Even indented oddly.',
      '  heading: Fine',
      'time: 10:00',
      'link: https://example.com',
    );
    expect(parseYaml('ok.yaml', source).syntaxErrors).toEqual([]);
  });

  it('a mistake in one file does not hide the schema errors of the others', async () => {
    const result = await loadContent(makeProject({
      'pages/towns/commerce.yaml': fixture('missing-space.yaml').replace('Lone Oak', 'Commerce'),
      'pages/about.yaml': lines('title: About', 'description: x', 'blocks:', '  - type: hero', '    titel: About'),
    }));
    expect(result.ok ? [] : where(result.errors)).toEqual(expect.arrayContaining([
      { name: 'YamlMissingSpace', file: 'pages/towns/commerce.yaml', line: 2, column: 7 },
      { name: 'UnknownKey', file: 'pages/about.yaml', line: 5, column: 5 },
    ]));
  });
});
