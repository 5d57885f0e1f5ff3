// Fields shared by many blocks (src/blocks/shared.ts) give the same owner-facing message in every block.
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { lines, makeProject, removeProjects, where } from './project.ts';

afterAll(removeProjects);

const ABOUT = 'pages/about.yaml';

/** "blocks[0].id must ...; got "x"." without its label and value: what the owner is told to do. */
const requirement = (message: string): string => message.replace(/^\S+ /, '').replace(/; got .*$/, '');

describe('the shared id field', () => {
  it('gives the same readable message, at the value, in two different block types', async () => {
    const about = lines(
      'title: About | Test Beauty',
      'description: About the test site.',
      'blocks:',
      '  - type: text',
      '    id: Our Story',
      '    heading: About us',
      '    body: We are a test.',
      '  - type: faq',
      '    id: 1-questions',
      '    heading: Questions',
      '    items:',
      '      - question: Does it hurt?',
      '        answer: No.',
    );
    const result = await loadContent(makeProject({ [ABOUT]: about }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(where(result.errors)).toEqual([
      { name: 'InvalidValue', file: ABOUT, line: 5, column: 9 },
      { name: 'InvalidValue', file: ABOUT, line: 9, column: 9 },
    ]);
    const [text, faq] = result.errors.map((e) => e.message);
    expect(text).toMatch(/^blocks\[0\]\.id must .*; got "Our Story"\.$/);
    expect(faq).toMatch(/^blocks\[1\]\.id must .*; got "1-questions"\.$/);
    expect(requirement(text ?? '')).toBe(requirement(faq ?? ''));
    expect(requirement(text ?? '')).toContain('lower-case letters, digits and hyphens, starting with a letter');
    expect(text).not.toContain('pattern');
  });
});
