// The Instagram feed block on the server: its section, intro and follow button are static HTML; the search
// and the posts are the island, given the class names of its styles (styles.ts).
import { css } from '@emotion/react';
import { useId } from 'react';
import { defineIsland, Island } from '../../islands/Island.tsx';
import { colors, fontSize, space } from '../../theme.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { WithClassNames } from '../../ui/class-names.tsx';
import { Section } from '../../ui/layout.tsx';
import type { BlockProps } from '../types.ts';
import { InstagramFeed } from './InstagramFeed.tsx';
import type { resolveInstagramFeed } from './resolve.ts';
import { instagramStyles } from './styles.ts';

/** The search and the posts run in the browser: their module is instagram-feed.island.tsx. */
export const instagramFeedIsland = defineIsland('instagram-feed', InstagramFeed);

const introCss = css({ margin: `0 auto ${space[6]}`, maxWidth: '46rem', textAlign: 'center', color: colors.muted, fontSize: fontSize.lg });

export function InstagramSection({ block }: BlockProps<typeof resolveInstagramFeed>) {
  // The island's heading names the section; its id is chosen here, where the section is.
  const headingId = useId();
  return (
    <Section labelledBy={headingId}>
      {block.intro && <p css={introCss}>{block.intro}</p>}
      <WithClassNames styles={instagramStyles}>
        {(classes) => <Island of={instagramFeedIsland} props={{ block: { ...block, headingId }, classes }} />}
      </WithClassNames>
      {block.followLabel && (
        <div css={css({ marginTop: space[7], textAlign: 'center' })}>
          <ButtonLink href={block.profileUrl} variant="secondary">
            {block.followLabel}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
