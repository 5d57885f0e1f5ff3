import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { contactDetailsBlock } from '../contact-details/schema.ts';
import { sectionHead } from '../shared.ts';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by "-", like tooth-gems' });

/**
 * The booking form. Its settings (delays, optional endpoint) are under `contactForm:` in site.config.yaml;
 * the words a visitor reads are written here. Defaults are the product spec's exact texts.
 */
export const contactFormBlock = z.strictObject({
  type: z.literal('contact-form'),
  ...sectionHead,
  nameLabel: text,
  emailLabel: text,
  serviceLabel: text,
  servicePlaceholder: text.default('Select a service'),
  /** `/contact?service=<slug>` opens the form with that service chosen. */
  services: z
    .array(z.strictObject({ label: text, slug }))
    .min(1)
    .default([
      { label: 'Teeth Whitening', slug: 'teeth-whitening' },
      { label: 'Tooth Gems', slug: 'tooth-gems' },
      { label: 'Permanent Jewelry', slug: 'permanent-jewelry' },
    ]),
  dateLabel: text,
  messageLabel: text,
  submitLabel: text,
  sendingLabel: text.default('Sending...'),
  successMessage: text.default("Thank you for your message! We'll be in touch soon."),
  /** A contact-details block shown beside the form on wide screens and above it on phones. */
  aside: contactDetailsBlock.optional(),
});

export type ContactFormBlock = z.infer<typeof contactFormBlock>;
export type ServiceOption = ContactFormBlock['services'][number];
