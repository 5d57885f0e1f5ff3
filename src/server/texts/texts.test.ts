// Texts about appointments, through the official SDK to the stand-in Twilio at TWILIO_API_BASE, with no
// network and no email server: a customer who asked is texted the time, the town and their link when the
// appointment is confirmed and the day before; one who did not, or a server without the keys, texts nothing;
// a number that replied STOP (21610), or a landline, is never tried again; an outage is retried; the owner is
// texted each new booking. (texts-once.test.ts: once across servers and restarts, at once, with a deposit.)
import { describe, expect, it } from 'vitest';
import { reminderAt } from '../appointments/book.ts';
import { AVA, eventually, FROM, OWNER, SID, textDesks } from '../../../tests/support/text-desks.ts';

const d = textDesks();

describe('texts about an appointment', () => {
  it('texts the time, the town and the link on confirmation, and the reminder the day before', async () => {
    const desk = await d.openDesk(d.keys());
    const b = await d.confirmed(desk, await d.held(desk, true));
    await eventually(() => expect(d.twilio.texts).toHaveLength(1));
    const [text] = d.twilio.texts;
    // Another, confirmed and then cancelled: its reminder no longer applies, as the reminder email's.
    const gone = await d.confirmed(desk, await d.held(desk, true, 3, '(903) 555-0125'));
    await eventually(() => expect(d.twilio.texts).toHaveLength(2));
    expect((await desk.appointments.book.cancel(gone, Date.now())).ok).toBe(true);
    expect(text).toMatchObject({ account: SID, to: AVA, from: FROM });
    expect(text!.body).toContain(d.site().business.name);
    expect(text!.body).toContain('11:00 AM');
    expect(text!.body).toContain(' in Greenville');
    expect(text!.body).not.toContain('400 Lee St');
    expect(text!.body).toMatch(/To change or cancel: https?:\/\/\S+\/appointment\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);
    expect(text!.body.length).toBeLessThan(320);

    // The day before at the reminder's hour: an outbox whose clock stands there sends the reminder.
    const due = reminderAt(b.appointment!.start, d.site().availability?.reminderHour);
    d.outbox(desk, desk.store, { now: () => due + 1 });
    await eventually(async () => expect((await d.textJobsOf(desk, gone.id)).map((j) => j.state)).toEqual(['sent', 'dropped']));
    await eventually(() => expect(d.twilio.texts).toHaveLength(3));
    expect(d.twilio.texts[2]).toMatchObject({ to: AVA });
    expect(d.twilio.texts[2]!.body).toMatch(/see you tomorrow, \w{3}, \w{3} \d+ at 11:00 AM in Greenville/);
    expect(d.twilio.texts[2]!.body).toContain('/appointment/');
    await eventually(async () =>
      expect(await d.textJobsOf(desk, b.id)).toEqual([
        { key: `text-confirmed#${b.appointment!.sequence}`, state: 'sent', attempts: 1 },
        { key: `text-reminder#${b.appointment!.sequence}`, state: 'sent', attempts: 1 },
      ]),
    );
  });

  it('texts nobody who did not ask, and nothing without the keys', async () => {
    const desk = await d.openDesk(d.keys());
    const b = await d.confirmed(desk, await d.held(desk, false));
    expect(await d.textJobsOf(desk, b.id)).toEqual([]);
    const keyless = await d.openDesk({});
    const c = await d.confirmed(keyless, await d.held(keyless, true));
    expect(await d.textJobsOf(keyless, c.id)).toEqual([]);
    expect(d.twilio.texts).toEqual([]);
  });

  it('never tries a number again once it replied STOP (21610), nor a landline (21614), and retries an outage', async () => {
    const desk = await d.openDesk(d.keys());
    d.twilio.stopped.add(AVA);
    const b = await d.confirmed(desk, await d.held(desk, true));
    await eventually(async () => expect((await desk.store.find(b.reference))?.textsStoppedAt).toBeDefined());
    expect(await d.textJobsOf(desk, b.id)).toEqual([
      { key: `text-confirmed#${b.appointment!.sequence}`, state: 'dropped', attempts: 0 },
      { key: `text-reminder#${b.appointment!.sequence}`, state: 'dropped', attempts: 0 },
    ]);
    expect(d.twilio.texts).toEqual([]);

    // A landline loses that text, never tried again, and its booking's texts stay on (it did not reply STOP).
    d.twilio.landlines.add('+19035550126');
    const landline = await d.confirmed(desk, await d.held(desk, true, 4, '903-555-0126'));
    await eventually(async () => expect((await d.textJobsOf(desk, landline.id))[0]).toMatchObject({ state: 'dropped', attempts: 0 }));
    expect((await desk.store.find(landline.reference))?.textsStoppedAt).toBeUndefined();

    // An outage (HTTP 500) is tried again, and sent once.
    d.twilio.failNext(1);
    const other = await d.confirmed(desk, await d.held(desk, true, 5, '(903) 555-0124'));
    // The stand-in has the text before the outbox marks its job sent: the job is waited for.
    await eventually(async () => expect((await d.textJobsOf(desk, other.id))[0]).toMatchObject({ state: 'sent', attempts: 2 }));
    expect(d.twilio.texts.map((t) => t.to)).toEqual(['+19035550124']);
  });

  it("texts the owner each new booking, with the customer's name on one line", async () => {
    const desk = await d.openDesk({ ...d.keys(), OWNER_TEXT_TO: OWNER });
    const res = await desk.api.request('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ava  Brooks', email: 'ava@example.com', service: d.offered()[0]!.label, date: '', message: 'Call me', phone: '903 555 0123' }),
    });
    const { reference } = (await res.json()) as { reference: string };
    await eventually(() => expect(d.twilio.texts).toHaveLength(1));
    expect(d.twilio.texts[0]).toMatchObject({ to: OWNER, body: `New booking ${reference}: ${d.offered()[0]!.label} for Ava Brooks. ${d.site().siteUrl.replace(/\/+$/, '')}/owner/bookings/${reference}` });
  });
});
