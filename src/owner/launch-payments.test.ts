// What `npm run check:launch -- --server` says about deposits: missing Stripe settings are a note of what they
// would add (never a thing left to do), naming the services that set a deposit; one setting without the other
// is a finding (the server would not start).
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../schema/site-schema.ts';
import { paymentsFinding, paymentsNotes } from './launch-payments.ts';

const site = { services: [{ name: 'Teeth Whitening', price: 75, deposit: 25 }, { name: 'Tooth Gems', price: 40 }] } as unknown as SiteConfig;
const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('the launch check on deposits', () => {
  it('says what the Stripe settings add when they are missing, naming the services with a deposit, without counting it', () => {
    const [note] = paymentsNotes(site, {});
    expect(note?.name).toBe('DepositsOff');
    expect(note?.message).toContain('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET');
    expect(note?.message).toContain('Teeth Whitening sets a deposit');
    expect(note?.hint).toMatch(/refund.*no-show keeps it/);
    expect(paymentsFinding({})).toBeUndefined();
    expect(paymentsNotes(site, keys)).toEqual([]);
  });

  it('finds one setting without the other, or a wrong API address, which stop the server at start', () => {
    expect(paymentsFinding({ STRIPE_SECRET_KEY: 'sk_test_x' })).toMatchObject({ name: 'DepositsNotSetUp', message: expect.stringContaining('STRIPE_WEBHOOK_SECRET is not set') });
    expect(paymentsFinding({ ...keys, STRIPE_API_BASE: 'ftp://x' })?.message).toContain('STRIPE_API_BASE');
    expect(paymentsNotes(site, { STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([]);
  });
});
