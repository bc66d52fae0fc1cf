import { Button, Field, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SignUpPolicy, SignUpPolicyForm_workspace$key } from '../../../__generated__/SignUpPolicyForm_workspace.graphql';
import { FormErrors } from '../account/FormErrors';
import type { UserErrorData } from '../relay/userErrors';
import { useUpdateWorkspaceSettingsMutation } from './useUpdateWorkspaceSettingsMutation';

const POLICIES: ReadonlyArray<{ value: SignUpPolicy; label: string }> = [
  { value: 'INVITED_ONLY', label: 'Invited people only: sign-up works through an invitation link' },
  { value: 'ANYONE', label: 'Anyone who can reach this server (new accounts are members)' },
  { value: 'NOBODY', label: 'Nobody: no new accounts, not even through invitation links' },
];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '40rem' },
  submit: { alignSelf: 'flex-start' },
});

/** Who may create an account. Fixed (and shown read-only) when the server sets TRIAGE_ALLOW_SIGNUP. */
export function SignUpPolicyForm({ workspace }: { workspace: SignUpPolicyForm_workspace$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SignUpPolicyForm_workspace on Workspace @throwOnFieldError {
        signUpPolicy
        signUpPolicyFixedByServer
      }
    `,
    workspace,
  );
  const [update, isInFlight] = useUpdateWorkspaceSettingsMutation();
  const [policy, setPolicy] = useState<SignUpPolicy>(data.signUpPolicy);
  const [errors, setErrors] = useState<readonly UserErrorData[]>([]);
  const [failure, setFailure] = useState<Error | null>(null);
  const [saved, setSaved] = useState(false);
  const fixed = data.signUpPolicyFixedByServer;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight || fixed) return;
    setErrors([]);
    setFailure(null);
    setSaved(false);
    update(policy, {
      onOutcome: (outcome) => (outcome.kind === 'saved' ? setSaved(true) : setErrors(outcome.errors)),
      onError: setFailure,
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign-up">
      <FormErrors errors={errors} failure={failure} notDone="The setting was not changed." />
      {saved && (
        <MessageBar intent="success">
          <MessageBarBody>Saved.</MessageBarBody>
        </MessageBar>
      )}
      {fixed && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>The server's configuration fixes this (TRIAGE_ALLOW_SIGNUP). Unset that variable to choose here.</MessageBarBody>
        </MessageBar>
      )}
      <Field label="Who can sign up">
        <RadioGroup
          value={policy}
          disabled={fixed}
          onChange={(_, { value }) => {
            const chosen = POLICIES.find((p) => p.value === value);
            if (chosen) {
              setPolicy(chosen.value);
              setSaved(false);
            }
          }}
        >
          {POLICIES.map((p) => (
            <Radio key={p.value} value={p.value} label={p.label} />
          ))}
        </RadioGroup>
      </Field>
      {!fixed && (
        <Button className={styles.submit} type="submit" appearance="primary" disabled={isInFlight || policy === data.signUpPolicy}>
          {isInFlight ? 'Saving…' : 'Save'}
        </Button>
      )}
    </form>
  );
}
