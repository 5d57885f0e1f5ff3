import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, radius, shadow, space } from '../../theme.ts';
import { h3Css } from '../../ui/layout.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkText } from '../../ui/link-text.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { Icon } from '../icon.tsx';
import type { BlockProps } from '../types.ts';
import type { infoBoxBlock } from './schema.ts';

export function InfoBox({ block }: BlockProps<typeof infoBoxBlock>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={css({ background: colors.white, borderRadius: radius.lg, boxShadow: shadow.card, border: `1px solid ${colors.line}`, padding: space[5], display: 'grid', gap: space[3] })}
    >
      <h2 id={headingId} css={[h3Css, css({ display: 'flex', alignItems: 'center', gap: space[2], margin: 0, '& svg': { color: colors.rose } })]}>
        {block.icon && <Icon name={block.icon} size={22} />}
        {block.heading}
      </h2>
      {block.body && <p css={css({ margin: 0, color: colors.muted })}>{block.body}</p>}
      {block.lines.length > 0 && (
        <dl css={css({ margin: 0, display: 'grid', gap: space[2] })}>
          {block.lines.map((line) => (
            <div key={(line.label ?? '') + line.value}>
              {line.label && <dt css={css({ fontWeight: 700, color: colors.plum })}>{line.label}</dt>}
              <dd css={css({ margin: 0 })}>
                {line.href ? (
                  <SmartLink href={line.href} css={css({ color: colors.rose, fontWeight: 600 })}>
                    {line.value}
                  </SmartLink>
                ) : (
                  line.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {block.actions.map((a) => (
        <ButtonLink key={a.href} href={a.href}>
          <LinkText label={a.label} subject={block.heading} />
        </ButtonLink>
      ))}
    </section>
  );
}
