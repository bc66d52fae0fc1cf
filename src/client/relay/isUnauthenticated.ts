import { GraphQLRequestError } from './errors';

/**
 * Whether the server refused a request because nobody is signed in (HTTP 401, code UNAUTHENTICATED):
 * the session cookie is missing, expired, or was ended elsewhere (sign-out, password change).
 */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.codes.includes('UNAUTHENTICATED');
}
