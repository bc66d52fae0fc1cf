import { Link, type LinkProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

interface Props {
  to: To;
  children: ReactNode;
  appearance?: LinkProps['appearance'];
  className?: string;
}

/**
 * A Fluent link that navigates inside the app: Fluent's look and focus ring, React Router's client-side
 * navigation (a plain click is handled by the router; modified clicks open a new tab as usual).
 */
export function RouterLink({ to, children, appearance, className }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link as="a" href={href} onClick={onClick} appearance={appearance} className={className}>
      {children}
    </Link>
  );
}
