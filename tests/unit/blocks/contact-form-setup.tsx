// Renders the booking form as the contact page has it, with the fixture site's config and page YAML,
// resolved the way the content core resolves it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import { resolveBlock, type ResolvedOf } from '../../../src/blocks/resolve.ts';
import { contactFormBlock } from '../../../src/blocks/contact-form/schema.ts';
import { BookingForm } from '../../../src/blocks/contact-form/BookingForm.tsx';
import { bookingStyles, type BookingClasses } from '../../../src/blocks/contact-form/booking-styles.ts';
import type { PartyListing } from '../../../src/schema/listings.ts';
import { siteSchema } from '../../../src/schema/site-schema.ts';
import { SIMULATED_ENDPOINT } from '../../../src/schema/booking-endpoint.ts';
import { writeDraft, type BookingDraft } from '../../../src/blocks/contact-form/booking-draft.ts';
import { SITE_FIXTURE } from '../content/fixture.ts';

const read = (file: string): unknown => parse(readFileSync(join(SITE_FIXTURE, file), 'utf8'));

export const site = siteSchema.parse(read('site.config.yaml'));

const page = read('pages/contact.yaml') as { blocks: { type: string }[] };
export const block = contactFormBlock.parse(page.blocks.find((b) => b.type === 'contact-form'));

/**
 * Without `endpoint` the form is simulated (sends nothing). Each form starts without a draft, or with `draft`.
 * `parties`: the party pages whose types the form offers (none by default); `submitDelayMs`: how long
 * "Sending..." shows at least, when not the fixture's.
 */
export function renderForm({ endpoint = SIMULATED_ENDPOINT, url = '/contact', draft, parties = [], submitDelayMs }: { endpoint?: string; url?: string; draft?: BookingDraft; parties?: PartyListing[]; submitDelayMs?: number } = {}) {
  window.sessionStorage.clear();
  if (draft) writeDraft(draft);
  const withEndpoint = { ...site, contactForm: { ...site.contactForm, endpoint, ...(submitDelayMs !== undefined && { submitDelayMs }) } };
  const resolved = resolveBlock(block, { site: withEndpoint, towns: [], parties }) as ResolvedOf<'contact-form'>;
  window.history.replaceState(null, '', url);
  const { aside: _details, ...booking } = resolved;
  // Class names do not matter to behaviour: each style's key stands in for its class.
  const classes = Object.fromEntries(Object.keys(bookingStyles).map((k) => [k, k])) as BookingClasses;
  render(<BookingForm block={booking} classes={classes} />);
  const form = screen.getByRole('form', { name: block.heading }) as HTMLFormElement;
  const field = <T extends HTMLElement>(label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as T;
  return {
    form,
    name: field<HTMLInputElement>(block.nameLabel),
    email: field<HTMLInputElement>(block.emailLabel),
    service: field<HTMLSelectElement>(block.serviceLabel),
    phone: field<HTMLInputElement>(block.phoneLabel),
    place: field<HTMLInputElement>(block.placeLabel),
    date: field<HTMLInputElement>(block.dateLabel),
    /** Shown for a party type only. */
    package: () => screen.queryByLabelText(new RegExp(`^${block.packageLabel}`)) as HTMLSelectElement | null,
    guests: () => screen.queryByLabelText(new RegExp(`^${block.guestsLabel}`)) as HTMLInputElement | null,
    message: field<HTMLTextAreaElement>(block.messageLabel),
    honeypot: form.querySelector<HTMLInputElement>('input[name="website"]')!,
    button: screen.getByRole('button', { name: new RegExp(`${block.submitLabel}|${block.sendingLabel.replace(/\./g, '\\.')}`) }) as HTMLButtonElement,
    status: screen.getByRole('status'),
  };
}
