// `npm run check:launch` as the owner runs it, on copies of the fixture site: with placeholders in place it
// names each at its file:line, most costly first, and exits 1; once every one is replaced (and Instagram is
// connected) it exits 0. The command runs in this process (src/owner/launch-command.ts). The server side
// (--server), and the command started as the owner starts it, are tested in tests/unit/owner/launch-server.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { launchCheckCommand } from '../../../src/owner/launch-command.ts';
import { isFictionalPhone, isPublishedSheet, isReservedDomain, isSampleStreet } from '../../../src/owner/launch-check.ts';
import { baseFile, lines, makeProject, pricedServices, removeProjects } from './project.ts';

afterAll(removeProjects);

async function checkLaunch(root: string, env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  // None of the server's settings: the check looks at the content (and Instagram) only.
  let out = '';
  const code = await launchCheckCommand([], root, env, { out: (t) => void (out += t), err: (t) => void (out += t) });
  return { code, out };
}

const SITE = 'site.config.yaml';
const PARTY = 'pages/parties/bachelorette.yaml';
const ABOUT = 'pages/about.yaml';
const lineOf = (text: string, part: string) => text.split('\n').findIndex((l) => l.includes(part)) + 1;

/** The fixture site with every kind of placeholder in it. */
function placeholderSite(): { root: string; site: string; party: string; about: string } {
  const site = baseFile(SITE)
    .replace('    credit: Owned by Test Owner', '    # PLACEHOLDER: the owner\'s name as it should appear in the footer.\n    credit: Owned by Test Owner')
    .replace('  submitDelayMs: 1000', '  endpoint: simulated\n  submitDelayMs: 1000');
  const party = baseFile(PARTY).replace('testimonials: []', lines('testimonials:', '  - quote: Best night ever.', '    name: Sam T.', '    location: Emory, TX', '    sample: true').trimEnd());
  // Placeholders copied into a page's own text.
  const about = baseFile(ABOUT).replace('body: We are a test.', lines('body: Call us at (903) 555-0199 any day.', '    action:', '      label: Our booking calendar', '      href: https://calendar.example.com/glow').trimEnd());
  return { root: makeProject({ [SITE]: site, [PARTY]: party, [ABOUT]: about }), site, party, about };
}

describe('npm run check:launch', () => {
  it('names every placeholder at its file:line and exits 1', async () => {
    const { root, site, party, about } = placeholderSite();
    const { code, out } = await checkLaunch(root);
    expect(code).toBe(1);
    const expected: Array<[string, string, RegExp]> = [
      [SITE, 'phone: (903) 555-0100', /555 exchange/],
      [SITE, 'email: hello@test.example', /reserved for examples/],
      [SITE, 'street: 1 Test Street', /sample street address/],
      [SITE, 'credit: Owned by Test Owner', /marked as a placeholder/],
      [SITE, 'siteUrl: https://test.example', /site's address/],
      [SITE, 'sheetCsvUrl:', /not a Google Sheet published/],
      [SITE, 'endpoint: simulated', /booking form is simulated/],
      [SITE, 'name: Teeth Whitening', /"Teeth Whitening" takes bookings but has no price/],
      [SITE, 'name: Tooth Gems', /"Tooth Gems" takes bookings but has no price/],
      [SITE, 'name: Permanent Jewelry', /"Permanent Jewelry" takes bookings but has no price/],
      [PARTY, 'sample: true', /testimonial is a sample/],
      [ABOUT, 'body: Call us', /\(903\) 555-0199 is in the 555 exchange/],
      [ABOUT, 'href: https://calendar.example.com', /link leads nowhere/],
    ];
    const text: Record<string, string> = { [SITE]: site, [PARTY]: party, [ABOUT]: about };
    for (const [file, part, says] of expected) {
      const line = lineOf(text[file] ?? '', part);
      expect(out, part).toMatch(new RegExp(`${file.replace(/[.]/g, '\\.')}:${line}:\\d+\\s+Placeholder\\n  [^\\n]*${says.source}`));
    }
    expect(out).toMatch(/server environment\s+InstagramNotConnected\n\s+Instagram is not connected/);
    expect(out).toContain(`${expected.length + 1} things to finish before launch, most costly first`);
    expect(out).toContain('the server side (email, inbox password, the site answering, the events sheet) was not checked');
  });

  it('lists what costs the most first: lost bookings, then contact details, ..., sample testimonials last', async () => {
    const { root } = placeholderSite();
    const { out } = await checkLaunch(root);
    const order = [/booking form is simulated/, /555 exchange/, /site's address/, /not a Google Sheet published/, /Instagram is not connected/, /marked as a placeholder/, /testimonial is a sample/];
    const at = order.map((re) => out.search(re));
    expect(at.every((i) => i >= 0), at.join(', ')).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('exits 0 when every placeholder is replaced and Instagram is connected', async () => {
    const site = pricedServices(baseFile(SITE))
      .replace('(903) 555-0100', '(903) 454-2210')
      .replace('hello@test.example', 'hello@glowandgotx.com')
      .replace('1 Test Street', '2815 Lee Street')
      .replace('https://test.example', 'https://www.glowandgotx.com')
      .replace(/sheetCsvUrl: .*/, `sheetCsvUrl: https://docs.google.com/spreadsheets/d/e/2PACX-${'1vQx7'.repeat(16)}/pub?output=csv`);
    const { code, out } = await checkLaunch(makeProject({ [SITE]: site }), { INSTAGRAM_ACCESS_TOKEN: 'token', INSTAGRAM_USER_ID: '1784' });
    expect(out).toContain('no placeholders left in the content');
    expect(code).toBe(0);
  });

  it("lists validate's warnings about search results and link texts as things to finish, at their file:line", async () => {
    const ready = pricedServices(baseFile(SITE))
      .replace('(903) 555-0100', '(903) 454-2210')
      .replace('hello@test.example', 'hello@glowandgotx.com')
      .replace('1 Test Street', '2815 Lee Street')
      .replace('https://test.example', 'https://www.glowandgotx.com')
      .replace(/sheetCsvUrl: .*/, `sheetCsvUrl: https://docs.google.com/spreadsheets/d/e/2PACX-${'1vQx7'.repeat(16)}/pub?output=csv`);
    const about = baseFile(ABOUT).replace(/^title: .*$/m, `title: ${'About our mobile beauty studio and the team '.repeat(2).trim()}`);
    const { code, out } = await checkLaunch(makeProject({ [SITE]: ready, [ABOUT]: about }), { INSTAGRAM_ACCESS_TOKEN: 'token', INSTAGRAM_USER_ID: '1784' });
    expect(out).toMatch(new RegExp(`${ABOUT.replace(/[.]/g, '\\.')}:1:8\\s+TextLength \\(warning\\)`));
    expect(out).toContain('1 thing to finish before launch');
    expect(code).toBe(1);
  });

  it('asks for valid content first', async () => {
    const { code, out } = await checkLaunch(makeProject({ [SITE]: `${baseFile(SITE)}oops: [\n` }));
    expect(code).toBe(1);
    expect(out).toMatch(/Fix these first/);
  });
});

describe('what counts as a placeholder', () => {
  it('recognises made-up phone numbers, example domains, sample streets and unpublished sheets', () => {
    expect(['(903) 555-0148', '903-555-0100', '+1 903 555 1234'].every(isFictionalPhone)).toBe(true);
    expect(['(903) 455-0148', '555-0100'].some(isFictionalPhone)).toBe(false);
    expect(['glowandgo.example', 'example.com', 'www.example.org', 'shop.test', 'x.invalid'].every(isReservedDomain)).toBe(true);
    expect(['glowandgotx.com', 'examples.com', 'mytest.com'].some(isReservedDomain)).toBe(false);
    expect(['123 Main Street', '1 Test Street', '42 Sample Rd'].every(isSampleStreet)).toBe(true);
    expect(['2815 Lee Street', '123 Oak Lane'].some(isSampleStreet)).toBe(false);
    expect(isPublishedSheet('https://docs.google.com/spreadsheets/d/e/2PACX-glowandgo-events/pub?output=csv')).toBe(false);
    expect(isPublishedSheet(`https://docs.google.com/spreadsheets/d/e/2PACX-${'a1B2c'.repeat(16)}/pub?gid=0&single=true&output=csv`)).toBe(true);
  });
});
