// What the server says about deposits, in plain words: on the page a customer comes back to from the payment
// page, in the booking API's answers, and in the server's log (never a secret, never a card detail).
export const paymentText = {
  title: 'Your booking',
  paid: 'Thank you! Your time is held for you.',
  waiting: 'Thank you! We are confirming your payment with the bank; this page updates by itself in a few seconds.',
  notHeld: 'You left the payment page without paying, so the time is no longer held for you.',
  lapsed: 'The deposit was not paid in time, so the time is no longer held for you.',
  tryAgain: 'Try again',
  refundedLate: (refunded: string) => `Your payment came after the time was no longer held for you, so it is not booked. ${refunded}`,
  call: (phone: string) => `Questions? Call or text us at ${phone}.`,
  unknown: 'We could not find this booking. Please use the link from the payment page as it is, or call or text us.',
  heldHours: 'A held time waits for our confirmation; we email you as soon as we confirm it.',
  confirmed: 'Your appointment is confirmed. We emailed you the details.',
  prepare: 'Please prepare',
  checkoutFailed: 'The payment page could not be opened, so your time was not held. Please try again in a minute, or call or email us.',
  checkoutName: (service: string, when: string) => `Deposit: ${service}, ${when}`,
  log: {
    checkoutFailed: '[payments] the payment page could not be made; the time was freed:',
    refundFailed: '[payments] a refund could not be made yet; it is tried again within a minute:',
    webhookRefused: '[payments] a webhook was refused (its signature is not Stripe\'s)',
    askFailed: '[payments] Stripe could not be asked whether a payment page was paid; the webhook will say:',
    webhookFailed: '[payments] a webhook could not be applied; Stripe sends it again:',
  },
} as const;
