import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

interface Props {
  to: To;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
}

/** A Fluent button that is really a link: it navigates, so it is announced and behaves as one. */
export function RouterButton({ to, children, appearance, icon }: Props) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon}>
      {children}
    </Button>
  );
}
