import type { ReactNode } from 'react';
import type { Interpolation, Theme } from '@emotion/react';

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  css?: Interpolation<Theme>;
  onClick?: () => void;
  'aria-label'?: string;
}

/** A link; addresses on other sites (https://) open in a new tab. Navigation is the browser's own. */
export function SmartLink({ href, children, ...rest }: Props) {
  const external = href.startsWith('https://');
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
