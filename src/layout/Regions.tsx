import { css } from '@emotion/react';
import type { ResolvedBlock } from '../blocks/resolve.ts';
import { Blocks } from '../blocks/render.tsx';
import type { Regions } from '../schema/page.ts';
import { layout, mq, space } from '../theme.ts';
import { firstScreenBlocks } from '../ui/first-screen.ts';
import { Container } from '../ui/layout.tsx';
import { PlacementContext } from '../ui/placement.ts';

// On phones one column in reading order: lead, main, aside. On wide screens main fills the first
// column and the side column holds the lead above the aside; the second row takes the rest of main's
// height (1fr), so the lead's row stays as tall as the lead.
const gridCss = css({
  display: 'grid',
  gap: space[7],
  paddingBlock: space[8],
  [mq.lg]: {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)',
    gridTemplateRows: 'auto 1fr',
    rowGap: space[5],
    alignItems: 'start',
  },
});
const mainCss = css({ [mq.lg]: { gridColumn: 1, gridRow: '1 / span 2' } });
const leadCss = css({ display: 'grid', gap: space[5], [mq.lg]: { gridColumn: 2, gridRow: 1 } });
const asideCss = css({
  display: 'grid',
  gap: space[5],
  [mq.lg]: { gridColumn: 2, gridRow: 2, position: 'sticky', top: `calc(${layout.headerHeight} + ${space[5]})` },
});

/** A page's regions: `top` full width, then `main` alone or beside the side column (`lead`, `aside`). */
export function RegionsView({ regions }: { regions: Regions<ResolvedBlock> }) {
  const { top, lead, main, aside, asideLabel } = regions;
  // In a phone's reading order (the side column's aside comes after the whole of main).
  const firstScreen = firstScreenBlocks([...(top ?? []), ...(lead ?? []), ...main]);
  return (
    <>
      {top && <Blocks blocks={top} firstScreen={firstScreen} />}
      {lead || aside ? (
        <Container css={gridCss}>
          <PlacementContext.Provider value="column">
            {lead && (
              <div css={leadCss}>
                <Blocks blocks={lead} firstScreen={firstScreen} />
              </div>
            )}
            <div css={mainCss}>
              <Blocks blocks={main} firstScreen={firstScreen} />
            </div>
            {aside && (
              <aside aria-label={asideLabel} css={asideCss}>
                <Blocks blocks={aside} firstScreen={firstScreen} />
              </aside>
            )}
          </PlacementContext.Provider>
        </Container>
      ) : (
        <Blocks blocks={main} firstScreen={firstScreen} />
      )}
    </>
  );
}
