// The booking form sent as a plain HTML form (no JavaScript): the prerendered form posts to our server, which
// thanks with a 303 to its own thank-you page, or answers the form's page again with the messages beside the
// fields and everything typed kept, escaped. A form from another site is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFieldMessages } from '../../../src/data/bookings/booking-schema.ts';
import { contactFormText } from '../../../src/blocks/contact-form/messages.ts';
import { BOOKING_THANKS_PATH } from '../../../src/server/bookings/form-pages.tsx';
import { siteFixtureContent } from '../content/fixture.ts';
import { startSite, type SiteServer } from '../../support/site-server.ts';

let server: SiteServer;
beforeAll(async () => {
  server = await startSite('fixture');
});
afterAll(() => server?.close());

/** As a browser sends the form: urlencoded, with its length and this site's origin. */
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams(fields).toString();
  return server.get('/api/bookings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), Origin: new URL(server.url).origin, ...headers },
    body,
    redirect: 'manual',
  });
};

describe('the booking form without JavaScript', () => {
  it('is a form our server takes: method, action, the send button enabled, the time of day offered', async () => {
    const html = await (await server.get('/contact')).text();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/bookings"');
    expect(html).not.toMatch(/<button type="submit" disabled/);
    expect(html).toContain('name="timeOfDay"');
  });

  it('stores a booking sent as a form, with its time of day, and thanks on this site with the reference', async () => {
    const service = (await siteFixtureContent()).site.services[0]!.name;
    const answer = await post({ name: 'Nia No-Script', email: 'nia@example.com', service, date: '', timeOfDay: 'evening', message: 'Hi', website: '' });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location.startsWith(`${BOOKING_THANKS_PATH}?reference=`)).toBe(true);
    const reference = new URL(location, server.url).searchParams.get('reference');
    const stored = (await server.desk.store.list(5)).find((b) => b.reference === reference);
    expect(stored).toMatchObject({ name: 'Nia No-Script', timeOfDay: 'evening' });

    const thanks = await server.get(location);
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get('cache-control')).toBe('no-store');
    const page = await thanks.text();
    expect(page).toContain(`Your booking reference is ${reference}.`);
    expect(page).not.toContain('name="name"');
  });

  it('answers mistakes with the form again: each message beside its field, what was typed kept and escaped', async () => {
    const answer = await post({ name: '<b>Ava</b> "&"', email: 'not-an-email', service: 'Nothing we offer', timeOfDay: 'midnight', message: '</textarea><script>alert(1)</script>' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(bookingFieldMessages.email);
    expect(html).toContain(bookingFieldMessages.serviceUnknown);
    expect(html).toContain(bookingFieldMessages.timeOfDay);
    expect(html).toContain('value="&lt;b&gt;Ava&lt;/b&gt; &quot;&amp;&quot;"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('aria-invalid="true"');
    expect(await server.desk.store.list(50)).not.toContainEqual(expect.objectContaining({ email: 'not-an-email' }));
  });

  it('takes the texts box ticked (textOptIn=true) with a US number as +1…, and refuses another number at the phone field, the box kept ticked', async () => {
    const service = (await siteFixtureContent()).site.services[0]!.name;
    const fields = { name: 'Tex Ticked', email: 'tex@example.com', service, date: '', message: '', website: '', textOptIn: 'true' };
    const refused = await post({ ...fields, phone: '+44 20 7946 0958' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(bookingFieldMessages.textPhone.replace(/"/g, '&quot;'));
    expect(html).toMatch(/<input[^>]*name="textOptIn"[^>]*checked/);
    expect((await post({ ...fields, phone: '(903) 555-0123' })).status).toBe(303);
    expect((await server.desk.store.list(50)).find((b) => b.email === 'tex@example.com')).toMatchObject({ phone: '+19035550123', textOptIn: 'true' });
  });

  it('takes the same form sent twice (a double tap) as one booking, thanked with one reference', async () => {
    const service = (await siteFixtureContent()).site.services[0]!.name;
    const fields = { name: 'Dot Double', email: 'dot@example.com', service, date: '', timeOfDay: 'morning', message: 'Once, please.', website: '' };
    const [first, second] = [await post(fields), await post(fields)];
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect((await server.desk.store.list(50)).filter((b) => b.email === 'dot@example.com')).toHaveLength(1);
    // Another booking of the same person is a booking of its own.
    const other = await post({ ...fields, message: 'And a second one.' });
    expect(other.headers.get('location')).not.toBe(first.headers.get('location'));
  });

  it('refuses a form posted from another site', async () => {
    const answer = await post({ name: 'Eve', email: 'eve@example.com', service: 'x' }, { Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });

  // Last: it uses up this address's bookings for the file's server.
  it('keeps what was typed when too many bookings came from one address, and offers the phone and email', async () => {
    let answer = await post({ name: 'Rita Repeat', email: 'rita@example.com', service: 'nothing' });
    for (let i = 0; i < 20 && answer.status !== 429; i++) answer = await post({ name: 'Rita Repeat', email: 'rita@example.com', service: 'nothing' });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await answer.text();
    expect(html).toContain('value="Rita Repeat"');
    expect(html).toContain(contactFormText.errorHeading.replace("'", '&#x27;'));
  });
});
