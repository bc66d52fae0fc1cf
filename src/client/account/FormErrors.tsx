import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { GraphQLRequestError, NetworkError, TRY_AGAIN } from '../relay/errors';
import { RouterLink } from '../ui/RouterLink';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { signInPath } from '../paths';
import type { UserErrorData } from '../relay/userErrors';

/** Titles for the form-wide UserError codes; the server's message follows as the detail. */
const TITLES: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'Wrong email address or password',
  RATE_LIMITED: 'Too many attempts',
  FORBIDDEN: 'Not allowed',
  ARCHIVED: 'The project is archived',
};

function describeFailure(failure: Error, notDone: string): { title: string; detail: string } {
  if (failure instanceof NetworkError) {
    return { title: "Can't reach the server", detail: `${notDone} Check your connection and try again.` };
  }
  if (failure instanceof GraphQLRequestError) {
    return { title: 'The server refused the request', detail: `${failure.message} ${notDone} ${TRY_AGAIN}` };
  }
  return { title: 'Something went wrong', detail: `${failure.message} ${notDone} ${TRY_AGAIN}` };
}

interface Props {
  /** UserErrors about the input as a whole (see sortUserErrors). */
  errors: readonly UserErrorData[];
  /** Why the request got no answer, if it did not: a NetworkError or GraphQLRequestError (relay/errors.ts). */
  failure: Error | null;
  /** What did not happen, e.g. "Your password was not changed." */
  notDone: string;
}

/**
 * The messages an account form shows above its fields: form-wide UserErrors and a request that failed.
 * A form never leaves by itself when the session has ended (the user would lose what they typed); it
 * says so and links to the sign-in page, which comes back here.
 */
export function FormErrors({ errors, failure, notDone }: Props) {
  const { pathname, search } = useLocation();
  const failureText = failure && !isUnauthenticated(failure) ? describeFailure(failure, notDone) : null;
  return (
    <>
      {failure && isUnauthenticated(failure) && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>You're signed out</MessageBarTitle>
            {notDone} Sign in again, then try once more.
          </MessageBarBody>
          <MessageBarActions>
            <RouterLink to={signInPath(pathname + search)}>Sign in</RouterLink>
          </MessageBarActions>
        </MessageBar>
      )}
      {failureText && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{failureText.title}</MessageBarTitle>
            {failureText.detail}
          </MessageBarBody>
        </MessageBar>
      )}
      {errors.map((error, index) => (
        // UserErrors have no id; a new answer replaces the whole list, so the index is a stable key.
        <MessageBar key={index} intent="error" layout="multiline">
          <MessageBarBody>
            {TITLES[error.code] && <MessageBarTitle>{TITLES[error.code]}</MessageBarTitle>}
            {error.message}
          </MessageBarBody>
        </MessageBar>
      ))}
    </>
  );
}
