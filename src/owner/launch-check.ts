// What must change before the site goes live: the placeholders it ships with. Each rule looks at what a
// value is, not at today's text, so it also catches a placeholder copied into a new page:
// - phone numbers in the 555 exchange (reserved for fiction), as a phone field or inside any text;
// - email addresses, links and the site's address on reserved domains (example.com, .example, .test, ...);
// - a street address that reads like a sample ("123 Main Street");
// - any value whose comment says PLACEHOLDER (the shipped config marks the owner's name that way);
// - testimonials marked `sample: true`;
// - an events sheet address that is not a published Google Sheet;
// - a booking form that sends nowhere (`endpoint: simulated`).
// Each finding says what it costs the business (`cost`, 1 the most), so the list starts with what loses
// bookings. The server's own settings (email, inbox password, Instagram) are checked in src/owner/launch-server.ts.
import { isMap, isPair, isScalar, isSeq, visit, type Document, type LineCounter, type Node } from 'yaml';
import type { ContentError } from '../content/types.ts';
import { spanOf } from '../content/diagnostics/locate.ts';
import { parseYaml } from '../content/yaml-file.ts';
import { SITE_FILE } from '../content/files.ts';

/**
 * What a thing left undone costs the business, most first: bookings that never reach the owner, then
 * contact details that lead nowhere, the site's own address, the events, the Instagram feed, other sample
 * text, and last the sample testimonials (which only cost trust).
 */
export const COST = { bookings: 1, contact: 2, siteAddress: 3, events: 4, instagram: 5, sampleText: 6, testimonials: 7 } as const;
export type Cost = (typeof COST)[keyof typeof COST];

export interface LaunchFinding extends ContentError {
  name: 'Placeholder';
  cost: Cost;
  /** Where in its file, as a dotted path ("events.sheetCsvUrl"). */
  path: string;
}

/** Reserved by RFC 2606 / 6761 for examples and tests: never a real business's domain. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|[a-z0-9-]+\.(example|test|invalid|localhost)|example|test|invalid|localhost)$/i;

export const isReservedDomain = (host: string): boolean => RESERVED_DOMAIN.test(host.toLowerCase());

/** (903) 555-0148, 903-555-0100, +1 903 555 1234: any number in the 555 exchange. */
export const isFictionalPhone = (value: string): boolean => /^1?\d{3}555\d{4}$/.test(value.replace(/\D/g, ''));

/** The made-up phone numbers written inside a text ("Call (903) 555-0148 today"). */
const fictionalPhonesIn = (text: string): string[] =>
  [...text.matchAll(/(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?555[\s.-]?\d{4}\b/g)].map((m) => m[0]);

/** The web addresses inside a text whose domain is reserved for examples. */
const exampleLinksIn = (text: string): string[] =>
  [...text.matchAll(/\bhttps?:\/\/([^/\s:?#)"']+)[^\s)"']*/gi)].filter((m) => isReservedDomain(m[1] ?? '')).map((m) => m[0]);

/** "123 Main Street", "1 Test Road", "1234 Example Ave": the streets of sample addresses. */
export const isSampleStreet = (value: string): boolean =>
  /^(1|12|123|1234|0|00|000)\s+(main|test|example|sample|any|fake)\b/i.test(value.trim()) || /\b(example|sample|placeholder|lorem)\b/i.test(value);

/** A Google Sheet published to the web has a long "2PACX-..." id; anything shorter is a sample address. */
export const isPublishedSheet = (url: string): boolean =>
  /^https:\/\/docs\.google\.com\/spreadsheets\/d\/e\/2PACX-[A-Za-z0-9_-]{40,}\/pub\?(.*&)?output=csv(&.*)?$/.test(url);

const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,}|[A-Za-z0-9-]+)/g;

interface Located {
  path: readonly (string | number)[];
  key: string;
  value: string;
  node: Node;
  comment: string;
}

/** Every scalar value in the document with its path, key and the comments written beside or above it. */
function scalars(doc: Document): Located[] {
  const found: Located[] = [];
  visit(doc, {
    Scalar(_, node, ancestors) {
      const path: (string | number)[] = [];
      let comment = node.comment ?? '';
      let child: unknown = node;
      for (let i = ancestors.length - 1; i >= 0; i--) {
        const step = ancestors[i];
        if (isPair(step)) {
          if (step.key === child) return; // a key, not a value
          path.unshift(isScalar(step.key) ? String(step.key.value) : '?');
          // The comment lines above a key (or above the first key of a mapping) belong to its value.
          if (i === ancestors.length - 1) comment += ` ${(step.key as Node | null)?.commentBefore ?? ''}`;
        } else if (isSeq(step)) path.unshift(step.items.indexOf(child as never));
        else if (isMap(step) && i === ancestors.length - 2 && step.items[0] === ancestors[i + 1]) comment += ` ${step.commentBefore ?? ''}`;
        child = step;
      }
      const key = String(path.filter((k) => typeof k === 'string').at(-1) ?? '');
      if (typeof node.value === 'string' || typeof node.value === 'number') found.push({ path, key, value: String(node.value), node, comment });
    },
  });
  return found;
}

interface FileInput {
  file: string;
  source: string;
}

/** The placeholders still in the content files, each at its file:line:col, with what to do. */
export function findPlaceholders(files: readonly FileInput[]): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  for (const { file, source } of files) {
    const yaml = parseYaml(file, source);
    if (yaml.data === undefined) continue; // `npm run validate` reports syntax errors
    const at = (node: Node, lc: LineCounter, path: string, cost: Cost, message: string, hint: string): void => {
      const [start = 0, end = start + 1] = node.range ?? [];
      findings.push({ name: 'Placeholder', file, ...spanOf(lc, start, end), message, hint, cost, path });
    };
    const isSite = file === SITE_FILE;
    for (const s of scalars(yaml.doc)) {
      const joined = s.path.join('.');
      const report = (cost: Cost, message: string, hint: string) => at(s.node, yaml.lc, joined, cost, message, hint);
      if (/\bPLACEHOLDERS?\b/.test(s.comment) && !/sample reviews/i.test(s.comment)) {
        if (s.key === 'phone' && isFictionalPhone(s.value)) {
          // told below, with the reason
        } else {
          report(COST.sampleText, `"${s.value}" is marked as a placeholder (the comment above it says so).`, 'write the real value, then delete the PLACEHOLDER comment.');
          continue;
        }
      }
      const phones = (s.key === 'phone' || s.value.startsWith('tel:')) && isFictionalPhone(s.value.replace(/^tel:/, '')) ? [s.value] : fictionalPhonesIn(s.value);
      if (phones.length > 0) {
        report(COST.contact, `the phone number ${phones.join(', ')} is in the 555 exchange, which is reserved for made-up numbers.`, 'write the business\'s real phone number.');
        continue;
      }
      const emails = [...s.value.matchAll(EMAIL)].filter((m) => isReservedDomain(m[1] ?? ''));
      if (emails.length > 0) {
        report(COST.contact, `${emails.map((m) => m[0]).join(', ')} is on a domain reserved for examples, so mail to it goes nowhere.`, 'write the address the business reads.');
        continue;
      }
      if (isSite && joined === 'siteUrl') {
        const host = /^https?:\/\/([^/:]+)/i.exec(s.value)?.[1] ?? '';
        if (isReservedDomain(host)) {
          report(COST.siteAddress, `the site's address ${s.value} is on a domain reserved for examples.`, 'write the address the site will be published at, e.g. https://www.yourbusiness.com.');
          continue;
        }
      }
      const links = exampleLinksIn(s.value);
      if (links.length > 0) {
        report(COST.sampleText, `${links.join(', ')} is on a domain reserved for examples, so the link leads nowhere.`, 'write the real address of the page it should open.');
        continue;
      }
      if (isSite && joined === 'business.office.street' && isSampleStreet(s.value)) {
        report(COST.contact, `"${s.value}" reads like a sample street address.`, 'write the office\'s real street address.');
        continue;
      }
      if (isSite && joined === 'events.sheetCsvUrl' && !isPublishedSheet(s.value)) {
        report(COST.events, 'the events sheet address is not a Google Sheet published to the web, so the events page shows the sample events.', 'in Google Sheets choose File > Share > Publish to web > CSV, and paste the address it gives here.');
        continue;
      }
      if (isSite && joined === 'contactForm.endpoint' && s.value === 'simulated') {
        report(COST.bookings, 'the booking form is simulated: visitors are thanked, but no booking reaches you.', 'delete this line to send bookings to this site\'s server (`npm start`), or write the https address of the service that receives them.');
        continue;
      }
    }
    // Testimonials marked as samples.
    visit(yaml.doc, {
      Pair(_, pair) {
        if (!isScalar(pair.key) || pair.key.value !== 'sample' || !isScalar(pair.value) || pair.value.value !== true) return;
        at(pair.key as Node, yaml.lc, 'sample', COST.testimonials, 'this testimonial is a sample, made up for the demo site.', 'replace it with a real client\'s words (with their permission) and delete `sample: true`, or delete the testimonial.');
      },
    });
    if (isSite) findings.push(...unpricedServices(yaml.doc, yaml.lc, file, files));
  }
  return findings.sort((a, b) => a.cost - b.cost || (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}

/**
 * The services that take bookings without a price (services[].price): a customer should know it before
 * booking, and a deposit written as a share needs it. A service whose page is the parties' hub is priced by
 * its party packages, so it is not asked.
 */
function unpricedServices(doc: Document, lc: LineCounter, file: string, files: readonly FileInput[]): LaunchFinding[] {
  const services = doc.get('services', true);
  if (!isSeq(services)) return [];
  return services.items.flatMap((item): LaunchFinding[] => {
    if (!isMap(item) || item.has('price')) return [];
    const page = String(item.get('page') ?? '');
    const hub = `pages${page.replace(/\/+$/, '')}/`;
    if (page !== '' && page !== '/' && files.some((f) => f.file.startsWith(hub))) return [];
    const name = item.get('name', true);
    const node = (isScalar(name) ? name : item) as Node;
    const [start = 0, end = start + 1] = node.range ?? [];
    return [{
      name: 'Placeholder',
      file,
      ...spanOf(lc, start, end),
      message: `the service "${String(item.get('name') ?? '')}" takes bookings but has no price, so customers book without knowing it.`,
      hint: 'write its price in dollars under it, e.g. price: 75 (and, to hold the time with a deposit, deposit: 25 or deposit: "50%").',
      cost: COST.sampleText,
      path: `services.${services.items.indexOf(item)}.price`,
    }];
  });
}
