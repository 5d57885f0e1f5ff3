// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { beforeAll, expect, it } from 'vitest';
import type { ResolvedOf } from '../resolve.ts';
import { Faq } from './Faq.tsx';
import { siteFixtureContent } from '../../../tests/unit/content/fixture.ts';

// The FAQ of the fixture site's permanent jewelry page, so the test follows its YAML.
let block: ResolvedOf<'faq'>;
beforeAll(async () => {
  const page = (await siteFixtureContent()).routes.find((r) => r.path === '/permanent-jewelry');
  const faq = page?.regions.main.find((b) => b.type === 'faq');
  if (faq?.type !== 'faq') throw new Error('no faq block on /permanent-jewelry');
  block = faq;
  document.body.innerHTML = renderToStaticMarkup(createElement(Faq, { block }));
});

it('renders the #faq section with every question as a closed native disclosure', () => {
  expect(document.querySelector('section')?.id).toBe('faq');
  expect(document.querySelector('h2')?.textContent).toBe(block.heading);
  const items = [...document.querySelectorAll('details')];
  expect(items.map((d) => d.querySelector('summary h3')?.textContent)).toEqual(block.items.map((i) => i.question));
  expect(items.every((d) => !d.open)).toBe(true);
});

it('holds every answer in the HTML, so it opens without any script', () => {
  const items = [...document.querySelectorAll('details')];
  items.forEach((d, i) => {
    expect(d.textContent).toContain(block.items[i]!.answer.split('\n')[0]!.slice(0, 40));
  });
});
