import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Send } from 'lucide-react';
import { useSite } from '../../app/content-context.tsx';
import { colors, mq, radius, shadow, space } from '../../theme.ts';
import { buttonCss } from '../../ui/button.tsx';
import { Section, eyebrowCss, h2Css } from '../../ui/layout.tsx';
import { PlacementContext } from '../../ui/placement.ts';
import { ruleCss } from '../../ui/rule.ts';
import { visuallyHiddenCss } from '../../ui/visually-hidden.ts';
import { ContactDetails } from '../contact-details/ContactDetails.tsx';
import type { BlockProps } from '../types.ts';
import { controlCss } from '../../ui/form.ts';
import { Field, SelectFrame } from './fields.tsx';
import { FormStatus } from './FormStatus.tsx';
import { contactFormText as t } from './messages.ts';
import { useServiceFromQuery } from './service-query.ts';
import { useBookingForm } from './use-booking-form.ts';

const layoutCss = css({
  display: 'grid',
  gap: space[6],
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: space[7] },
});
const cardCss = css({
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  padding: space[5],
  [mq.md]: { padding: space[6] },
});
// While sending, the button stays readable (the shared disabled look fades it) and only the cursor says "wait".
const submitCss = css({ width: '100%', [mq.sm]: { width: 'auto', minWidth: '14rem' }, '&:disabled': { opacity: 1, background: colors.roseDark } });
const gridCss = css({ display: 'grid', gap: space[5], [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });

export function ContactForm({ block }: BlockProps<'contact-form'>) {
  const { contactForm } = useSite();
  const { values, setField, honeypot, setHoneypot, status, submit } = useBookingForm(contactForm);
  const chooseService = useCallback((label: string) => setField('service', label), [setField]);
  useServiceFromQuery(block.services, chooseService);
  // Until hydration a submit would reload the page and lose what was typed, so the button waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // After a send the cleared fields would still count as "touched" and show as invalid; a form reset forgets that.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (status === 'sent') formRef.current?.reset();
  }, [status]);
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const sending = status === 'sending';

  return (
    <Section id={block.id}>
      <div css={layoutCss}>
        {block.aside && (
          <PlacementContext.Provider value="column">
            <ContactDetails block={block.aside} />
          </PlacementContext.Provider>
        )}
        <div css={cardCss}>
          {block.eyebrow && <p css={eyebrowCss}>{block.eyebrow}</p>}
          <h2 id={id('heading')} css={[h2Css, ruleCss]}>{block.heading}</h2>
          {block.intro && <p css={css({ margin: `0 0 ${space[5]}`, color: colors.muted })}>{block.intro}</p>}
          <form
            ref={formRef}
            aria-labelledby={id('heading')}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            css={css({ display: 'grid', gap: space[5], marginTop: block.intro ? 0 : space[5] })}
          >
            <div css={gridCss}>
              <Field id={id('name')} label={block.nameLabel}>
                <input id={id('name')} name="name" type="text" required autoComplete="name" value={values.name} onChange={(e) => setField('name', e.target.value)} css={controlCss} />
              </Field>
              <Field id={id('email')} label={block.emailLabel}>
                <input id={id('email')} name="email" type="email" required autoComplete="email" value={values.email} onChange={(e) => setField('email', e.target.value)} css={controlCss} />
              </Field>
              <Field id={id('service')} label={block.serviceLabel}>
                <SelectFrame>
                  <select id={id('service')} name="service" required value={values.service} onChange={(e) => setField('service', e.target.value)} css={[controlCss, values.service === '' && css({ color: colors.muted })]}>
                    <option value="">{block.servicePlaceholder}</option>
                    {block.services.map((s) => (
                      <option key={s.slug} value={s.label}>{s.label}</option>
                    ))}
                  </select>
                </SelectFrame>
              </Field>
              <Field id={id('date')} label={block.dateLabel} optional>
                <input id={id('date')} name="date" type="date" value={values.date} onChange={(e) => setField('date', e.target.value)} css={controlCss} />
              </Field>
              <Field id={id('message')} label={block.messageLabel} optional wide>
                <textarea id={id('message')} name="message" rows={4} value={values.message} onChange={(e) => setField('message', e.target.value)} css={[controlCss, css({ resize: 'vertical' })]} />
              </Field>
            </div>
            <div aria-hidden="true" css={visuallyHiddenCss}>
              <label htmlFor={id('website')}>{t.honeypot}</label>
              <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
            </div>
            <div>
              <button type="submit" disabled={!ready || sending} css={[buttonCss.primary, submitCss]}>
                <Send size={18} aria-hidden="true" />
                {sending ? block.sendingLabel : block.submitLabel}
              </button>
            </div>
            <FormStatus status={status} successMessage={block.successMessage} />
          </form>
        </div>
      </div>
    </Section>
  );
}
