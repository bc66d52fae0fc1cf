import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SessionList_viewer$key } from '../../../__generated__/SessionList_viewer.graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormErrors } from './FormErrors';
import { SIGN_IN_PATH } from '../paths';
import { SessionRow } from './SessionRow';
import { useSessionChanged } from './useSessionChanged';
import { useSignOutOtherSessionsMutation } from './useSignOutOtherSessionsMutation';
import { useSignOutSessionMutation } from './useSignOutSessionMutation';
import type { UserErrorData } from '../relay/userErrors';

const useStyles = makeStyles({
  // Apart from the name form above it: a section of its own.
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalXXL },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  others: { alignSelf: 'flex-start' },
});

interface Problem {
  errors: readonly UserErrorData[];
  failure: Error | null;
}

/** Where the viewer is signed in, each with Sign out, and Sign out of all other sessions. */
export function SessionList({ viewer }: { viewer: SessionList_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SessionList_viewer on User @throwOnFieldError {
        sessions {
          id
          current
          ...SessionRow_session
        }
      }
    `,
    viewer,
  );
  const [signOutSession, endingOne] = useSignOutSessionMutation();
  const [signOutOthers, endingOthers] = useSignOutOtherSessionsMutation();
  const sessionChanged = useSessionChanged();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmingCurrent, setConfirmingCurrent] = useState<string | null>(null);
  const others = data.sessions.filter((s) => !s.current).length;
  const busy = endingOne || endingOthers;

  const end = (sessionId: string, device: string) => {
    setProblem(null);
    setDone(null);
    signOutSession(sessionId, {
      onOutcome: (outcome) => {
        if (outcome.kind === 'rejected') setProblem({ errors: outcome.errors, failure: null });
        else if (outcome.result === 'signed-out') sessionChanged(SIGN_IN_PATH);
        else setDone(`Signed out ${device}.`);
      },
      onError: (failure) => setProblem({ errors: [], failure }),
    });
  };

  return (
    <section className={styles.root} aria-labelledby="sessions-title">
      <div className={styles.intro}>
        <Title3 as="h2" id="sessions-title" block>
          Sessions
        </Title3>
        <Body1 as="p" block>
          Where you are signed in. Sign out a browser you no longer use or do not recognise.
        </Body1>
      </div>
      {problem && <FormErrors errors={problem.errors} failure={problem.failure} notDone="No session was ended." />}
      {done && (
        <MessageBar intent="success">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.list} aria-label="Sessions">
        {data.sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            disabled={busy}
            onSignOut={({ id, device, current }) => (current ? setConfirmingCurrent(id) : end(id, device))}
          />
        ))}
      </ul>
      {others > 0 && (
        <Button
          className={styles.others}
          disabled={busy}
          onClick={() => {
            setProblem(null);
            setDone(null);
            signOutOthers({
              onOutcome: (outcome) => {
                // signOutOtherSessions has no UserErrors.
                if (outcome.kind !== 'saved') return;
                const count = outcome.result;
                setDone(count === 1 ? 'Signed out 1 other session.' : `Signed out ${count} other sessions.`);
              },
              onError: (failure) => setProblem({ errors: [], failure }),
            });
          }}
        >
          {endingOthers ? 'Signing out…' : 'Sign out all other sessions'}
        </Button>
      )}
      <ConfirmDialog
        open={confirmingCurrent !== null}
        title="Sign out of this session?"
        confirmLabel="Sign out"
        onCancel={() => setConfirmingCurrent(null)}
        onConfirm={() => {
          const id = confirmingCurrent;
          setConfirmingCurrent(null);
          if (id) end(id, 'this browser');
        }}
      >
        You are signed out in this browser and go to the sign-in page.
      </ConfirmDialog>
    </section>
  );
}
