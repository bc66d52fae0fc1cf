// One sentence on why a change did not happen, for the message shown when an optimistic change is undone.
import { isUnauthenticated } from '../relay/isUnauthenticated';
import type { UserErrorData } from '../relay/userErrors';
import { GraphQLRequestError, NetworkError, TRY_AGAIN } from '../relay/errors';

/** Why the request got no answer (design.md §3): a NetworkError, a GraphQLRequestError or anything else. */
export function failureDetail(error: Error): string {
  if (isUnauthenticated(error)) return 'You are signed out. Sign in again, then try once more.';
  if (error instanceof NetworkError) return "Can't reach the server. Check your connection and try again.";
  if (error instanceof GraphQLRequestError) return `The server refused the request: ${error.message} ${TRY_AGAIN}`;
  return `${error.message || 'Something went wrong.'} ${TRY_AGAIN}`;
}

/** The server's UserErrors, as one text. */
export function userErrorsDetail(errors: readonly UserErrorData[]): string {
  return errors.map((error) => error.message).join(' ') || 'The server refused the change.';
}
