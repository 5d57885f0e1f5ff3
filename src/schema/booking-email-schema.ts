import { z } from 'zod';
import { text } from './fields.ts';

/**
 * The customer's confirmation email, sent at once when a booking is stored (with SMTP_URL set). Each text
 * may use {name} (the customer's), {reference}, {business} and {phone}; a blank line in a text starts a
 * new paragraph. The summary of the booking (what was asked for) comes between `intro` and `nextSteps`.
 */
export const bookingEmailSchema = z
  .strictObject({
    subject: text.default('Your booking request {reference} with {business}').describe('The subject line: {reference} is replaced by the booking reference and {business} by the business name.'),
    greeting: text.default('Hi {name},').describe('The first line, e.g. "Hi {name},", where {name} is replaced by the customer\'s name.'),
    intro: text
      .default('Thank you for your booking request! We have it, and this is what you asked for:')
      .describe('The paragraph before the summary of the booking.'),
    nextSteps: text
      .default("What happens next: we'll contact you within one business day to confirm the day, the time and the place. Nothing is booked or charged until we have confirmed it with you.")
      .describe('What happens next, after the summary.'),
    questions: text
      .default('Questions or changes? Call or text us at {phone}, or reply to this email and quote your reference {reference}.')
      .describe('How to reach the business: {phone} is replaced by the number in Business › Phone, {reference} by the booking reference.'),
    signOff: text.default('See you soon,\n{business}').describe('The closing lines.'),
  })
  .describe("The confirmation email a customer gets right after booking (when email is set up). In its texts, {name} is replaced by the customer's name, {reference} by the booking reference, {business} by the business name and {phone} by the business phone number.");

export type BookingEmailText = z.infer<typeof bookingEmailSchema>;
