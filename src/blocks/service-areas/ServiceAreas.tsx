import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, fonts, mq, radius, space } from '../../theme.ts';
import { cardCss as surfaceCss } from '../../ui/surface.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkText } from '../../ui/link-text.tsx';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { Icon } from '../icon.tsx';
import type { BlockProps } from '../types.ts';
import type { resolveServiceAreas } from './resolve.ts';
import type { Area } from './areas.ts';
import { moneyLine } from '../../data/bookings/deposit-words.ts';
import { serviceAreasText } from './messages.ts';

const gridCss = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space[5],
  [mq.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' },
});

const cardCss = [surfaceCss, css({ height: '100%', padding: space[5] })];

// Two newspaper-style columns, so an alphabetical list reads down, then across.
const townsCss = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  columns: 2,
  columnGap: space[4],
  '& > li': { breakInside: 'avoid', marginBottom: space[2] },
});

const linkCss = css({ color: colors.rose, fontWeight: 600, textUnderlineOffset: '3px', '&:hover': { color: colors.roseDark } });

export function ServiceAreas({ block }: BlockProps<typeof resolveServiceAreas>) {
  const headingId = useId();
  const { areas } = block;
  return (
    <Section id={block.id} tone={block.tone} labelledBy={block.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} center />
      {(moneyLine(block.terms) || block.terms.prepare || block.terms.policy) && (
        <div css={css({ textAlign: 'center', display: 'grid', gap: space[2], marginBottom: space[5] })}>
          {moneyLine(block.terms) && <p css={css({ margin: 0, fontWeight: 700, color: colors.rose })}>{moneyLine(block.terms)}</p>}
          {block.terms.prepare && <p css={css({ margin: 0 })}>{block.terms.prepare}</p>}
          {block.terms.policy && <p css={css({ margin: 0, color: colors.muted, fontSize: fontSize.sm })}>{block.terms.policy}</p>}
        </div>
      )}
      <ul css={gridCss}>
        {areas.map((area) => (
          <li key={area.county}>
            <County area={area} />
          </li>
        ))}
      </ul>
      {block.prompt && (
        <div
          css={css({
            marginTop: space[6],
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: space[4],
            textAlign: 'center',
            padding: space[5],
            borderRadius: radius.lg,
            background: block.tone === 'soft' ? colors.white : colors.blush,
          })}
        >
          <p css={css({ margin: 0, fontFamily: fonts.heading, fontSize: fontSize.lg, color: colors.plum })}>{block.prompt}</p>
          {block.action && <ButtonLink href={block.action.href}><LinkText label={block.action.label} subject={block.heading} /></ButtonLink>}
        </div>
      )}
    </Section>
  );
}

function County({ area }: { area: Area }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={cardCss}>
      <header css={css({ display: 'flex', alignItems: 'center', gap: space[3], marginBottom: space[4], paddingBottom: space[3], borderBottom: `1px solid ${colors.line}` })}>
        <span css={css({ display: 'inline-grid', placeItems: 'center', width: 40, height: 40, flexShrink: 0, borderRadius: radius.pill, background: colors.blush, color: colors.rose })}>
          <Icon name="map-pin" size={20} />
        </span>
        <h3 id={headingId} css={css({ margin: 0, fontFamily: fonts.heading, fontSize: fontSize.h3, color: colors.plum, lineHeight: 1.2 })}>
          {serviceAreasText.county(area.county)}
        </h3>
        <span css={css({ marginLeft: 'auto', fontSize: fontSize.xs, fontWeight: 600, color: colors.muted, whiteSpace: 'nowrap' })}>
          {serviceAreasText.townCount(area.towns.length)}
        </span>
      </header>
      <ul css={townsCss}>
        {area.towns.map((town) => (
          <li key={town.name}>
            {town.href ? (
              <SmartLink href={town.href} css={linkCss}>
                {town.name}
              </SmartLink>
            ) : (
              town.name
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
