import { Badge, Body1, Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InvitationRow_invitation$key, InvitationState } from '../../../__generated__/InvitationRow_invitation.graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { RelativeTime } from '../ui/RelativeTime';
import { describeRequestFailure } from './describeRequestFailure';
import { InvitationMailState } from './InvitationMailState';
import { isRole, ROLE_NAMES } from './roles';
import { useRevokeInvitationMutation } from './useRevokeInvitationMutation';

const STATES: Readonly<Record<InvitationState, { label: string; color: 'brand' | 'success' | 'danger' | 'informative' }>> = {
  PENDING: { label: 'Pending', color: 'brand' },
  ACCEPTED: { label: 'Accepted', color: 'success' },
  REVOKED: { label: 'Revoked', color: 'danger' },
  EXPIRED: { label: 'Expired', color: 'informative' },
  '%future added value': { label: 'Unknown', color: 'informative' },
};

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 16rem', minWidth: 0 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
  problem: { color: tokens.colorPaletteRedForeground1, flexBasis: '100%' },
});

/** One invitation: to whom, as what, into which projects, where it stands; Revoke while pending. */
export function InvitationRow({ invitation }: { invitation: InvitationRow_invitation$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment InvitationRow_invitation on Invitation @throwOnFieldError {
        id
        email
        role
        state
        createdAt
        expiresAt
        closedAt
        invitedBy {
          login
        }
        projects {
          id
          name
        }
        ...InvitationMailState_invitation
      }
    `,
    invitation,
  );
  const [revoke, isRevoking] = useRevokeInvitationMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const state = STATES[data.state];
  const role = isRole(data.role) ? ROLE_NAMES[data.role] : 'Other role';
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        <div className={styles.title}>
          <Body1>{data.email}</Body1>
          <Badge appearance="tint" color={state.color}>
            {state.label}
          </Badge>
          <InvitationMailState invitation={data} />
        </div>
        <Caption1 className={styles.meta}>
          {role}
          {data.projects.length > 0 && ` · joins ${data.projects.map((p) => p.name).join(', ')}`}
          {data.invitedBy && ` · invited by @${data.invitedBy.login}`}
          {' · '}
          {data.state === 'PENDING' ? (
            <>
              link expires <RelativeTime dateTime={data.expiresAt} />
            </>
          ) : data.closedAt ? (
            <>
              {state.label.toLowerCase()} <RelativeTime dateTime={data.closedAt} />
            </>
          ) : (
            <>
              sent <RelativeTime dateTime={data.createdAt} />
            </>
          )}
        </Caption1>
      </div>
      {data.state === 'PENDING' && (
        <Button onClick={() => setConfirming(true)} disabled={isRevoking} aria-label={`Revoke the invitation of ${data.email}`}>
          {isRevoking ? 'Revoking…' : 'Revoke'}
        </Button>
      )}
      {problem && (
        <Text role="alert" className={styles.problem}>
          {problem}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title="Revoke this invitation?"
        confirmLabel="Revoke invitation"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setProblem(null);
          revoke(data.id, {
            onOutcome: (outcome) => {
              if (outcome.kind === 'rejected') setProblem(outcome.errors.map((e) => e.message).join(' '));
            },
            onError: (error) => setProblem(describeRequestFailure(error, 'The invitation was not revoked.')),
          });
        }}
      >
        The link sent to {data.email} stops working at once. You can invite them again later.
      </ConfirmDialog>
    </div>
  );
}
