import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { contactDetailsBlock } from '../contact-details/schema.ts';
import { sectionHead } from '../shared.ts';

/**
 * The booking form. Its settings (delays, optional endpoint) are under `contactForm:` in site.config.yaml;
 * the services it offers are the `services` of site.config.yaml and the party pages (booking-options.ts);
 * the words a visitor reads are written here. Defaults are the product spec's exact texts.
 */
export const contactFormBlock = z.strictObject({
  type: z.literal('contact-form'),
  ...sectionHead,
  nameLabel: text,
  emailLabel: text,
  serviceLabel: text,
  servicePlaceholder: text.default('Select a service'),
  dateLabel: text,
  messageLabel: text,
  /**
   * `/contact?service=<party>&package=<package>` starts the message with this line, so the booking says which
   * package was chosen. `{package}` and `{price}` are filled in.
   */
  packageMessage: text.default('Package: {package} ({price})'),
  submitLabel: text,
  sendingLabel: text.default('Sending...'),
  successMessage: text.default("Thank you for your message! We'll be in touch soon."),
  /** A contact-details block shown beside the form on wide screens and above it on phones. */
  aside: contactDetailsBlock.optional(),
});

export type ContactFormBlock = z.infer<typeof contactFormBlock>;
