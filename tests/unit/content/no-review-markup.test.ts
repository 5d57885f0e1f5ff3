// @vitest-environment happy-dom
// Reviews after the visit ask customers to write on the business's Google profile; the site itself never marks
// up its own testimonials as reviews or ratings (Google treats a business's reviews of itself as self-serving
// and shows no stars for them), and the review address is not put into the structured data.
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../src/render/renderer.tsx';
import { siteFixtureContent } from './fixture.ts';

(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2026;

describe('no review markup', () => {
  it('no page of the fixture site (which has testimonials and a review address) has Review or AggregateRating structured data', async () => {
    const content = await siteFixtureContent();
    expect(content.site.business.reviewUrl).toMatch(/^https:\/\//);
    expect(content.routes.length).toBeGreaterThan(5);
    for (const route of content.routes) {
      const { head } = renderRoute(route, { site: content.site, images: content.images });
      const data = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
      expect(data, route.path).not.toMatch(/"@type":\s*"(Review|AggregateRating)"|"(review|aggregateRating|reviewRating)":/);
      expect(data, route.path).not.toContain(content.site.business.reviewUrl!);
    }
  });
});
