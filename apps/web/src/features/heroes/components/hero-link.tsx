import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Heroes link to storefront routes (client-side) or, rarely, to another site. */
export function HeroLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}
