// The plain words of reviews after the visit: the text a customer who asked for texts gets (the email's
// words are the owner's, contactForm.appointmentEmails review*), and what the inbox says about it.
export const reviewWords = {
  /** The text: {business} is the business's name, {url} the review page. */
  text: '{business}: thank you for your visit! If you enjoyed it, a short review helps us a lot: {url}',
  /** The Mark done form's box. */
  ask: 'Ask for a review',
  askHint: 'Emails them a thank-you with your review link (and texts it, if they asked for texts). Untick it after a complaint.',
  /** On the booking's page and the list's card, once asked. */
  asked: (day: string) => `Asked for a review on ${day}`,
  askedWith: (day: string, reference: string) => `Asked for a review on ${day} (booking ${reference})`,
} as const;
