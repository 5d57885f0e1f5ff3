// The server side of islands: props travel as JSON in the page and survive any text an owner writes.
// Runs in Node, as the build does (in a DOM environment Emotion would write styles to the document).
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { serializeProps } from '../../../src/islands/markup.ts';
import { renderRoute } from '../../../src/render/renderer.tsx';
import { siteFixtureContent } from '../templates/render.ts';

const hostile = 'Tricky </script><script>alert(1)</script> <!-- & \u2028 line \u2029 para "quoted"';

const document = new Window().document;

describe('serializeProps', () => {
  it('cannot close its script element or start a comment, and parses back to the same value', () => {
    const text = serializeProps({ block: { heading: hostile } });
    expect(text).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(JSON.parse(text)).toEqual({ block: { heading: hostile } });
  });

  it('stays one script element when placed in a page', () => {
    document.body.innerHTML = `<script type="application/json">${serializeProps({ heading: hostile })}</script>`;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual({ heading: hostile });
  });
});

describe('island markup', () => {
  it('a page with an island has its root, its props beside it and the HTML inside', async () => {
    const { site, images, routes } = await siteFixtureContent();
    const contact = routes.find((r) => r.regions.main.some((b) => b.type === 'contact-form'));
    if (!contact) throw new Error('no page with a booking form');
    const page = renderRoute(contact, { site, images });
    expect(page.islands).toEqual(['booking-form']);
    document.body.innerHTML = page.body;
    const root = document.querySelector('[data-island="booking-form"]');
    expect(root?.querySelector('form')).not.toBeNull();
    const props = JSON.parse(root?.nextElementSibling?.textContent ?? '{}') as { block: { heading: string }; classes: Record<string, string> };
    expect(root?.querySelector('h2')?.textContent).toBe(props.block.heading);
    // Every class the island may use has its rules in the page, even those of states shown later.
    for (const cls of Object.values(props.classes)) expect(page.head).toContain(`.${cls}`);
  });

  it('a page without interactive blocks has no island', async () => {
    const { site, images, routes } = await siteFixtureContent();
    const town = routes.find((r) => r.kind === 'town');
    if (!town) throw new Error('no town page');
    const page = renderRoute(town, { site, images });
    expect(page.islands).toEqual([]);
    expect(page.body).not.toContain('data-island');
    expect(page.body).not.toContain('application/json');
  });
});
