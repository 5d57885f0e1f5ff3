// A party's page as HTML (party-page.tsx serves it): the party (when, where, package), who is coming with what
// they chose, the running total with the perks the count has earned, the time the party needs, the fewest
// guests and the deadline, and the form a guest signs up with. Plain HTML forms, phone first, no JavaScript.
import type { ReactNode } from 'react';
import { formatCents } from '../../schema/money.ts';
import { fill } from '../../schema/fill.ts';
import type { PackageChoice, PerkRule } from '../../schema/party-plan.ts';
import { formatTime } from '../bookings/format.ts';
import { html, SendButton, Shell, unbroken } from '../page-shell.tsx';
import type { PartyGuest } from './party-book.ts';
import type { PartyTotal } from './party-total.ts';
import { partyWords as w } from './party-words.ts';

/** "2 h 30 min", "45 min", "3 h". */
export function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} h` : '', m > 0 || h === 0 ? `${m} min` : ''].filter(Boolean).join(' ');
}

export interface PartyState {
  /** "Bachelorette Glam Parties: Bride Tribe Glam". */
  name: string;
  host: string;
  start?: string;
  place: string;
  guests: readonly PartyGuest[];
  total: PartyTotal;
  perks: readonly { title: string; rule: PerkRule }[];
  maxGuests: number;
  minimumGuests?: number;
  /** When the fewest guests must have signed up (ms). */
  deadline?: number;
  /** The time the party needs for the guests signed up, and the time it is booked for (minutes). */
  needed?: number;
  booked?: number;
  startingAt?: string;
  /** "the bride": shown beside the guest who is. */
  guestOfHonor?: string;
  open: boolean;
}

export interface SignUpForm {
  action: string;
  form: string;
  repeat: string;
  choices: readonly PackageChoice[];
  /** "the bride", when the party has one and they have not signed up yet. */
  guestOfHonor?: string;
  values?: Record<string, string | string[]>;
  errors?: Record<string, string>;
  /** The questions before the visit of the choices' services (src/server/intake/), drawn by the caller. */
  questions?: ReactNode;
}

export interface PartyViewOptions {
  business: { name: string; phone: string };
  party: PartyState;
  signUp?: SignUpForm;
  notice?: { text: string; error?: boolean };
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Field({ id, label, type = 'text', value, error, hint, required, autoComplete, maxLength }: { id: string; label: string; type?: string; value?: string; error?: string; hint?: string; required?: boolean; autoComplete?: string; maxLength: number }) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
      <input id={id} name={id} type={type} defaultValue={value ?? ''} required={required} autoComplete={autoComplete} maxLength={maxLength} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </p>
  );
}

function GuestList({ party }: { party: PartyState }) {
  const left = party.maxGuests - party.guests.length;
  return (
    <section aria-labelledby="guests-heading">
      <h2 id="guests-heading">{w.listHeading}</h2>
      <p className="meta">{fill(left > 0 ? w.countLine : w.countFull, { count: String(party.guests.length), left: String(left) })}</p>
      {party.minimumGuests !== undefined && (
        <p className="meta">
          {party.guests.length >= party.minimumGuests
            ? fill(w.minimumMet, { minimum: String(party.minimumGuests) })
            : fill(w.minimumLine, { minimum: String(party.minimumGuests), deadline: party.deadline !== undefined ? formatTime(party.deadline) : '' }).replace(' by .', '.')}
        </p>
      )}
      {party.guests.length === 0 ? (
        <p>{w.nobodyYet}</p>
      ) : (
        <ol className="list guests">
          {party.guests.map((g) => (
            <li key={g.id} className="card">
              <h3>
                {g.name}
                {g.guestOfHonor && party.guestOfHonor && (
                  <>
                    {' '}
                    <span className="badge confirmed">{cap(party.guestOfHonor)}</span>
                  </>
                )}
              </h3>
              <p className="meta">{g.choices.length > 0 ? g.choices.map((c) => c.name).join(', ') : w.choicesNone}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Total({ party }: { party: PartyState }) {
  const { total } = party;
  const rows: [string, string][] = [
    [w.choicesLine, formatCents(total.choicesCents)],
    ...total.perks.map((p): [string, string] => [p.title, `−${formatCents(p.cents)}`]),
    ...(total.travelCents > 0 ? [[w.travelLine, formatCents(total.travelCents)] as [string, string]] : []),
  ];
  const waiting = party.perks.filter((p) => total.counted < p.rule.guestsAtLeast);
  return (
    <section aria-labelledby="total-heading">
      <h2 id="total-heading">{w.totalHeading}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>{w.totalLine}</dt>
        <dd>
          <strong>{formatCents(total.totalCents)}</strong>
        </dd>
        {party.needed !== undefined && (
          <>
            <dt>{w.timeNeeded}</dt>
            <dd>
              {hoursText(party.needed)}
              {party.booked !== undefined && party.booked !== party.needed && ` (${fill(w.timeBooked, { booked: hoursText(party.booked) })})`}
            </dd>
          </>
        )}
      </dl>
      {waiting.map((p) => (
        <p key={p.title} className="hint">
          {fill(w.perkWaiting, { perk: p.title, count: String(p.rule.guestsAtLeast), more: String(p.rule.guestsAtLeast - total.counted) })}
        </p>
      ))}
      {party.startingAt && <p className="hint">{fill(w.startingAt, { price: party.startingAt.replace(/^starting at\s*/i, '') })}</p>}
    </section>
  );
}

function SignUp({ form, business }: { form: SignUpForm; business: { name: string } }) {
  const v = (key: string) => {
    const value = form.values?.[key];
    return typeof value === 'string' ? value : '';
  };
  const chosen = new Set([form.values?.choice ?? []].flat());
  const e = form.errors ?? {};
  return (
    <section aria-labelledby="signup-heading">
      <h2 id="signup-heading">{w.formHeading}</h2>
      {Object.keys(e).length > 0 && (
        <p className="notice error" role="alert">
          {w.fieldsWrong}
        </p>
      )}
      <form method="post" action={form.action} noValidate>
        <input type="hidden" name="form" value={form.form} />
        <input type="hidden" name="repeat" value={form.repeat} />
        <Field id="name" label={w.nameLabel} value={v('name')} error={e.name} required autoComplete="name" maxLength={100} />
        <Field id="email" label={w.emailLabel} type="email" value={v('email')} error={e.email} required autoComplete="email" maxLength={254} hint={fill(w.contactHint, { business: business.name })} />
        <Field id="phone" label={w.phoneLabel} type="tel" value={v('phone')} error={e.phone} autoComplete="tel" maxLength={30} />
        {form.choices.length > 0 && (
          <fieldset className="question" aria-describedby={e.choice ? 'choice-error' : undefined}>
            <legend>{w.choicesLegend}</legend>
            {e.choice && (
              <span className="field-error" id="choice-error">
                {e.choice}
              </span>
            )}
            <div className="choices">
              {form.choices.map((c, i) => (
                <label key={c.name} className="choice" htmlFor={`choice-${i}`}>
                  <input type="checkbox" id={`choice-${i}`} name="choice" value={c.name} defaultChecked={chosen.has(c.name)} />
                  {c.price > 0 ? `${c.name} · ${formatCents(Math.round(c.price * 100))}` : c.name}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {form.guestOfHonor && (
          <p>
            <label className="choice" htmlFor="honor">
              <input type="checkbox" id="honor" name="honor" value="yes" defaultChecked={v('honor') === 'yes'} aria-describedby={e.honor ? 'honor-error' : undefined} />
              {fill(w.guestOfHonorLabel, { honor: form.guestOfHonor })}
            </label>
            {e.honor && (
              <span className="field-error" id="honor-error">
                {e.honor}
              </span>
            )}
          </p>
        )}
        {form.questions}
        <SendButton label={w.submit} primary />
      </form>
    </section>
  );
}

export function partyView({ business, party, signUp, notice }: PartyViewOptions): string {
  return html(
    <Shell title={w.pageTitle} businessName={business.name} brand={business.name} home="/">
      <h1>{party.name}</h1>
      {notice && (
        <p className={notice.error ? 'notice error' : 'notice'} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <dl>
        <dt>{w.whenLabel}</dt>
        <dd>{party.start ? formatTime(party.start) : w.notTimed}</dd>
        <dt>{w.whereLabel}</dt>
        <dd>{party.place}</dd>
      </dl>
      <GuestList party={party} />
      <Total party={party} />
      {party.open && signUp ? <SignUp form={signUp} business={business} /> : <p className="notice">{w.closed}</p>}
      <p>{`${cap(business.name)}: ${unbroken(business.phone)}`}</p>
    </Shell>,
  );
}

/** A page with a sentence only (a link that is not valid, too many requests). */
export const partyNotice = (business: { name: string; phone: string }, text: string): string =>
  html(
    <Shell title={w.pageTitle} businessName={business.name} brand={business.name} home="/">
      <h1>{w.pageTitle}</h1>
      <p className="notice error" role="alert">
        {text}
      </p>
      <p>{`${business.name}: ${unbroken(business.phone)}`}</p>
    </Shell>,
  );
