// The words of the questions before the visit that are not the owner's questions themselves: the form's
// labels and messages on the customer's page (and a party guest's), and how the owner reads the answers in the
// inbox, on Today, in the download and in the alert email. Interface words only; the questions are content.
export const intakeText = {
  heading: 'Before your visit',
  intro: 'Please answer these questions before your appointment. You can change your answers until it starts.',
  yes: 'Yes',
  no: 'No',
  optional: '(optional)',
  agree: 'I agree',
  typedName: 'Type your full name to sign',
  save: 'Save my answers',
  saved: 'Thank you! We have your answers. You can change them here until your appointment.',
  yourAnswers: 'Your answers',
  answeredAt: (when: string) => `Last saved ${when}.`,
  fix: 'Please check the answers marked below.',
  errors: {
    required: 'Please answer this question.',
    choose: 'Please choose one of the answers.',
    date: 'Please enter a date, like 12/31/2026.',
    tooLong: 'Please keep your answer under 500 characters.',
    agree: 'Please tick "I agree" to go on.',
    name: 'Please type your full name to sign.',
  },
  /** How an "I agree" is kept: "Agreed, signed Ava Brooks on Friday, December 11, 2026 at 10:02 AM". */
  agreed: (name: string, when: string) => `Agreed, signed ${name} on ${when}`,
  // The owner's words.
  ownerHeading: 'Answers before the visit',
  notAnswered: 'Not answered yet.',
  alert: 'Alert',
  answeredOn: (when: string) => `Answered ${when}`,
  alertLine: (question: string, answer: string) => `Alert: ${question}: ${answer}`,
  guest: (name: string) => `Guest: ${name}`,
  guestOf: (guest: string, host: string) => `${guest} (a guest of ${host}'s party)`,
  /** The alert email to the owner. */
  alertSubject: 'Alert: {name} answered before {service} on {when} ({reference})',
  alertIntro: '{name} answered the questions before the visit, and these answers need your attention:',
  alertAll: 'All their answers are on the booking in your inbox: {url}',
  alertNoInbox: 'All their answers are on the booking in your inbox, once it is turned on.',
} as const;
