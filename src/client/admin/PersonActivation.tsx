import { Badge, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonActivation_user$key } from '../../../__generated__/PersonActivation_user.graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeRequestFailure } from './describeRequestFailure';
import type { MutationCallbacks } from '../relay/useOutcomeMutation';
import { useSetUserActiveMutation } from './useSetUserActiveMutation';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorPaletteRedForeground1, flexBasis: '100%' },
});

/** Whether a person's account is active, with Deactivate (after asking) or Reactivate; not for one's own. */
export function PersonActivation({ user, isViewer }: { user: PersonActivation_user$key; isViewer: boolean }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment PersonActivation_user on User @throwOnFieldError {
        id
        name
        deactivatedAt
      }
    `,
    user,
  );
  const [setActive, busy] = useSetUserActiveMutation();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const deactivated = data.deactivatedAt != null;
  const callbacks = (notDone: string): MutationCallbacks<string> => ({
    onOutcome: (outcome) => {
      if (outcome.kind === 'rejected') setProblem(outcome.errors.map((e) => e.message).join(' '));
    },
    onError: (error) => setProblem(describeRequestFailure(error, notDone)),
  });
  return (
    <div className={styles.root}>
      {deactivated && (
        <Badge appearance="outline" color="danger">
          Deactivated
        </Badge>
      )}
      {!isViewer &&
        (deactivated ? (
          <Button
            size="small"
            disabled={busy}
            aria-label={`Reactivate ${data.name}`}
            onClick={() => {
              setProblem(null);
              setActive(data.id, true, callbacks(`${data.name} is still deactivated.`));
            }}
          >
            {busy ? 'Reactivating…' : 'Reactivate'}
          </Button>
        ) : (
          <Button size="small" disabled={busy} aria-label={`Deactivate ${data.name}`} onClick={() => setAsking(true)}>
            {busy ? 'Deactivating…' : 'Deactivate'}
          </Button>
        ))}
      {problem && (
        <Caption1 role="alert" className={styles.problem}>
          {problem}
        </Caption1>
      )}
      <ConfirmDialog
        open={asking}
        title={`Deactivate ${data.name}?`}
        confirmLabel="Deactivate account"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setProblem(null);
          setActive(data.id, false, callbacks(`${data.name} can still sign in.`));
        }}
      >
        They are signed out everywhere at once and cannot sign in until an admin reactivates them. Their issues and comments stay, under
        their name marked as deactivated.
      </ConfirmDialog>
    </div>
  );
}
