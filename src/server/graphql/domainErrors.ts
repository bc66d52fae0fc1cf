// Domain failures that are the client's fault, as GraphQL errors: a bad page size or cursor becomes
// BAD_USER_INPUT naming its argument (design.md §3: not retried, shown as it is). Every other error thrown
// by a resolver stays masked by Yoga's own rule (the message hidden; in development the original attached).
import { GraphQLError } from 'graphql';
import { maskError, type YogaServerOptions } from 'graphql-yoga';
import { PaginationError } from '../domain/pagination.ts';

type MaskError = NonNullable<Exclude<YogaServerOptions<object, object>['maskedErrors'], boolean | undefined>['maskError']>;

export const maskDomainErrors: MaskError = (error, message, isDev) => {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof PaginationError && error instanceof GraphQLError) {
    return new GraphQLError(original.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { code: 'BAD_USER_INPUT', argument: original.argument },
    });
  }
  return maskError(error, message, isDev);
};
