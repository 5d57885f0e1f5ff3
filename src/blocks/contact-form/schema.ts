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
  type: z.literal('contact-form').describe("The block type. The booking form."),
  ...sectionHead,
  nameLabel: text.describe("The label of the name field, e.g. \"Name\"."),
  emailLabel: text.describe("The label of the email field, e.g. \"Email\"."),
  serviceLabel: text.describe("The label of the service menu, e.g. \"Service\"."),
  servicePlaceholder: text.default('Select a service').describe("The first, empty choice of the service menu."),
  dateLabel: text.describe("The label of the preferred date field, e.g. \"Preferred Date\"."),
  messageLabel: text.describe("The label of the message field, e.g. \"Message\"."),
  phoneLabel: text.default('Phone').describe('The label of the optional phone field.'),
  textOptInLabel: text.default('Text me about this appointment').describe('The checkbox under the phone field: the customer gets a text when the appointment is confirmed and the day before.'),
  textOptInHelp: text
    .default('To a US mobile number: a text when we confirm, and the day before. Reply STOP to end them. If we are not sending texts yet, you get the emails only.')
    .describe('The line under the texts checkbox: what is texted, and that without texts set up on the server only emails come.'),
  /** Shown when a party type is chosen: a menu of its packages. `/contact?service=<party>&package=<package>` chooses one. */
  packageLabel: text.default('Package').describe('The label of the package menu, shown when a party type is chosen.'),
  packagePlaceholder: text.default('Not sure yet').describe('The first choice of the package menu, for no package yet.'),
  guestsLabel: text.default('Number of Guests').describe('The label of the number of guests, shown when a party type is chosen.'),
  /** Shown when no free start times are offered (no availability settings, a request, or a browser without JavaScript). */
  timeOfDayLabel: text.default('Preferred Time of Day').describe('The label of the preferred time of day, shown when no free start times are offered.'),
  anyTimeLabel: text.default('Any time').describe('The first choice of the time of day, for no preference.'),
  morningLabel: text.default('Morning').describe('The time-of-day choice for the morning.'),
  afternoonLabel: text.default('Afternoon').describe('The time-of-day choice for the afternoon.'),
  eveningLabel: text.default('Evening').describe('The time-of-day choice for the evening.'),
  placeLabel: text.default('Town or Address').describe('The label of where the service happens; the towns served are offered as suggestions.'),
  /** Added to the thank-you once our server has stored the booking. */
  referenceMessage: text.default('Your booking reference is {reference}.').describe('Shown under the thank-you once the booking is stored; {reference} is replaced by the booking reference.'),
  /** With availability settings in site.config.yaml, the form offers the free start times (our own server only). */
  timesLegend: text.default('Start time').describe('The heading of the free start times, offered once a service, a date and a town are chosen.'),
  timesPrompt: text.default('Choose a service, a date and your town to see the free start times.').describe('Shown where the start times appear until a service, a date and a town are chosen.'),
  timesLoading: text.default('Looking for free times…').describe('Shown (and read out) while the free times are asked for.'),
  timesNone: text.default('No free times that day. Please pick another day, or send the form with this date and we will agree on a time.').describe('Shown when the day chosen has no free time left.'),
  timesError: text.default('The free times could not be loaded. You can still send the form with your preferred date.').describe('Shown when the free times cannot be loaded.'),
  timesTaken: text.default('Sorry, that time was just taken. Please choose one of the next free times.').describe('Shown when the time chosen was taken by someone else just before; the next free times are offered.'),
  submitLabel: text.describe("The text of the send button, e.g. \"Send Message\"."),
  sendingLabel: text.default('Sending...').describe("What the button says while the booking is sent."),
  successMessage: text.default("Thank you for your message! We'll be in touch soon.").describe("The thank-you shown once the booking is sent."),
  textedMessage: text
    .default('We will text {phone} when we confirm, and the day before.')
    .describe('Shown after the thank-you when the visitor ticked the texts box and texts are set up; {phone} is replaced by their number.'),
  emailedMessage: text.default('We emailed a copy to {email}.').describe('Shown after the thank-you when a confirmation email was sent; {email} is replaced by the visitor\'s email.'),
  heldMessage: text.default('{time} is held for you until we confirm it.').describe('Shown after the thank-you when a start time was chosen; {time} is replaced by the day and time.'),
  confirmedMessage: text.default('Your appointment on {time} is confirmed. See you then!').describe('Shown after the thank-you for a service confirmed at once; {time} is replaced by the day and time.'),
  requestMessage: text.default('We will reply to agree on the time and place with you.').describe('Shown after the thank-you when no start time was chosen.'),
  againLabel: text.default('Send another booking').describe('The button under the thank-you that brings back an empty form.'),
  /** A contact-details block shown beside the form on wide screens and above it on phones. */
  aside: contactDetailsBlock.optional().describe("The contact details shown beside the form (the business's address, phone, email, hours and social links), with their headings."),
});

export type ContactFormBlock = z.infer<typeof contactFormBlock>;
