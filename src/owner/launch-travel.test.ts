// What `npm run check:launch -- --server` says about a travel fee: none set is a note, never a thing left to do.
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../schema/site-schema.ts';
import { travelNotes } from './launch-travel.ts';

describe('the launch check on a travel fee', () => {
  it('says what a travel fee adds when there is none, and nothing once there is one', () => {
    expect(travelNotes({} as SiteConfig).map((n) => n.name)).toEqual(['NoTravelFee']);
    expect(travelNotes({ travelFee: { freeMiles: 15, perMile: 1 } } as SiteConfig)).toEqual([]);
  });
});
