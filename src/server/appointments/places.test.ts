// The towns the build hands the server (dist/.server/booking-places.json) keep their coordinates and their
// county, so a travel fee by county reaches the free times and the emails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadBookingFixture } from '../../../tests/support/booking-fixture.ts';
import { readBookingPlaces, writeBookingPlaces } from './schedule.ts';

it("round-trips the fixture's towns with their county, the counties' other towns too", async () => {
  const { places } = await loadBookingFixture();
  expect(places.find((p) => p.name === 'Emory')).toMatchObject({ county: 'Rains', at: { lat: 32.8746, lng: -95.7655 } });
  expect(places.find((p) => p.name === 'Brashear')).toEqual({ name: 'Brashear', county: 'Hopkins' });
  const dir = mkdtempSync(join(tmpdir(), 'places-'));
  try {
    writeBookingPlaces(dir, places);
    expect(readBookingPlaces(dir)).toEqual(places);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
