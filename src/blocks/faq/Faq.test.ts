// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { beforeAll, expect, it } from 'vitest';
import { loadContent } from '../../site/content.ts';
import type { ResolvedOf } from '../resolve.ts';
import { Faq } from './Faq.tsx';

// The real FAQ of the permanent jewelry page, so the test follows the YAML.
let block: ResolvedOf<'faq'>;
beforeAll(async () => {
  const result = await loadContent(process.cwd());
  if (!result.ok) throw new Error('content invalid; run npm run validate');
  const page = result.content.routes.find((r) => r.path === '/permanent-jewelry');
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
