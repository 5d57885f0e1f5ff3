// A phone number a text can go to: a valid US number, written as E.164 (+19035550123), with libphonenumber-js.
// Only on the server: its metadata would double the booking form's download, so the form checks the shape of
// a US number (booking-schema.ts) and the server this, with the same message.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The E.164 form of a valid US number, or undefined. US numbers do not tell a mobile from a landline (both
 * come from the same area codes and exchanges; libphonenumber-js calls them "fixed line or mobile"), so every
 * valid US number is taken; a landline simply gets no text, and Twilio says so in the log. Canada and the
 * Caribbean share +1 but are refused: the business texts US numbers only.
 */
export function usTextNumber(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, 'US');
  return parsed?.isValid() && parsed.country === 'US' ? parsed.number : undefined;
}
