// Domain failures that are not a mutation's expected errors (those are UserErrors in its payload), as
// GraphQL errors: nobody signed in becomes 401 UNAUTHENTICATED; reading what one's role may not is FORBIDDEN; a bad page size or cursor becomes
// BAD_USER_INPUT naming its argument (design.md §3: not retried, shown as it is). Every other error thrown
// by a resolver stays masked by Yoga's own rule (the message hidden; in development the original attached).
import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import { maskError, type YogaServerOptions } from 'graphql-yoga';
import { ForbiddenError, UnauthenticatedError } from '../domain/authorization.ts';
import { PaginationError } from '../domain/pagination.ts';

type MaskError = NonNullable<Exclude<YogaServerOptions<object, object>['maskedErrors'], boolean | undefined>['maskError']>;

export function unauthenticated(at: GraphQLErrorOptions = {}): GraphQLError {
  return new GraphQLError('Sign in to continue.', { ...at, extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/** Whether `error` is a refusal the client is told as it is (not signed in, forbidden, a bad page), not a failure. */
export function isDomainRefusal(error: unknown): boolean {
  return error instanceof UnauthenticatedError || error instanceof ForbiddenError || error instanceof PaginationError;
}

export const maskDomainErrors: MaskError = (error, message, isDev) => {
  if (!(error instanceof GraphQLError)) return maskError(error, message, isDev);
  const original = error.originalError;
  const at = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (original instanceof UnauthenticatedError) return unauthenticated(at);
  // Said as it is: the field is null, the rest of the answer stands (partial data).
  if (original instanceof ForbiddenError) return new GraphQLError(original.message, { ...at, extensions: { code: 'FORBIDDEN' } });
  if (original instanceof PaginationError) {
    return new GraphQLError(original.message, { ...at, extensions: { code: 'BAD_USER_INPUT', argument: original.argument } });
  }
  return maskError(error, message, isDev);
};
