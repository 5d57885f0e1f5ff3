import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { FacebookIcon, InstagramIcon } from '../ui/brand-icons.tsx';
import type { SiteConfig } from '../schema/site-schema.ts';
import { colors, fontSize, fonts, mq, space } from '../theme.ts';
import { containerCss } from '../ui/layout.tsx';

const headingCss = css({ fontFamily: fonts.heading, fontSize: fontSize.lg, color: colors.white, margin: `0 0 ${space[3]}` });
const linkCss = css({ color: colors.onDark, textDecorationColor: 'rgba(253,242,246,0.4)', '&:hover': { color: colors.white } });
const rowCss = css({ display: 'flex', gap: space[2], alignItems: 'flex-start', margin: `0 0 ${space[2]}`, '& svg': { flexShrink: 0, marginTop: 3, color: colors.gold } });

/** A plain link; an address on another site (https://) opens in a new tab. Emotion passes `css` as `className`. */
function FooterLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const external = href.startsWith('https://');
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={className}>
      {children}
    </a>
  );
}

/** Rendered on the server only; src/layout/enhance.ts replaces the build year with the visitor's. */
export function Footer({ site }: { site: SiteConfig }) {
  const { business, footer, social } = site;
  const menuId = useId();
  const tel = `tel:${business.phone.replace(/[^\d+]/g, '')}`;
  return (
    <footer css={css({ background: colors.plumDeep, color: colors.onDarkMuted, fontSize: fontSize.sm })}>
      <div css={css({ background: colors.rose, textAlign: 'center', padding: `${space[4]} ${space[4]}` })}>
        <FooterLink href={footer.faqHref} css={css({ color: colors.white, fontWeight: 700, letterSpacing: '0.08em', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })}>
          {footer.faqPrompt}
        </FooterLink>
      </div>
      <div css={[containerCss, css({ display: 'grid', gap: space[6], paddingBlock: space[7], [mq.md]: { gridTemplateColumns: '1.2fr 1fr 1fr 1fr' } })]}>
        <div>
          <p css={[headingCss, css({ fontSize: fontSize.xl })]}>{business.name}</p>
          <p css={css({ margin: `0 0 ${space[4]}` })}>{business.tagline}</p>
          <ul aria-label="Social media" css={css({ display: 'flex', gap: space[3], listStyle: 'none', padding: 0, margin: 0 })}>
            <li>
              <a href={social.facebook} target="_blank" rel="noopener noreferrer" css={[linkCss, css({ display: 'inline-flex', gap: space[2], alignItems: 'center', minHeight: 44 })]}>
                <FacebookIcon /> Facebook
              </a>
            </li>
            <li>
              <a href={social.instagram} target="_blank" rel="noopener noreferrer" css={[linkCss, css({ display: 'inline-flex', gap: space[2], alignItems: 'center', minHeight: 44 })]}>
                <InstagramIcon /> Instagram
              </a>
            </li>
          </ul>
        </div>
        <nav aria-labelledby={menuId}>
          <h2 id={menuId} css={headingCss}>Menu</h2>
          <ul css={css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space[1] })}>
            {footer.menu.map((l) => (
              <li key={l.href}>
                <FooterLink href={l.href} css={[linkCss, css({ display: 'inline-block', paddingBlock: 2 })]}>
                  {l.label}
                </FooterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 css={headingCss}>Visit &amp; Contact</h2>
          <address css={css({ fontStyle: 'normal' })}>
            <p css={rowCss}>
              <MapPin size={18} aria-hidden="true" />
              <span>
                {business.office.street}
                <br />
                {business.office.city}, {business.office.state} {business.office.zip}
              </span>
            </p>
            <p css={rowCss}>
              <Phone size={18} aria-hidden="true" />
              <a href={tel} css={linkCss}>{business.phone}</a>
            </p>
            <p css={rowCss}>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${business.email}`} css={linkCss}>{business.email}</a>
            </p>
          </address>
        </div>
        <div>
          <h2 css={headingCss}>Hours</h2>
          <ul css={css({ listStyle: 'none', padding: 0, margin: 0 })}>
            {business.hours.map((h) => (
              <li key={h.days} css={rowCss}>
                <Clock size={18} aria-hidden="true" />
                <span>
                  <strong css={css({ color: colors.white })}>{h.days}:</strong> {h.time}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div css={css({ borderTop: '1px solid rgba(253,242,246,0.15)' })}>
        <p css={[containerCss, css({ margin: '0 auto', paddingBlock: space[4], textAlign: 'center', fontSize: fontSize.xs })]}>
          © <span data-testid="copyright-year" data-current-year="">{__BUILD_YEAR__}</span> {business.name}. All rights reserved. {business.owner.credit}
        </p>
      </div>
    </footer>
  );
}
