import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { FormErrors } from './FormErrors';
import { firstInvalidField, focusField, sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';
import { useAcceptInvitationMutation } from './useAcceptInvitationMutation';
import { useSessionChanged } from './useSessionChanged';

const FIELDS = ['name', 'login', 'password'] as const;
type AccountField = (typeof FIELDS)[number];
const NO_ERRORS: SortedUserErrors<AccountField> = { fields: {}, form: [] };

const BLANK: Record<AccountField, string> = {
  name: 'Enter your name.',
  login: 'Choose a login.',
  password: 'Choose a password.',
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'flex-start' },
});

/** The account of an invited person: the address is the invitation's; they choose name, login, password. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const styles = useStyles();
  const [accept, isInFlight] = useAcceptInvitationMutation();
  const sessionChanged = useSessionChanged();
  const [values, setValues] = useState<Record<AccountField, string>>({ name: '', login: '', password: '' });
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const show = (sorted: SortedUserErrors<AccountField>) => {
    setErrors(sorted);
    const field = firstInvalidField(sorted, FIELDS);
    if (field !== undefined) focusField(formRef.current, field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    const missing: SortedUserErrors<AccountField> = { fields: {}, form: [] };
    for (const field of FIELDS) if (values[field].trim() === '') missing.fields[field] = BLANK[field];
    if (firstInvalidField(missing, FIELDS) !== undefined) return show(missing);
    setErrors(NO_ERRORS);
    accept(
      {
        token,
        name: values.name.trim(),
        login: values.login.trim(),
        password: values.password,
      },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') sessionChanged('/');
          else show(sortUserErrors(outcome.errors, FIELDS));
        },
        onError: setFailure,
      },
    );
  };

  const field = (name: AccountField) => ({
    validationState: errors.fields[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors.fields[name],
  });
  const input = (name: AccountField) => ({
    name,
    value: values[name],
    onChange: (_event: unknown, data: { value: string }) => {
      setValues((previous) => ({ ...previous, [name]: data.value }));
      setErrors((current) => withoutFieldError(current, name));
    },
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Create your account">
      <FormErrors errors={errors.form} failure={failure} notDone="The account was not created." />
      <Field label="Email address" hint="Set by the invitation.">
        {/* Read-only, not disabled: it is still announced and can be copied; password managers store it. */}
        <Input type="email" autoComplete="username" value={email} readOnly name="email" />
      </Field>
      <Field label="Name" required hint="How others see you, e.g. Ada Lovelace." {...field('name')}>
        <Input autoComplete="name" {...input('name')} />
      </Field>
      <Field label="Login" required hint="2 to 39 letters, digits and single hyphens, e.g. ada." {...field('login')}>
        <Input autoComplete="nickname" {...input('login')} />
      </Field>
      <Field label="Password" required hint="At least 12 characters." {...field('password')}>
        <Input type="password" autoComplete="new-password" {...input('password')} />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" disabled={isInFlight}>
        {isInFlight ? 'Creating account…' : 'Create account and join'}
      </Button>
    </form>
  );
}
