import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, fonts, mq, radius, space } from '../../theme.ts';
import { cardCss as surfaceCss } from '../../ui/surface.ts';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { Icon } from '../icon.tsx';
import { serviceAreasText } from '../service-areas/messages.ts';
import type { BlockProps } from '../types.ts';
import type { resolveTownDirectory } from './resolve.ts';
import type { DirectoryCounty, DirectoryTown } from './directory.ts';

const countyCss = css({ '& + &': { marginTop: space[7] } });

const countyHeadCss = css({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: space[3],
  marginBottom: space[5],
  paddingBottom: space[3],
  borderBottom: `1px solid ${colors.line}`,
});

const townsCss = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space[4],
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const townCss = [surfaceCss, css({ height: '100%', padding: space[5] })];

const townLinkCss = css({
  color: colors.rose,
  textUnderlineOffset: '3px',
  '&:hover': { color: colors.roseDark },
});

const servicesCss = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  '& > li': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    padding: `${space[1]} ${space[3]}`,
    borderRadius: radius.pill,
    background: colors.blush,
    color: colors.plum,
    fontSize: fontSize.xs,
    fontWeight: 600,
  },
  '& svg': { color: colors.rose },
});

/** Every town by county with the services each gets; towns without a page follow as plain names. */
export function TownDirectory({ block }: BlockProps<typeof resolveTownDirectory>) {
  const headingId = useId();
  // Under the block's own heading the counties are one level down.
  const level = block.heading ? 3 : 2;
  return (
    <Section id={block.id} tone={block.tone} labelledBy={block.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      {block.counties.map((county) => (
        <County key={county.county} county={county} level={level} otherTownsLabel={block.otherTownsLabel} noServicesLabel={block.noServicesLabel} />
      ))}
    </Section>
  );
}

function County({ county, level, otherTownsLabel, noServicesLabel }: { county: DirectoryCounty; level: 2 | 3; otherTownsLabel: string; noServicesLabel?: string }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const count = county.towns.length + county.otherTowns.length;
  return (
    <section aria-labelledby={headingId} css={countyCss}>
      <header css={countyHeadCss}>
        <Heading id={headingId} css={css({ margin: 0, fontFamily: fonts.heading, fontSize: level === 2 ? fontSize.h2 : fontSize.h3, color: colors.plum, lineHeight: 1.2 })}>
          {serviceAreasText.county(county.county)}
        </Heading>
        <span css={css({ fontSize: fontSize.sm, fontWeight: 600, color: colors.muted })}>{serviceAreasText.townCount(count)}</span>
      </header>
      {county.towns.length > 0 && (
        <ul css={townsCss}>
          {county.towns.map((town) => (
            <li key={town.href}>
              <Town town={town} level={level === 2 ? 'h3' : 'h4'} noServicesLabel={noServicesLabel} />
            </li>
          ))}
        </ul>
      )}
      {county.otherTowns.length > 0 && (
        <p css={css({ margin: `${space[5]} 0 0`, color: colors.ink })}>
          <strong css={css({ color: colors.plum })}>{otherTownsLabel}</strong> {county.otherTowns.join(', ')}
        </p>
      )}
    </section>
  );
}


function Town({ town, level, noServicesLabel }: { town: DirectoryTown; level: 'h3' | 'h4'; noServicesLabel?: string }) {
  const Heading = level;
  return (
    <article css={townCss}>
      <Heading css={css({ margin: `0 0 ${space[3]}`, fontFamily: fonts.heading, fontSize: fontSize.xl, lineHeight: 1.25 })}>
        <a href={town.href} css={townLinkCss}>
          {town.name}
        </a>
      </Heading>
      {town.services.length > 0 ? (
        <ul css={servicesCss}>
          {town.services.map((s) => (
            <li key={s.name}>
              <Icon name={s.icon} size={14} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : (
        noServicesLabel && <p css={css({ margin: 0, color: colors.muted, fontSize: fontSize.sm })}>{noServicesLabel}</p>
      )}
    </article>
  );
}
