// The errors that end a live stream (issue 12), made in one place so that their codes stay the ones the client's
// network layer tells apart (network.ts): NOT_FOUND ends a subscription for good, the others ask it to reopen.
import { GraphQLError } from 'graphql';

/** The issue or project followed does not exist for the stream's person (never FORBIDDEN: authorization.ts). */
export function notFoundError(what: 'issue' | 'project'): GraphQLError {
  return new GraphQLError(`No such ${what}.`, { extensions: { code: 'NOT_FOUND' } });
}

/** Ended a stream: the client should reconnect and fetch what it shows again. */
export function endedError(reason: string, code: 'LIVE_INTERRUPTED' | 'SLOW_CONSUMER' | 'STREAM_REPLACED'): GraphQLError {
  return new GraphQLError(reason, { extensions: { code } });
}
