// What `npm run check:launch -- --server` says about reviews: a missing review address is a note, never a thing left to do.
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../schema/site-schema.ts';
import { reviewsNotes } from './launch-reviews.ts';

const site = (reviewUrl?: string) => ({ business: { ...(reviewUrl && { reviewUrl }) } }) as SiteConfig;

describe('the launch check on reviews', () => {
  it('says what a review address adds when there is none, and nothing once there is one', () => {
    expect(reviewsNotes(site()).map((n) => n.name)).toEqual(['NoReviewAddress']);
    expect(reviewsNotes(site()).at(0)?.message).toContain('business.reviewUrl');
    expect(reviewsNotes(site('https://g.page/r/example/review'))).toEqual([]);
  });
});
