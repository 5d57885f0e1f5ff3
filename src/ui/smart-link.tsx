import type { ReactNode } from 'react';
import type { Interpolation, Theme } from '@emotion/react';
import { Link } from 'react-router-dom';

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  css?: Interpolation<Theme>;
  onClick?: () => void;
  'aria-label'?: string;
}

/** Site paths go through the router (no full reload); everything else is a plain anchor. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith('https://');
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
