import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { InvitationMailState_invitation$key } from '../../../__generated__/InvitationMailState_invitation.graphql';
import InvitationMailStateRefetchQuery, {
  type InvitationMailStateRefetchQuery as RefetchQuery,
} from '../../../__generated__/InvitationMailStateRefetchQuery.graphql';

/** How often a queued mail's state is asked again; the server sends it within seconds, or tries again later. */
const ASK_EVERY_MS = 5000;

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  problem: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/**
 * Where the mail of an invitation stands, when the server mails invitations: being sent (asked again until it
 * settles), mailed, or given up with the mail server's reason. Nothing when no mail is sent.
 */
export function InvitationMailState({ invitation }: { invitation: InvitationMailState_invitation$key }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment InvitationMailState_invitation on Invitation @refetchable(queryName: "InvitationMailStateRefetchQuery") {
        id
        emailDelivery
        emailProblem
      }
    `,
    invitation,
  );
  const queued = data.emailDelivery === 'QUEUED';
  useEffect(() => {
    if (!queued) return;
    // fetchQuery updates the store, which re-renders this fragment; unlike a refetch it never suspends the row.
    const timer = setInterval(() => {
      fetchQuery<RefetchQuery>(environment, InvitationMailStateRefetchQuery, { id: data.id }, { fetchPolicy: 'network-only' }).subscribe(
        {},
      );
    }, ASK_EVERY_MS);
    return () => clearInterval(timer);
  }, [queued, environment, data.id]);

  if (data.emailDelivery === 'SENT') {
    return (
      <Badge appearance="outline" color="success">
        Mailed
      </Badge>
    );
  }
  if (data.emailDelivery === 'QUEUED' || data.emailDelivery === 'FAILED') {
    return (
      <span className={styles.root}>
        <Badge appearance="outline" color={queued ? 'informative' : 'danger'}>
          {queued ? (data.emailProblem ? 'Mail not delivered yet' : 'Mailing…') : 'Mail failed'}
        </Badge>
        {data.emailProblem && (
          <Caption1 className={styles.problem}>
            {queued ? `Trying again later. The mail server said: ${data.emailProblem}` : `The mail server said: ${data.emailProblem}`}
          </Caption1>
        )}
      </span>
    );
  }
  return null;
}
