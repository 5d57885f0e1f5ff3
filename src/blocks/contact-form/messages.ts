// Interface texts of the booking form that are not worded in pages/*.yaml.
export const contactFormText = {
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  errorHeading: "Sorry, your message wasn't sent.",
  errorBody: 'Everything you typed is still here, so you can try again, or reach us directly:',
  errorCall: 'Call or text',
  errorEmail: 'Email',
  errorOr: 'or',
} as const;

/** Log lines for failed sends; they never include what the visitor typed. */
export const contactFormLog = {
  failed: 'Booking form: the message could not be sent:',
} as const;
