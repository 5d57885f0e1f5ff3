/** @jsxImportSource react */
// The booking form itself: the one part of the contact block that runs in the browser (an island).
// It uses React alone: its class names come from the server (booking-styles.ts), so no styling
// runtime is downloaded with it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { BookingFormBlock } from './resolve.ts';
import type { ServiceOption } from './booking-options.ts';
import { agreeLabel, moneyLine, type ServiceTerms } from '../../data/bookings/choice-terms.ts';
import type { BookingClasses } from './booking-styles.ts';
import { Field, SelectFrame } from './fields.tsx';
import { FailedNotice, SentNotice, timeOfDayText } from './FormStatus.tsx';
import { StartTimes } from './StartTimes.tsx';
import { TextOptIn } from './TextOptIn.tsx';
import { SendIcon } from './icons.tsx';
import { contactFormText as t } from './messages.ts';
import { useServiceFromQuery, type QueryChoice } from './service-query.ts';
import { bookingDateRange, bookingToday, type BookingDateRange } from '../../data/bookings/booking-dates.ts';
import { bookingLimits, timesOfDay } from '../../data/bookings/booking-fields.ts';
import { BOOKING_API_PATH } from '../../schema/booking-endpoint.ts';
import type { FormErrors } from './send-booking.ts';
import { useBookingForm, type PostedForm } from './use-booking-form.ts';

/** What the island receives: the block's words and settings, without the contact details beside it. */

/** `posted`: our server's answer to the form sent without JavaScript (the page it answers with draws it). */
export function BookingForm({ block, classes, posted }: { block: BookingFormBlock; classes: BookingClasses; posted?: PostedForm }) {
  const form = useBookingForm(block.settings, block.services, block.times, posted);
  const { values, setField, honeypot, setHoneypot, status, errors, submit } = form;
  const chosen = block.services.find((s) => s.label === values.service);
  const packages = chosen?.packages ?? [];
  const chosenPackage = packages.find((p) => p.title === values.package);
  // A party's terms are its package's: a deposit is taken once a package is chosen.
  const terms = chosenPackage?.terms ?? chosen?.terms;
  // "Book This Package" on a party page chooses the party type and the package.
  const chooseFromQuery = useCallback((choice: QueryChoice) => {
    setField('service', choice.service);
    setField('package', choice.package?.title ?? '');
  }, [setField]);
  useServiceFromQuery(block.services, chooseFromQuery);
  const chooseService = (label: string) => {
    setField('service', label);
    // A package belongs to its party: another choice of service forgets it.
    const next = block.services.find((s) => s.label === label);
    if (!next?.packages?.some((p) => p.title === values.package)) setField('package', '');
  };
  // Sent to our own server, the form works as a plain HTML form until hydration (and without JavaScript):
  // the server answers with its thank-you, or this page with its messages and every field kept. Sent
  // elsewhere, a submit before hydration would lose what was typed, so the button waits for it.
  const action = block.settings.endpoint === BOOKING_API_PATH ? BOOKING_API_PATH : undefined;
  // The date's range depends on today in Texas, which the prerendered page cannot know: set after it.
  const [ready, setReady] = useState(false);
  const [dates, setDates] = useState<BookingDateRange | undefined>(undefined);
  useEffect(() => {
    setReady(true);
    setDates(bookingDateRange(bookingToday()));
  }, []);
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const sending = status === 'sending';
  // A check that found mistakes brings the first wrong field into focus (its message is beside it).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const wrong = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    wrong?.focus();
  }, [form.reported]);
  /** A wrong field is marked and described by its message (Field shows it), beside `described`. */
  const check = (field: keyof FormErrors, described?: string) => {
    const message = errors[field] && `${id(field)}-error`;
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': [described, message].filter(Boolean).join(' ') || undefined };
  };

  return (
    <div className={classes.card}>
      {block.eyebrow && <p className={classes.eyebrow}>{block.eyebrow}</p>}
      <h2 id={id('heading')} className={classes.heading}>{block.heading}</h2>
      {block.intro && <p className={classes.intro}>{block.intro}</p>}
      {/* Once hydrated the form checks its fields itself, each message beside its field; before, the browser does. */}
      {status !== 'sent' && (
        <form
          ref={formRef}
          aria-labelledby={id('heading')}
          noValidate={ready}
          method="post"
          action={action}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className={block.intro ? classes.formAfterIntro : classes.form}
        >
          <div className={classes.grid}>
            <Field id={id('name')} label={block.nameLabel} classes={classes} error={errors.name}>
              <input id={id('name')} name="name" type="text" required autoComplete="name" maxLength={bookingLimits.name} value={values.name} onChange={(e) => setField('name', e.target.value)} className={classes.control} {...check('name')} />
            </Field>
            <Field id={id('email')} label={block.emailLabel} classes={classes} error={errors.email}>
              <input id={id('email')} name="email" type="email" required autoComplete="email" value={values.email} onChange={(e) => setField('email', e.target.value)} className={classes.control} {...check('email')} />
            </Field>
            <Field id={id('phone')} label={block.phoneLabel} classes={classes} optional error={errors.phone}>
              <input id={id('phone')} name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={bookingLimits.phone} value={values.phone} onChange={(e) => setField('phone', e.target.value)} className={classes.control} {...check('phone')} />
            </Field>
            <TextOptIn id={id('textOptIn')} label={block.textOptInLabel} help={block.textOptInHelp} checked={values.textOptIn === 'true'} onChange={(yes) => setField('textOptIn', yes ? 'true' : '')} error={errors.textOptIn} classes={classes} />
            <Field id={id('service')} label={block.serviceLabel} classes={classes} error={errors.service}>
              <SelectFrame classes={classes}>
                <select id={id('service')} name="service" required value={values.service} onChange={(e) => chooseService(e.target.value)} className={values.service === '' ? classes.selectEmpty : classes.select} {...check('service')}>
                  <option value="">{block.servicePlaceholder}</option>
                  <ServiceOptions services={block.services} />
                </select>
              </SelectFrame>
            </Field>
            {packages.length > 0 && (
              <>
                <Field id={id('package')} label={block.packageLabel} classes={classes} optional error={errors.package}>
                  <SelectFrame classes={classes}>
                    <select id={id('package')} name="package" value={values.package} onChange={(e) => setField('package', e.target.value)} className={values.package === '' ? classes.selectEmpty : classes.select} {...check('package', chosenPackage ? id('package-note') : undefined)}>
                      <option value="">{block.packagePlaceholder}</option>
                      {packages.map((p) => <option key={p.slug} value={p.title}>{`${p.title} (${p.price})`}</option>)}
                    </select>
                  </SelectFrame>
                  {/* A phone's closed select cuts a long choice: the chosen package and its price, in full. */}
                  {chosenPackage && <p id={id('package-note')} className={classes.choiceNote}>{`${chosenPackage.title}: ${chosenPackage.price}`}</p>}
                </Field>
                <Field id={id('guests')} label={block.guestsLabel} classes={classes} optional error={errors.guests}>
                  <input id={id('guests')} name="guests" type="number" inputMode="numeric" min={1} max={bookingLimits.guests} step={1} value={values.guests} onChange={(e) => setField('guests', e.target.value)} className={classes.control} {...check('guests')} />
                </Field>
              </>
            )}
            <Field id={id('date')} label={block.dateLabel} classes={classes} optional error={errors.date}>
              <input id={id('date')} name="date" type="date" min={dates?.min} max={dates?.max} value={values.date} onChange={(e) => setField('date', e.target.value)} className={classes.control} {...check('date')} />
            </Field>
            <Field id={id('place')} label={block.placeLabel} classes={classes} optional error={errors.place}>
              <input id={id('place')} name="place" type="text" list={id('towns')} autoComplete="street-address" maxLength={bookingLimits.place} value={values.place} onChange={(e) => setField('place', e.target.value)} className={classes.control} {...check('place')} />
              <datalist id={id('towns')}>
                {block.towns.map((town) => <option key={town} value={town} />)}
              </datalist>
            </Field>
            {!(form.times.state === 'times' && form.times.times.length) && (
              <Field id={id('timeOfDay')} label={block.timeOfDayLabel} classes={classes} optional error={errors.timeOfDay}>
                <SelectFrame classes={classes}>
                  <select id={id('timeOfDay')} name="timeOfDay" value={values.timeOfDay} onChange={(e) => setField('timeOfDay', e.target.value)} className={classes.select} {...check('timeOfDay')}>
                    {['', ...timesOfDay].map((key) => <option key={key} value={key}>{timeOfDayText(block, key)}</option>)}
                  </select>
                </SelectFrame>
              </Field>
            )}
            <StartTimes id={id('start')} block={block} classes={classes} times={form.times} chosen={form.time?.start} choose={form.chooseTime} error={errors.start} />
            {terms && <ChoiceTerms id={id('policyAccepted')} terms={terms} deposit={(form.times.state === 'times' && form.times.deposit === true) || errors.policyAccepted !== undefined} agreed={form.agreed} agree={form.setAgreed} error={errors.policyAccepted} classes={classes} />}
            <Field id={id('message')} label={block.messageLabel} classes={classes} optional wide error={errors.message}>
              <textarea id={id('message')} name="message" rows={4} value={values.message} onChange={(e) => setField('message', e.target.value)} className={classes.textarea} {...check('message')} />
            </Field>
          </div>
          <div aria-hidden="true" className={classes.hidden}>
            <label htmlFor={id('website')}>{t.honeypot}</label>
            <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
          </div>
          <div>
            <button type="submit" disabled={(!ready && !action) || sending} className={classes.submit}>
              <SendIcon size={18} />
              {sending ? block.sendingLabel : block.submitLabel}
            </button>
          </div>
          {status === 'failed' && <FailedNotice contact={block.contact} classes={classes} />}
        </form>
      )}
      <SentNotice block={block} sent={status === 'sent' ? form.sent : undefined} again={form.again} classes={classes} terms={termsOf(block.services, form.sent?.values)} />
    </div>
  );
}

/** The terms of a choice sent (its package's for a party). */
function termsOf(services: readonly ServiceOption[], values: { service: string; package: string } | undefined): ServiceTerms | undefined {
  const service = values && services.find((s) => s.label === values.service);
  return service?.packages?.find((p) => p.title === values?.package)?.terms ?? service?.terms;
}

/**
 * Beside the free times: the choice's price and what to prepare; where the server takes the deposit (the free
 * times say so, or the server asked for the policy), the deposit and the policy with its box to tick.
 */
function ChoiceTerms({ id, terms, deposit, agreed, agree, error, classes }: { id: string; terms: ServiceTerms; deposit: boolean; agreed: boolean; agree: (yes: boolean) => void; error?: string; classes: BookingClasses }) {
  const money = moneyLine(terms, deposit);
  return (
    <div className={classes.wide}>
      {money && <p className={classes.choiceNote}>{money}</p>}
      {terms.prepare && <p className={classes.choiceNote}>{terms.prepare}</p>}
      {deposit && terms.policy && (
        <>
          <p id={`${id}-policy`} className={classes.choiceNote}>{terms.policy}</p>
          <label htmlFor={id} className={classes.checkLine}>
            <input id={id} name="policyAccepted" type="checkbox" value="true" required checked={agreed} onChange={(e) => agree(e.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={[`${id}-policy`, error && `${id}-error`].filter(Boolean).join(' ')} />{' '}
            {agreeLabel}
          </label>
          {error && <p id={`${id}-error`} role="alert" className={classes.fieldError}>{error}</p>}
        </>
      )}
    </div>
  );
}

/** The services in their order; options of one group (the party types) together under its name. */
function ServiceOptions({ services }: { services: readonly ServiceOption[] }) {
  const runs: { group?: string; options: ServiceOption[] }[] = [];
  for (const option of services) {
    const last = runs[runs.length - 1];
    if (last && option.group !== undefined && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  const list = (options: ServiceOption[]) => options.map((s) => <option key={s.slug} value={s.label}>{s.label}</option>);
  return runs.map((run, i) => (run.group === undefined ? list(run.options) : <optgroup key={`group-${i}`} label={run.group}>{list(run.options)}</optgroup>));
}
