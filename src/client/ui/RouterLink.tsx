import { Link, mergeClasses, type LinkProps } from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { useLinkFocusRingStyles } from './useLinkFocusRingStyles';

interface Props {
  to: To;
  children: ReactNode;
  appearance?: LinkProps['appearance'];
  className?: string;
  /** Inline style, for what a class cannot hold (a label's own colours). */
  style?: CSSProperties;
  title?: string;
}

/**
 * A Fluent link that navigates inside the app: Fluent's look with a visible focus ring, React Router's
 * client-side navigation (a plain click is handled by the router; modified clicks open a new tab as usual).
 */
export function RouterLink({ to, children, appearance, className, style, title }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const focusRing = useLinkFocusRingStyles();
  return (
    <Link
      as="a"
      href={href}
      onClick={onClick}
      appearance={appearance}
      className={mergeClasses(focusRing.ring, className)}
      style={style}
      title={title}
    >
      {children}
    </Link>
  );
}
