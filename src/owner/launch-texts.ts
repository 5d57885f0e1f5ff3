// The launch check's words about texts (`npm run check:launch -- --server`): texts are an extra, so missing
// Twilio settings are a note of what they would add, never something left to do; settings set in part (or
// a number no text can come from) stop the server at start, so they are a finding like a wrong SMTP_URL.
import { textSettings } from '../server/texts/settings.ts';
import { COST } from './launch-check.ts';
import type { LaunchEnv, ServerFinding, ServerNote } from './launch-findings.ts';


export function textsFinding(env: LaunchEnv): ServerFinding | undefined {
  const checked = textSettings(env);
  if (checked.ok) return undefined;
  return { name: 'TextsNotSetUp', cost: COST.bookings, message: `the server will not start with these text settings: ${checked.error}`, hint: 'correct them, or remove all of them to send emails only (docs/deploy.md, "Texts").' };
}

export function textsNotes(env: LaunchEnv): ServerNote[] {
  const checked = textSettings(env);
  if (!checked.ok) return [];
  if (checked.settings === 'off') {
    return [{
      name: 'TextsOff',
      message: 'texts are not set up (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): a customer who ticks "Text me about this appointment" gets the emails only, and you get no text for a new booking.',
      hint: 'with the three Twilio settings, customers who ask are texted when you confirm and the day before, each text with the time, the town and their link to change or cancel; add OWNER_TEXT_TO (your mobile) for a text with each new booking (docs/deploy.md, "Texts").',
    }];
  }
  if (checked.settings.ownerTo) return [];
  return [{ name: 'NoOwnerTexts', message: 'customers are texted, but you are not: OWNER_TEXT_TO is not set.', hint: 'set OWNER_TEXT_TO to your mobile number, e.g. +19035550123, for a text with each new booking (docs/deploy.md, "Texts").' }];
}
