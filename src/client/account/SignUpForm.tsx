import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { FormErrors } from './FormErrors';
import { firstInvalidField, focusField, sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';
import { useSessionChanged } from './useSessionChanged';
import { useSignUpMutation } from './useSignUpMutation';

const FIELDS = ['email', 'name', 'login', 'password'] as const;
type SignUpField = (typeof FIELDS)[number];
const FORM_CODES = ['RATE_LIMITED'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'flex-start' },
});

const NO_ERRORS: SortedUserErrors<SignUpField> = { fields: {}, form: [] };

/** What to check before sending: only blanks; lengths and formats are the server's (schema.graphql). */
const BLANK: Record<SignUpField, string> = {
  email: 'Enter your email address.',
  name: 'Enter your name.',
  login: 'Choose a login.',
  password: 'Choose a password.',
};

/** Email, name, login and password of a new account. Once created (and signed in), goes to `next`. */
export function SignUpForm({ next }: { next: string }) {
  const styles = useStyles();
  const [signUp, isInFlight] = useSignUpMutation();
  const sessionChanged = useSessionChanged();
  const [values, setValues] = useState<Record<SignUpField, string>>({ email: '', name: '', login: '', password: '' });
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  // The form, to move the focus to its first invalid field (by the field's `name`).
  const form = useRef<HTMLFormElement>(null);

  const show = (sorted: SortedUserErrors<SignUpField>) => {
    setErrors(sorted);
    const field = firstInvalidField(sorted, FIELDS);
    if (field !== undefined) focusField(form.current, field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    const missing: SortedUserErrors<SignUpField> = { fields: {}, form: [] };
    for (const field of FIELDS) {
      if (values[field].trim() === '') missing.fields[field] = BLANK[field];
    }
    if (firstInvalidField(missing, FIELDS) !== undefined) {
      show(missing);
      return;
    }
    setErrors(NO_ERRORS);
    signUp(
      { email: values.email.trim(), name: values.name.trim(), login: values.login.trim(), password: values.password },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') sessionChanged(next);
          else show(sortUserErrors(outcome.errors, FIELDS, FORM_CODES));
        },
        onError: setFailure,
      },
    );
  };

  const field = (name: SignUpField) => ({
    validationState: errors.fields[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors.fields[name],
  });
  const input = (name: SignUpField) => ({
    name,
    value: values[name],
    onChange: (_event: unknown, data: { value: string }) => {
      setValues((previous) => ({ ...previous, [name]: data.value }));
      setErrors((current) => withoutFieldError(current, name));
    },
  });

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Create an account">
      <FormErrors errors={errors.form} failure={failure} notDone="The account was not created." />
      <Field label="Email address" required {...field('email')}>
        {/* The email address is what signing in asks for, so password managers should store it. */}
        <Input type="email" autoComplete="username" {...input('email')} />
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
        {isInFlight ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
