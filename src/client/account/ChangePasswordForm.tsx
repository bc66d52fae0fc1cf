import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChangePasswordForm_viewer$key } from '../../../__generated__/ChangePasswordForm_viewer.graphql';
import { FormErrors } from './FormErrors';
import { useChangePasswordMutation } from './useChangePasswordMutation';
import { firstInvalidField, focusField, sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';

const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;
type PasswordField = (typeof FIELDS)[number];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'flex-start' },
});

const NO_ERRORS: SortedUserErrors<PasswordField> = { fields: {}, form: [] };
const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** Current password, new password twice. On success, says so and empties the fields. */
export function ChangePasswordForm({ viewer }: { viewer: ChangePasswordForm_viewer$key }) {
  const styles = useStyles();
  const { login, email } = useFragment(
    graphql`
      fragment ChangePasswordForm_viewer on User @throwOnFieldError {
        login
        email
      }
    `,
    viewer,
  );
  const [changePassword, isInFlight] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<PasswordField, string>>(EMPTY);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  const [changed, setChanged] = useState(false);
  // The form, to move the focus to its first invalid field (by the field's `name`).
  const form = useRef<HTMLFormElement>(null);

  const show = (sorted: SortedUserErrors<PasswordField>) => {
    setErrors(sorted);
    const field = firstInvalidField(sorted, FIELDS);
    if (field !== undefined) focusField(form.current, field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    setChanged(false);
    const problems: SortedUserErrors<PasswordField> = { fields: {}, form: [] };
    if (values.currentPassword === '') problems.fields.currentPassword = 'Enter your current password.';
    if (values.newPassword === '') problems.fields.newPassword = 'Choose a new password.';
    else if (values.confirmation !== values.newPassword) problems.fields.confirmation = 'The two new passwords differ.';
    if (firstInvalidField(problems, FIELDS) !== undefined) {
      show(problems);
      return;
    }
    setErrors(NO_ERRORS);
    changePassword(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') {
            setValues(EMPTY);
            setChanged(true);
          } else {
            show(sortUserErrors(outcome.errors, FIELDS));
          }
        },
        onError: setFailure,
      },
    );
  };

  const field = (name: PasswordField) => ({
    validationState: errors.fields[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors.fields[name],
  });
  const input = (name: PasswordField) => ({
    name,
    type: 'password' as const,
    value: values[name],
    onChange: (_event: unknown, data: { value: string }) => {
      // "Password changed" was about the last change; typing another one makes it old news.
      setChanged(false);
      setValues((previous) => ({ ...previous, [name]: data.value }));
      setErrors((current) => withoutFieldError(current, name));
    },
  });

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
      {changed && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Password changed</MessageBarTitle>
            Your other sessions have been signed out.
          </MessageBarBody>
        </MessageBar>
      )}
      <FormErrors errors={errors.form} failure={failure} notDone="Your password was not changed." />
      {/* For password managers: which account this new password belongs to. A text input (browsers
          ignore type="hidden" for this), not displayed and so hidden from assistive technology too. */}
      <input type="text" hidden name="username" autoComplete="username" value={email ?? login} readOnly />
      <Field label="Current password" required {...field('currentPassword')}>
        <Input autoComplete="current-password" {...input('currentPassword')} />
      </Field>
      <Field label="New password" required hint="At least 12 characters." {...field('newPassword')}>
        <Input autoComplete="new-password" {...input('newPassword')} />
      </Field>
      <Field label="New password again" required {...field('confirmation')}>
        <Input autoComplete="new-password" {...input('confirmation')} />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" disabled={isInFlight}>
        {isInFlight ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
