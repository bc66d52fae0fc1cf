import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

interface Props {
  to: To;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  className?: string;
  /** A fuller name than the visible text, starting with it (e.g. "Edit Web" for "Edit"). */
  'aria-label'?: string;
}

/** A Fluent button that is really a link: it navigates, so it is announced and behaves as one. */
export function RouterButton({ to, children, appearance, icon, className, 'aria-label': ariaLabel }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon} className={className} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}
