import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { FormErrors } from './FormErrors';
import { useFieldsFilledBeforeHydration } from '../ui/useFieldsFilledBeforeHydration';
import { useHydrated } from '../ui/useHydrated';
import { firstInvalidField, focusField, sortUserErrors, withoutFieldError, type SortedUserErrors } from '../relay/userErrors';
import { useSessionChanged } from './useSessionChanged';
import { useSignInMutation } from './useSignInMutation';

const FIELDS = ['email', 'password'] as const;
type SignInField = (typeof FIELDS)[number];
/** Shown above the form whatever field the server names: the form never says which of the two was wrong. */
const FORM_CODES = ['INVALID_CREDENTIALS', 'RATE_LIMITED'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { alignSelf: 'flex-start' },
});

const NO_ERRORS: SortedUserErrors<SignInField> = { fields: {}, form: [] };

/** Email address and password. Once signed in, replaces the Relay environment and goes to `next`. */
export function SignInForm({ next }: { next: string }) {
  const styles = useStyles();
  const [signIn, isInFlight] = useSignInMutation();
  const sessionChanged = useSessionChanged();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);
  // The form, to move the focus to its first invalid field (by the field's `name`).
  const form = useRef<HTMLFormElement>(null);
  // Rendered on the server, the form is on the screen before its code: what is typed then is kept, and it cannot
  // be sent natively (a GET would put the password in the address) until the code is there to send it.
  useFieldsFilledBeforeHydration(form, { email: setEmail, password: setPassword });
  const hydrated = useHydrated();

  const show = (sorted: SortedUserErrors<SignInField>) => {
    setErrors(sorted);
    const field = firstInvalidField(sorted, FIELDS);
    if (field !== undefined) focusField(form.current, field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    // The server is the authority; this only saves a round trip for the obvious case.
    const missing: SortedUserErrors<SignInField> = { fields: {}, form: [] };
    if (email.trim() === '') missing.fields.email = 'Enter your email address.';
    if (password === '') missing.fields.password = 'Enter your password.';
    if (firstInvalidField(missing, FIELDS) !== undefined) {
      show(missing);
      return;
    }
    setErrors(NO_ERRORS);
    signIn(
      { email: email.trim(), password },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') {
            sessionChanged(next);
          } else {
            show(sortUserErrors(outcome.errors, FIELDS, FORM_CODES));
            // A wrong password is typed again, not edited: clear it and put the cursor there.
            if (outcome.errors.some((error) => error.code === 'INVALID_CREDENTIALS')) {
              setPassword('');
              focusField(form.current, 'password');
            }
          }
        },
        onError: setFailure,
      },
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
      <FormErrors errors={errors.form} failure={failure} notDone="You are not signed in." />
      <Field
        label="Email address"
        required
        validationState={errors.fields.email ? 'error' : 'none'}
        validationMessage={errors.fields.email}
      >
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(_event, data) => {
            setEmail(data.value);
            setErrors((current) => withoutFieldError(current, 'email'));
          }}
        />
      </Field>
      <Field
        label="Password"
        required
        validationState={errors.fields.password ? 'error' : 'none'}
        validationMessage={errors.fields.password}
      >
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(_event, data) => {
            setPassword(data.value);
            setErrors((current) => withoutFieldError(current, 'password'));
          }}
        />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" disabled={isInFlight || !hydrated}>
        {isInFlight ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
