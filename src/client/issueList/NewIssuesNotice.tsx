import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons/svg/arrow-sync';

export interface ListOutdated {
  /** Issues opened by anyone since the list was loaded. */
  readonly opened: number;
  /** The live connection was down for a while: changes may have been missed. */
  readonly missed: boolean;
}

/**
 * "3 new issues — Show": the list does not reflow under the reader when someone opens an issue; it says so,
 * politely, and shows the search again when asked.
 */
export function NewIssuesNotice({ outdated, onShow }: { outdated: ListOutdated; onShow: () => void }) {
  const text =
    outdated.opened > 0
      ? `${outdated.opened} new ${outdated.opened === 1 ? 'issue' : 'issues'}`
      : 'This list may have changed while the connection was down';
  return (
    <MessageBar intent="info" layout="auto" role="status" aria-live="polite">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" size="small" icon={<ArrowSyncRegular />} onClick={onShow}>
          Show
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
