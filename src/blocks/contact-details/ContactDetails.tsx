import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { LucideIcon } from 'lucide-react';
import { colors, fontSize, fonts, mq, radius, space } from '../../theme.ts';
import { FacebookIcon, InstagramIcon } from '../../ui/brand-icons.tsx';
import { mailtoHref, telHref } from '../../ui/contact-links.ts';
import { Section, eyebrowCss, h2Css } from '../../ui/layout.tsx';
import { ruleCss } from '../../ui/rule.ts';
import { usePlacement } from '../../ui/placement.ts';
import { visuallyHiddenCss } from '../../ui/visually-hidden.ts';
import type { BlockProps } from '../types.ts';
import type { resolveContactDetails } from './resolve.ts';
import { contactDetailsText as t } from './messages.ts';

const cardCss = css({
  background: colors.blush,
  borderRadius: radius.lg,
  border: `1px solid ${colors.blushDeep}`,
  height: '100%',
  padding: space[5],
  [mq.md]: { padding: space[6] },
});
const itemsCss = css({ listStyle: 'none', padding: 0, margin: `${space[5]} 0 0`, display: 'grid', gap: space[5] });
const itemCss = css({ display: 'grid', gridTemplateColumns: '44px minmax(0, 1fr)', gap: space[3], alignItems: 'start' });
const badgeCss = css({ display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: radius.pill, background: colors.white, color: colors.rose });
const itemHeadingCss = css({ fontFamily: fonts.body, fontSize: fontSize.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: colors.plum, margin: `0 0 ${space[1]}` });
const linkCss = css({ color: colors.rose, fontWeight: 600, fontSize: fontSize.lg, textUnderlineOffset: '3px', overflowWrap: 'anywhere' });
const socialCss = css({
  display: 'inline-flex', alignItems: 'center', gap: space[2], minHeight: 44, padding: `${space[2]} ${space[4]}`,
  borderRadius: radius.pill, background: colors.white, color: colors.plum, fontWeight: 600, textDecoration: 'none',
  border: `1px solid ${colors.blushDeep}`, '&:hover': { color: colors.rose, borderColor: colors.rose },
});

function Item({ icon: IconComponent, heading, children }: { icon: LucideIcon; heading: string; children: ReactNode }) {
  return (
    <li css={itemCss}>
      <span css={badgeCss} aria-hidden="true">
        <IconComponent size={20} />
      </span>
      <div>
        <h3 css={itemHeadingCss}>{heading}</h3>
        {children}
      </div>
    </li>
  );
}

export function ContactDetails({ block }: BlockProps<typeof resolveContactDetails>) {
  const headingId = useId();
  const { business, social } = block;
  const { office } = business;
  const card = (
    <div css={cardCss}>
      {block.eyebrow && <p css={eyebrowCss}>{block.eyebrow}</p>}
      <h2 id={headingId} css={[h2Css, ruleCss]}>{block.heading}</h2>
      {block.intro && <p css={css({ margin: 0, color: colors.muted })}>{block.intro}</p>}
      <ul css={itemsCss}>
        <Item icon={MapPin} heading={block.officeHeading}>
          <address css={css({ fontStyle: 'normal' })}>
            {office.street}
            <br />
            {office.city}, {office.state} {office.zip}
          </address>
        </Item>
        <Item icon={Phone} heading={block.phoneHeading}>
          <a href={telHref(business.phone)} css={linkCss}>{business.phone}</a>
        </Item>
        <Item icon={Mail} heading={block.emailHeading}>
          <a href={mailtoHref(business.email)} css={linkCss}>{business.email}</a>
        </Item>
        <Item icon={Clock} heading={block.hoursHeading}>
          <dl css={css({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: space[4], rowGap: space[1] })}>
            {business.hours.map((h) => (
              <div key={h.days} css={css({ display: 'contents' })}>
                <dt css={css({ fontWeight: 600, color: colors.plum })}>{h.days}</dt>
                <dd css={css({ margin: 0 })}>{h.time}</dd>
              </div>
            ))}
          </dl>
        </Item>
      </ul>
      <h3 css={[itemHeadingCss, css({ marginTop: space[6], marginBottom: space[3] })]}>{block.socialHeading}</h3>
      <ul css={css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: space[3] })}>
        <li>
          <a href={social.facebook} target="_blank" rel="noopener noreferrer" css={socialCss}>
            <FacebookIcon /> {t.facebook}
            <span css={visuallyHiddenCss}> {t.newTab}</span>
          </a>
        </li>
        <li>
          <a href={social.instagram} target="_blank" rel="noopener noreferrer" css={socialCss}>
            <InstagramIcon /> {t.instagram}
            <span css={visuallyHiddenCss}> {t.newTab}</span>
          </a>
        </li>
      </ul>
    </div>
  );
  if (usePlacement() === 'column') {
    return (
      <section id={block.id} aria-labelledby={headingId} css={css({ height: '100%' })}>
        {card}
      </section>
    );
  }
  return (
    <Section id={block.id} labelledBy={headingId}>
      <div css={css({ maxWidth: '40rem', marginInline: 'auto' })}>{card}</div>
    </Section>
  );
}
