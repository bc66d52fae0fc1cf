import { GraphQLRequestError, NetworkError, TRY_AGAIN } from '../relay/errors';

/** A request that got no usable answer: why, what did not happen, and what to do next. */
export function describeRequestFailure(error: Error, notDone: string): string {
  if (error instanceof NetworkError) return `Can't reach the server. ${notDone} Check your connection and try again.`;
  if (error instanceof GraphQLRequestError) return `The server refused the request: ${error.message} ${notDone} ${TRY_AGAIN}`;
  return `Something went wrong: ${error.message} ${notDone} ${TRY_AGAIN}`;
}
