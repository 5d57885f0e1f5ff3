// What `npm run check:launch -- --server` says about texts: missing Twilio settings are a note of what they
// would add (never a thing left to do), settings set in part are a finding (the server would not start).
import { describe, expect, it } from 'vitest';
import { textsFinding, textsNotes } from './launch-texts.ts';

const keys = { TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+19035550100' };

describe('the launch check on texts', () => {
  it('says what the Twilio settings add when they are missing, without counting it', () => {
    const [note] = textsNotes({});
    expect(note?.name).toBe('TextsOff');
    expect(note?.message).toContain('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM');
    expect(note?.hint).toMatch(/confirm and the day before.*OWNER_TEXT_TO/);
    expect(textsFinding({})).toBeUndefined();
    expect(textsNotes(keys).map((n) => n.name)).toEqual(['NoOwnerTexts']);
    expect(textsNotes({ ...keys, OWNER_TEXT_TO: '+19035550199' })).toEqual([]);
  });

  it('finds settings set in part, which stop the server at start', () => {
    expect(textsFinding({ TWILIO_ACCOUNT_SID: keys.TWILIO_ACCOUNT_SID })).toMatchObject({ name: 'TextsNotSetUp', message: expect.stringContaining('TWILIO_AUTH_TOKEN and TWILIO_FROM are not set') });
    expect(textsNotes({ TWILIO_ACCOUNT_SID: keys.TWILIO_ACCOUNT_SID })).toEqual([]);
  });
});
