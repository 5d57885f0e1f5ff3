// Every link says where it leads: rendered like the build renders it, no page of the site (nor of the fixture)
// has a link whose accessible name is only "Learn More", "Read more" and the like. A label that says nothing
// alone keeps its visible words first and gains its subject in hidden text (WCAG "label in name").
import { computeAccessibleName } from 'dom-accessibility-api';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../src/content/types.ts';
import { createRenderer } from '../../../src/render/renderer.tsx';
import { isGenericLinkText } from '../../../src/schema/link-text.ts';
import { linkTextWords } from '../../../src/ui/link-text.tsx';
import { fixtureContent, siteFixtureContent } from '../templates/render.ts';

const window = new Window();
const document = window.document;

/** The accessible name of every link of every page of a site, the not-found page included. */
function linkNames(content: SiteContent): Array<{ page: string; name: string }> {
  const { renderRoute, renderNotFound } = createRenderer({ site: content.site, images: content.images });
  const pages = [...content.routes.map((r) => ({ page: r.path, html: renderRoute(r).body })), { page: '/404', html: renderNotFound().body }];
  return pages.flatMap(({ page, html }) => {
    document.body.innerHTML = html;
    // dom-accessibility-api takes the DOM's Element; happy-dom's is the same interface.
    return [...document.querySelectorAll('a[href]')].map((a) => ({ page, name: computeAccessibleName(a as unknown as Element) }));
  });
}

describe('link text', () => {
  it.each([
    ['Learn More', true], ['read more…', true], ['Click here', true], ['  more  info ', true], ['See more →', true],
    ['Learn More about Teeth Whitening', false], ['See Party Packages', false], ['Book This Package', false], ['Greenville', false],
  ])('%j is generic: %s', (text, generic) => {
    expect(isGenericLinkText(text)).toBe(generic);
  });

  it.each([['the fixture site', siteFixtureContent], ['the fixture', fixtureContent]])('no link of %s has a name that says nothing by itself', async (_, load) => {
    const names = linkNames(await load());
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter(({ name }) => name.trim() === '' || isGenericLinkText(name))).toEqual([]);
  });

  it("a card's generic label is read with the card's title after its visible words", async () => {
    const content = await fixtureContent();
    const home = content.routes.find((r) => r.path === '/')!;
    const cards = home.regions.main.find((b) => b.type === 'cards');
    const card = cards?.type === 'cards' ? cards.cards.find((c) => c.link && isGenericLinkText(c.link.label)) : undefined;
    if (!card?.link) throw new Error('the fixture home page has a card whose link label is generic');
    const names = linkNames(content).filter((n) => n.page === '/').map((n) => n.name);
    expect(names).toContain(`${card.link.label}${linkTextWords.about(card.title)}`);
  });
});
