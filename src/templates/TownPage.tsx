import { css } from '@emotion/react';
import { useSite } from '../app/content-context.tsx';
import { Blocks } from '../blocks/render.tsx';
import type { Town } from '../content/collection-schemas.ts';
import { layout, mq, space } from '../theme.ts';
import { Container } from '../ui/layout.tsx';
import { PlacementContext } from '../ui/placement.ts';
import { townBlocks } from './town.ts';

export function TownPage({ entity }: { entity: Town }) {
  const { hero, main, aside } = townBlocks(entity, useSite());
  return (
    <>
      <Blocks blocks={[hero]} />
      <Container
        css={css({
          display: 'grid',
          gap: space[7],
          paddingBlock: space[8],
          [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', alignItems: 'start' },
        })}
      >
        <PlacementContext.Provider value="column">
          <div>
            <Blocks blocks={main} />
          </div>
          <aside aria-label="Booking and town details" css={css({ display: 'grid', gap: space[5], [mq.lg]: { position: 'sticky', top: `calc(${layout.headerHeight} + ${space[5]})` } })}>
            <Blocks blocks={aside} />
          </aside>
        </PlacementContext.Provider>
      </Container>
    </>
  );
}
