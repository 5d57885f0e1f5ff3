// The words of the texts, in plain words: short (one SMS segment where the names allow), each with the time,
// the town and the customer's link to change or cancel. {business} is the business's name (site.config.yaml);
// {name} is the only thing a visitor typed that a text carries, on one line and cut short.
export const textWords = {
  confirmed: '{business}: your {service} is confirmed for {when}{where}.',
  reminder: '{business}: see you tomorrow, {when}{where}, for your {service}.',
  link: ' To change or cancel: {link}',
  /** When a text carries no link (none was made): the business's phone instead. */
  noLink: ' Questions? Call {phone}.',
  where: ' in {town}',
  owner: 'New booking {reference}: {service} for {name}, {when}.',
  ownerNoTime: 'New booking {reference}: {service} for {name}.',
  ownerInbox: ' {url}',
} as const;

/** The server log's words about texts (no number, no text's words: those are the customer's). */
export const textLog = {
  stopped: "the customer's number replied STOP: no more texts about this booking",
  ownerStopped: "the owner's number (OWNER_TEXT_TO) replied STOP; text START to the business number to get texts again",
  undeliverable: 'Twilio says the number cannot get texts (its error {code}: a landline, or a number it cannot reach)',
} as const;
