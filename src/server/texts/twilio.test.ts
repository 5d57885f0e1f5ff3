// The Twilio adapter through the official SDK against the stand-in at TWILIO_API_BASE: a text is sent with
// the account's credentials and number, STOP (21610) is an answer and not an error, an outage is an error
// (so the outbox retries it); and the settings refuse half a setup and numbers a text cannot go to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../../tests/support/fake-twilio-server.ts';
import { usTextNumber } from './phone.ts';
import { textSettings } from './settings.ts';
import { createTwilioSender } from './twilio.ts';

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

const SID = 'AC0123456789abcdef0123456789abcdef';
const sender = () => createTwilioSender({ accountSid: SID, authToken: 'token', from: '+19035550100', apiBase: fake.baseUrl });

describe('the Twilio adapter', () => {
  it('sends a text through the SDK to the stand-in', async () => {
    expect(await sender().sendText('+19035550123', 'See you tomorrow')).toBe('sent');
    expect(fake.texts.at(-1)).toMatchObject({ account: SID, user: SID, to: '+19035550123', from: '+19035550100', body: 'See you tomorrow' });
  });

  it('answers opted-out for a number that replied STOP, undeliverable for a landline, and throws on an outage', async () => {
    fake.stopped.add('+19035550124');
    expect(await sender().sendText('+19035550124', 'Hello')).toBe('opted-out');
    fake.landlines.add('+19035550125');
    expect(await sender().sendText('+19035550125', 'Hello')).toEqual({ undeliverable: 21614 });
    fake.failNext(1);
    await expect(sender().sendText('+19035550123', 'Hello')).rejects.toThrow(/Twilio error 20500 \(HTTP 500\)/);
  });
});

describe('text settings', () => {
  it('are off without keys, and refuse half a setup or a number no text can go to', () => {
    expect(textSettings({})).toEqual({ ok: true, settings: 'off' });
    expect(textSettings({ TWILIO_ACCOUNT_SID: SID })).toMatchObject({ ok: false, error: expect.stringMatching(/TWILIO_AUTH_TOKEN and TWILIO_FROM are not set/) });
    expect(textSettings({ OWNER_TEXT_TO: '+19035550100' })).toMatchObject({ ok: false });
    const keys = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '(903) 555-0100' };
    expect(textSettings({ ...keys, OWNER_TEXT_TO: '903 555 0101' })).toEqual({ ok: true, settings: { accountSid: SID, authToken: 't', from: '+19035550100', ownerTo: '+19035550101' } });
    expect(textSettings({ ...keys, OWNER_TEXT_TO: '+1 555 555 0100' })).toMatchObject({ ok: true, settings: { ownerTo: '+15555550100' } });
    expect(textSettings({ ...keys, OWNER_TEXT_TO: 'my cell' })).toMatchObject({ ok: false, error: expect.stringMatching(/OWNER_TEXT_TO/) });
    expect(textSettings({ ...keys, TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef' })).toMatchObject({ ok: true, settings: { from: 'MG0123456789abcdef0123456789abcdef' } });
  });

  it('normalises US numbers to E.164 and refuses others', () => {
    expect(usTextNumber('(903) 555-0123')).toBe('+19035550123');
    expect(usTextNumber('1-903-555-0123')).toBe('+19035550123');
    expect(usTextNumber('+44 20 7946 0958')).toBeUndefined();
    expect(usTextNumber('416-555-0199')).toBeUndefined();
    expect(usTextNumber('555-0123')).toBeUndefined();
  });
});
