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
    `Too many wrong passwords. Signing in is paused for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, for everyone; please try again then.`,
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
  noDate: 'No date given',
  message: 'Message',
  reference: 'Reference',
  noMessage: 'No message.',
  notFound: 'No booking has this reference.',
  notification: 'Notification',
  emailState: { none: 'Not emailed (email is not set up)', pending: 'Email waiting to be sent', sent: 'Emailed to you' },
  emailSubject: (reference: string) => `Your booking ${reference}`,
} as const;
