// The travel fee at its boundaries, and the line that says it: a table of miles against the fee.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { roadMiles } from './distance.ts';
import { siteSchema } from './site-schema.ts';
import { travelFeeCents, travelFeeSchema, travelTo, type TravelFee } from './travel-fee.ts';

const fee: TravelFee = { freeMiles: 15, perMile: 1, cap: 30 };
const words = { travelFree: 'Free travel to {town}', travelFee: 'Travel to {town}: {fee}' };

describe('travelFeeCents', () => {
  it.each([
    [0, 0],
    [14, 0],
    [15, 0], // exactly the free miles: free
    [16, 100], // one mile over
    [34, 1900],
    [45, 3000], // reaches the cap
    [46, 3000], // past it: the cap
    [400, 3000],
  ])('%i road miles -> %i cents', (miles, cents) => {
    expect(travelFeeCents(fee, miles)).toBe(cents);
  });

  it('has no upper limit without a cap, and counts cents of a rate like 0.75', () => {
    expect(travelFeeCents({ freeMiles: 10, perMile: 0.75 }, 13)).toBe(225);
    expect(travelFeeCents({ freeMiles: 0, perMile: 1 }, 200)).toBe(20_000);
  });

  it('is checked as content: whole free miles, a rate in dollars and cents', () => {
    expect(travelFeeSchema.safeParse({ freeMiles: 15.5, perMile: 1 }).success).toBe(false);
    expect(travelFeeSchema.safeParse({ freeMiles: 15, perMile: 1.234 }).success).toBe(false);
    expect(travelFeeSchema.safeParse({ freeMiles: 15, perMile: 1, extra: 1 }).success).toBe(false);
  });
});

describe('travelTo', () => {
  const office = { lat: 33.1384, lng: -96.1108 };
  // A point due north of the office, `miles` road miles away.
  const north = (miles: number) => ({ lat: office.lat + miles / 1.25 / 69.09, lng: office.lng });

  it('says free within the free miles and the fee beyond, from the whole road miles the town page gives', () => {
    expect(roadMiles(office, north(15.4))).toBeCloseTo(15.4, 1);
    expect(travelTo(fee, words, office, { name: 'Near', at: north(15.4) })).toEqual({ cents: 0, line: 'Free travel to Near' });
    expect(travelTo(fee, words, office, { name: 'Far', at: north(15.6) })).toEqual({ cents: 100, line: 'Travel to Far: $1' });
    expect(travelTo({ freeMiles: 15, perMile: 0.5 }, words, office, { name: 'Far', at: north(20) })).toEqual({ cents: 250, line: 'Travel to Far: $2.50' });
  });

  it('says nothing without a fee set, an office on the map or the town on the map', () => {
    expect(travelTo(undefined, words, office, { name: 'Far', at: north(40) })).toBeUndefined();
    expect(travelTo(fee, words, undefined, { name: 'Far', at: north(40) })).toBeUndefined();
    expect(travelTo(fee, words, office, { name: 'Far' })).toBeUndefined();
  });
});

describe('zones by county', () => {
  const office = { lat: 33.1384, lng: -96.1108 };
  const far = { lat: 33.6, lng: -96.1108 };
  const zoned: TravelFee = { ...fee, counties: [{ county: 'Rains', fee: 20 }, { county: 'Hunt', fee: 0 }] };

  it("charges a county's set fee instead of the miles, also for a town not on the map; other counties by the miles", () => {
    expect(travelTo(zoned, words, office, { name: 'Emory', county: 'Rains' })).toEqual({ cents: 2000, line: 'Travel to Emory: $20' });
    expect(travelTo(zoned, words, office, { name: 'Celeste', county: 'hunt', at: far })).toEqual({ cents: 0, line: 'Free travel to Celeste' });
    // 40 road miles: 25 beyond the free 15.
    expect(travelTo(zoned, words, office, { name: 'Como', county: 'Hopkins', at: far })?.cents).toBe(2500);
    expect(travelTo(zoned, words, office, { name: 'Dike', county: 'Hopkins' })).toBeUndefined();
  });

  it('names a county served, at the county, or the site is not valid', () => {
    const site = parse(readFileSync(join(process.cwd(), 'tests/fixtures/site/site.config.yaml'), 'utf8')) as Record<string, unknown>;
    const withZones = (county: string) => ({ ...site, travelFee: { ...fee, counties: [{ county, fee: 20 }] } });
    expect(siteSchema.safeParse(withZones('Rains')).success).toBe(true);
    const wrong = siteSchema.safeParse(withZones('Rain'));
    expect(wrong.error?.issues.map((i) => i.path)).toEqual([['travelFee', 'counties', 0, 'county']]);
    expect(siteSchema.safeParse({ ...site, travelFee: { ...fee, counties: [{ county: 'Rains', fee: -1 }] } }).success).toBe(false);
  });
});
