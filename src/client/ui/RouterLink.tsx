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
  /** Called on every activation (plain, modified or middle click, Enter), before the router navigates. */
  onFollow?: () => void;
}

/**
 * A Fluent link that navigates inside the app: Fluent's look with a visible focus ring, React Router's
 * client-side navigation (a plain click is handled by the router; modified clicks open a new tab as usual).
 */
export function RouterLink({ to, children, appearance, className, style, title, onFollow }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const focusRing = useLinkFocusRingStyles();
  return (
    <Link
      as="a"
      href={href}
      onClick={(event) => {
        onFollow?.();
        onClick(event);
      }}
      onAuxClick={onFollow}
      appearance={appearance}
      className={mergeClasses(focusRing.ring, className)}
      style={style}
      title={title}
    >
      {children}
    </Link>
  );
}
