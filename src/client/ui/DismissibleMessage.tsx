import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, type MessageBarIntent } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactNode } from 'react';

interface Props {
  intent: MessageBarIntent;
  title?: string;
  children: ReactNode;
  /** Buttons beside the message, e.g. "Try again". */
  actions?: ReactNode;
  onDismiss: () => void;
}

/** A Fluent message bar with a title, optional actions, and a Dismiss button. */
export function DismissibleMessage({ intent, title, children, actions, onDismiss }: Props) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} onClick={onDismiss} />}
      >
        {actions}
      </MessageBarActions>
    </MessageBar>
  );
}
