import { Link, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { useLinkFocusRingStyles } from '../ui/useLinkFocusRingStyles';

interface Props {
  to: string;
  /** Whether the link leads to what is on screen (announced as the current page). */
  current: boolean;
  /** A tooltip, e.g. the search a saved view runs. */
  title?: string;
  className?: string;
  children: ReactNode;
}

/** A link of the project page's sidebar: client-side navigation, marked `aria-current` when it is where the user is. */
export function ProjectNavLink({ to, current, title, className, children }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const focusRing = useLinkFocusRingStyles();
  return (
    <Link
      as="a"
      href={href}
      onClick={onClick}
      appearance="subtle"
      className={mergeClasses(focusRing.ring, className)}
      title={title}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
