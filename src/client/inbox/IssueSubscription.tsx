import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { IssueSubscription_issue$key, SubscriptionReason } from '../../../__generated__/IssueSubscription_issue.graphql';
import { IssueSidebarSection } from '../issue/IssueSidebarSection';
import { useUndoNotice } from '../ui/useUndoNotice';
import { useSetIssueSubscriptionMutation } from './useSetIssueSubscriptionMutation';

const useStyles = makeStyles({
  why: { color: tokens.colorNeutralForeground2 },
});

const WHY: Record<SubscriptionReason, string> = {
  SUBSCRIBED: 'you subscribed',
  AUTHOR: 'you opened this issue',
  COMMENTED: 'you commented',
  ASSIGNED: 'you were assigned',
  MENTIONED: 'you were mentioned',
  '%future added value': 'you follow it',
};

/**
 * The issue page's Inbox section (a short name: it fits the phone layout's 6rem column): whether the viewer is told of this issue's comments and state changes,
 * why ("because you commented"), and the Subscribe / Unsubscribe toggle.
 */
export function IssueSubscription({ issue }: { issue: IssueSubscription_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueSubscription_issue on Issue @throwOnFieldError {
        id
        viewerSubscription {
          subscribed
          reason
        }
      }
    `,
    issue,
  );
  const [setSubscribed, saving] = useSetIssueSubscriptionMutation();
  const undoNotice = useUndoNotice();
  const { subscribed, reason } = data.viewerSubscription;
  const toggle = (
    <Button
      size="small"
      disabled={saving}
      onClick={() => setSubscribed(data.id, !subscribed, undoNotice(subscribed ? 'Could not unsubscribe' : 'Could not subscribe'))}
    >
      {subscribed ? 'Unsubscribe' : 'Subscribe'}
    </Button>
  );
  return (
    <IssueSidebarSection title="Inbox" action={toggle}>
      <Caption1 className={styles.why}>
        {subscribed
          ? `You’re receiving notifications because ${WHY[reason ?? 'SUBSCRIBED']}.`
          : 'You’re not receiving notifications of this issue’s comments (mentions still reach you).'}
      </Caption1>
    </IssueSidebarSection>
  );
}
