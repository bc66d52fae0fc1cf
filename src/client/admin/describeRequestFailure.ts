import { GraphQLRequestError, NetworkError } from '../relay/errors';

/** One sentence for a request that got no usable answer, ending with what did not happen. */
export function describeRequestFailure(error: Error, notDone: string): string {
  if (error instanceof NetworkError) return `Can't reach the server. ${notDone}`;
  if (error instanceof GraphQLRequestError) return `The server refused the request: ${error.message} ${notDone}`;
  return `Something went wrong: ${error.message} ${notDone}`;
}
