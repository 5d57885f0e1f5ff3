// Every text the owner's inbox shows, in one place.
import type { BookingStatus } from './inbox-store.ts';

export const statusLabels: Record<BookingStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** The button that moves a booking to each status. */
export const statusActions: Record<BookingStatus, string> = {
  new: 'Mark as new',
  confirmed: 'Confirm',
  done: 'Mark done',
  cancelled: 'Cancel booking',
};

export const inboxText = {
  title: 'Bookings',
  signInTitle: 'Sign in to your bookings',
  password: 'Password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  editSite: 'Edit the site',
  wrongPassword: 'That password is not right. Please try again.',
  locked: (minutes: number) =>
    `Too many wrong passwords from this connection. Signing in with the password is paused here for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}; please try again then, or have a sign-in link emailed to you.`,
  emailLink: 'Email me a sign-in link',
  linkSent: (minutes: number) => `A sign-in link is on its way to the business email address. Open it within ${minutes} minutes; it works once.`,
  linkNoEmail: (minutes: number) =>
    `A sign-in link cannot be sent: email is not set up on this site. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and sign in with your password.`,
  linkTooMany: 'Sign-in links were already sent several times this hour. Use the newest one in your email, or wait and sign in with your password.',
  linkFailed: 'The email could not be sent just now. Please try again in a few minutes, or wait and sign in with your password.',
  linkNotNeeded: 'Signing in with your password works here: no link is needed.',
  linkTitle: 'Sign in with the emailed link',
  linkExplain: 'This link signs you in to your bookings once.',
  linkButton: 'Sign me in',
  linkInvalid: 'This sign-in link has already been used or has expired. Sign in with your password, or ask for a new link.',
  linkEmailSubject: (business: string) => `Your sign-in link for ${business}`,
  linkEmailText: (business: string, link: string, minutes: number) =>
    `Someone, probably you, asked to sign in to the bookings of ${business} by email, because signing in with the password was paused after wrong passwords.\n\n` +
    `Open this link within ${minutes} minutes to sign in; it works once:\n${link}\n\n` +
    `If it was not you, ignore this email: without the link nobody can sign in, and your password still works once the pause ends.\n`,
  expired: 'Your sign-in has ended. Please sign in again.',
  forbidden: 'This change was refused because the page it came from is out of date. Go back, reload the page and try again.',
  noBookings: 'No bookings yet. They appear here as soon as the booking form sends one.',
  noMatch: 'No booking matches these filters.',
  allStatuses: 'All',
  allServices: 'All services',
  status: 'Status',
  service: 'Service',
  search: 'Search',
  searchHint: 'Name, email, reference or words of the message',
  filter: 'Show',
  filterBookings: 'Filter bookings',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'booking' : 'bookings'}`,
  clear: 'Clear filters',
  pages: 'Pages of bookings',
  newer: 'Newer',
  older: 'Older',
  pageGone: 'No bookings on this page any more.',
  download: 'Download as CSV',
  call: 'Call',
  text: 'Text',
  email: 'Email',
  note: 'Note (only you see it)',
  saveNote: 'Save note',
  noteSaved: 'Note saved.',
  statusSaved: (status: string) => `Marked ${status.toLowerCase()}.`,
  back: 'All bookings',
  history: 'History',
  received: 'Received',
  preferredDate: 'Preferred date',
  appointment: 'Appointment',
  noDate: 'No date given',
  message: 'Message',
  reference: 'Reference',
  noMessage: 'No message.',
  notFound: 'No booking has this reference.',
  notification: 'Notification',
  emailState: { none: 'Not emailed (email is not set up)', pending: 'Email waiting to be sent', sent: 'Emailed to you' },
  emailSubject: (reference: string) => `Your booking ${reference}`,
  cancelSure: (name: string) => `Cancel the booking of ${name}? Its time is freed for others, and a confirmed appointment's customer is emailed.`,
  cancelYes: 'Yes, cancel it',
  undo: 'Undo',
  today: 'Today',
  calendar: 'Calendar',
} as const;
