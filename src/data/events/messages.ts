// Interface strings of the events feature, kept in one place so pages and tests agree on them.
export const eventsMessages = {
  heroTitle: 'Upcoming Events',
  calendarTab: 'Calendar View',
  listTab: 'List View',
  loading: 'Loading events...',
  error: 'Error loading events. Please try again later.',
  toastTitle: "Couldn't load events",
  toastDescription: 'Using sample event data instead. Please try again later.',
  calendarEmpty: 'No upcoming events',
  listEmpty: 'No upcoming events.',
  tabsLabel: 'Event views',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  nextEventLabel: 'Next event',
  sampleEventLabel: 'Sample event',
  today: 'Today',
  noEventsThisDay: 'No events',
  pricePrefix: 'Price: ',
  dismissToast: 'Dismiss notification',
} as const;

export type EventsMessages = typeof eventsMessages;
