// Where the booking form sends (site.config.yaml contactForm.endpoint). A file of its own, without zod,
// so the form in the browser reads these without the schema library.

/** The booking API of our own server (src/server/bookings/): the default. */
export const BOOKING_API_PATH = '/api/bookings';

/** Where our own server offers the free start times of a day (src/server/appointments/api.ts). */
export const FREE_TIMES_PATH = '/api/free-times';

/** The setting for a form that sends nothing and thanks the visitor all the same. */
export const SIMULATED_ENDPOINT = 'simulated';

export const isSimulated = (endpoint: string | undefined): boolean => endpoint === undefined || endpoint === SIMULATED_ENDPOINT;
