import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileForm_viewer$key } from '../../../__generated__/ProfileForm_viewer.graphql';
import { FormErrors } from './FormErrors';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';
import { sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'flex-start' },
});

const NO_ERRORS: SortedUserErrors<'name'> = { fields: {}, form: [] };

/** The viewer's display name, as others see it beside their issues and comments. */
export function ProfileForm({ viewer }: { viewer: ProfileForm_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ProfileForm_viewer on User @throwOnFieldError {
        name
      }
    `,
    viewer,
  );
  const [update, isInFlight] = useUpdateProfileMutation();
  const [name, setName] = useState(data.name);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    setSaved(false);
    if (name.trim() === '') {
      setErrors({ fields: { name: 'Enter your name.' }, form: [] });
      return;
    }
    setErrors(NO_ERRORS);
    update(name, {
      onOutcome: (outcome) => {
        if (outcome.kind === 'rejected') setErrors(sortUserErrors(outcome.errors, ['name']));
        else setSaved(true);
      },
      onError: setFailure,
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Profile">
      <FormErrors errors={errors.form} failure={failure} notDone="Your name was not changed." />
      {saved && (
        <MessageBar intent="success">
          <MessageBarBody>Saved. Everyone now sees you as {data.name}.</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label="Name"
        required
        hint="How others see you, beside your issues and comments. At most 100 characters."
        validationMessage={errors.fields.name}
      >
        <Input
          name="name"
          value={name}
          maxLength={100}
          autoComplete="name"
          onChange={(_, { value }) => {
            setSaved(false);
            setName(value);
            setErrors((current) => withoutFieldError(current, 'name'));
          }}
        />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" disabled={isInFlight}>
        {isInFlight ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
