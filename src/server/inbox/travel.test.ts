// The inbox says the travel fee to a booking's place, from the fixture's travel fee (free within 15 road
// miles, $1 a mile beyond, at most $30): Emory's $19, and none for Greenville.
import { afterEach, expect, it } from 'vitest';
import { depositSite, type DepositSite } from '../../../tests/support/deposit-site.ts';
import { depositInbox } from '../../../tests/support/deposit-inbox.ts';
import { travelOfBooking } from '../appointments/schedule.ts';

const sites: DepositSite[] = [];
afterEach(async () => Promise.all(sites.splice(0).map((s) => s.close())));

it("shows a booking's travel fee on its page, and none within the free miles", { timeout: 30_000 }, async () => {
  const site = await depositSite();
  sites.push(site);
  const booked = async (place: string, start: string) => ((await (await site.book({ place, start })).json()) as { reference: string }).reference;
  // Two times of one day far enough apart for the drive between the two towns.
  const emory = await booked('200 Main St, Emory, TX', '2026-12-11T11:00:00-06:00');
  const greenville = await booked('Greenville', '2026-12-11T15:00:00-06:00');
  const { request, signIn } = await depositInbox(site);
  const { cookie } = await signIn();
  expect(await (await request(`/owner/bookings/${emory}`, { cookie })).text()).toMatch(/<dt>Travel fee<\/dt><dd>\$19<\/dd>/);
  expect(await (await request(`/owner/bookings/${greenville}`, { cookie })).text()).toMatch(/<dt>Travel fee<\/dt><dd>none \(within the free miles\)<\/dd>/);

  // Kept with the booking as the customer was told it: a fee changed in the content later does not change it.
  const kept = (await site.store.find(emory))!;
  expect(kept.travel).toEqual({ cents: 1900, line: 'Travel to Emory: $19' });
  expect(travelOfBooking(undefined, kept)).toEqual(kept.travel);
  expect((await site.store.find(greenville))!.travel).toEqual({ cents: 0, line: 'Free travel to Greenville' });
});
