import { css } from '@emotion/react';
import type { ResolvedBlock } from '../blocks/resolve.ts';
import { Blocks } from '../blocks/render.tsx';
import type { Regions } from '../schema/page.ts';
import { layout, mq, space } from '../theme.ts';
import { Container } from '../ui/layout.tsx';
import { PlacementContext } from '../ui/placement.ts';

const gridCss = css({
  display: 'grid',
  gap: space[7],
  paddingBlock: space[8],
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', alignItems: 'start' },
});
const asideCss = css({ display: 'grid', gap: space[5], [mq.lg]: { position: 'sticky', top: `calc(${layout.headerHeight} + ${space[5]})` } });

/** A page's regions: `top` full width, then `main` alone or beside the `aside` column. */
export function RegionsView({ regions }: { regions: Regions<ResolvedBlock> }) {
  const { top, main, aside, asideLabel } = regions;
  return (
    <>
      {top && <Blocks blocks={top} />}
      {aside ? (
        <Container css={gridCss}>
          <PlacementContext.Provider value="column">
            <div>
              <Blocks blocks={main} />
            </div>
            <aside aria-label={asideLabel} css={asideCss}>
              <Blocks blocks={aside} />
            </aside>
          </PlacementContext.Provider>
        </Container>
      ) : (
        <Blocks blocks={main} />
      )}
    </>
  );
}
