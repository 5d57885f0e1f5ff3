// Whether the server texts, from its environment:
//   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN  the Twilio account (all three, or none: no texts)
//   TWILIO_FROM                            the account's number that texts come from (+19035550123), or a Messaging Service (MG…)
//   TWILIO_API_BASE                        another address for Twilio's API (tests point it at a stand-in)
//   OWNER_TEXT_TO                          the owner's mobile: a text for each new booking (optional)
// Half a setting (a token without its account) stops the server at start with what is missing, as a wrong
// SMTP_URL does: an owner who set some of them expects texts, and silence would hide the mistake.
import { usTextNumber } from './phone.ts';

export interface TextEnv {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_API_BASE?: string;
  OWNER_TEXT_TO?: string;
}

export interface TextSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase?: string;
  /** The owner's mobile in E.164, when they want a text for each new booking. */
  ownerTo?: string;
}

const KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/**
 * A number of the settings: a US one written any usual way, or any number in E.164. Unlike a customer's
 * (always a US mobile), the account's number may be toll-free or foreign and Twilio knows it better than
 * libphonenumber-js's tables, so only its form is checked.
 */
const settingNumber = (value: string): string | undefined => {
  const compact = value.replace(/[\s().-]/g, '');
  return usTextNumber(value) ?? (/^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined);
};

/** The settings, `off` when none of the three keys is set, or what is wrong with them. */
export function textSettings(env: TextEnv): { ok: true; settings: TextSettings | 'off' } | { ok: false; error: string } {
  const value = (name: keyof TextEnv) => env[name]?.trim() || undefined;
  const missing = KEYS.filter((key) => !value(key));
  if (missing.length === KEYS.length) {
    return value('OWNER_TEXT_TO') ? { ok: false, error: `OWNER_TEXT_TO is set, but texts need ${KEYS.join(', ')} too.` } : { ok: true, settings: 'off' };
  }
  if (missing.length > 0) return { ok: false, error: `Texts need ${KEYS.join(', ')}; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set.` };
  const [accountSid, authToken, from] = KEYS.map((key) => value(key)!) as [string, string, string];
  if (!accountSid.startsWith('AC')) return { ok: false, error: 'TWILIO_ACCOUNT_SID starts with AC (the Account SID on the Twilio console\'s first page).' };
  const fromNumber = from.startsWith('MG') ? from : settingNumber(from);
  if (!fromNumber) return { ok: false, error: `TWILIO_FROM must be your Twilio number written like +19035550123, or a Messaging Service SID (MG…); got "${from}".` };
  const apiBase = value('TWILIO_API_BASE');
  if (apiBase && !/^https?:\/\/[^/]+/.test(apiBase)) return { ok: false, error: `TWILIO_API_BASE must be an address like https://api.twilio.com; got "${apiBase}".` };
  const ownerText = value('OWNER_TEXT_TO');
  const ownerTo = ownerText === undefined ? undefined : settingNumber(ownerText);
  if (ownerText !== undefined && !ownerTo) return { ok: false, error: `OWNER_TEXT_TO must be a mobile number written like +19035550123; got "${ownerText}".` };
  return { ok: true, settings: { accountSid, authToken, from: fromNumber, ...(apiBase && { apiBase }), ...(ownerTo && { ownerTo }) } };
}
