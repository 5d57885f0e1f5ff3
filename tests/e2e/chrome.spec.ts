// What only a browser shows of what pages do after they load: the footer takes the year from the visitor's
// clock, not the build's, and the events page, which the server rendered with the events of the sheet,
// hydrates over them and reads the sheet again. What the HTML says is read over HTTP in tests/unit/http/.
import { eventsMessages as m } from '../../src/data/events/messages.ts';
import { sheetCsv, sheetDate, startSheetSite, startStubSheet, type SheetEvent } from '../support/sheet-site.ts';
import { expect, test } from './fixtures.ts';
import { content, hydrated, watchConsole } from './helpers.ts';

test('the footer shows the current year even when the build is older', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-07-04T12:00:00Z'));
  await page.goto('/towns/commerce');
  await expect(page.getByTestId('copyright-year')).toHaveText('2031');
  const footer = page.locator('footer');
  const { site } = await content();
  for (const text of [site.footer.faqPrompt, site.business.phone, site.business.email, site.business.office.street, site.business.owner.credit]) {
    await expect(footer).toContainText(text);
  }
  for (const h of site.business.hours) await expect(footer).toContainText(`${h.days}: ${h.time}`);
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', site.social.facebook);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', site.social.instagram);
});

// The sheet is a stub this worker serves, and the server one of its own whose relay reads it
// (tests/support/sheet-site.ts): the shared server's sheet is a public address no test may reach.
test('the events page hydrates over the events the server rendered, without a warning, and the list tab shows them', async ({ page }) => {
  const events: SheetEvent[] = [
    { name: 'Lakeside Glow Night', date: sheetDate(2), time: '5:00 PM - 9:00 PM', price: '$89', location: 'Emory, TX', address: '100 Lakeview Dr, Emory, TX 75440' },
    { name: 'Courthouse Square Gems', date: sheetDate(9), time: '11:00 AM - 3:00 PM', price: '$65+', location: 'Greenville, TX', address: '2507 Lee St, Greenville, TX 75401' },
    { name: 'Harvest Sparkle Market', date: sheetDate(16), time: '9:00 AM - 1:00 PM', price: '$40', location: 'Commerce, TX', address: 'Downtown Commerce' },
  ];
  const past: SheetEvent = { name: 'Last Month Pop-Up', date: sheetDate(-30), time: '10:00 AM - 2:00 PM', price: '$50', location: 'Point, TX', address: '1 Main St, Point, TX 75472' };
  const sheet = await startStubSheet(sheetCsv([past, ...events]));
  const server = await startSheetSite(sheet.url);
  try {
    // Once the relay has a copy of the sheet, /events is rendered with its events.
    expect((await server.get('/api/events.csv')).status).toBe(200);
    await expect.poll(async () => (await (await server.get('/events')).text()).includes(events[0]!.name), { timeout: 15_000 }).toBe(true);

    const problems = watchConsole(page);
    let sheetReads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events.csv')) sheetReads += 1;
    });
    await page.goto(`${server.url}/events`);
    await hydrated(page);
    await expect(page.getByText(events[0]!.name).first()).toBeVisible();
    await page.getByRole('tab', { name: m.listTab }).click();
    const list = page.getByRole('tabpanel', { name: m.listTab });
    for (const e of events) await expect(list.getByText(e.name)).toBeVisible();
    // The browser reads the sheet again (through the relay), as a page without server-side events does.
    await expect.poll(() => sheetReads).toBeGreaterThan(0);
    expect(problems, server.log.join('\n')).toEqual([]);
  } finally {
    await server.close();
    await sheet.close();
  }
});
