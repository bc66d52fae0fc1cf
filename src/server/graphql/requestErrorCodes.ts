// Every refused request carries a status and an `extensions.code` a client can branch on. Yoga leaves two
// kinds without a code: a malformed request (its parser's errors lack a status; a GET's variables that are not
// JSON even throw a bare SyntaxError) and variables that do not fit their types. This plugin gives the first 400
// BAD_REQUEST and the second BAD_USER_INPUT (recognised by what they point at: a variable definition).
import { GraphQLError, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code, http: { status: 400, ...error.extensions.http } },
  });
}

function isVariableError(error: GraphQLError): boolean {
  return error.extensions.code === undefined && error.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION;
}

export function useRequestErrorCodes(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          // A GET's `variables` or `extensions` that are not JSON: Yoga's parser lets JSON.parse's SyntaxError through,
          // which would be answered as a server failure (500, "Unexpected error.").
          const refusal = error instanceof SyntaxError ? new GraphQLError(`The request is malformed: ${error.message}`) : error;
          throw refusal instanceof GraphQLError && refusal.extensions.http === undefined ? withCode(refusal, 'BAD_REQUEST') : refusal;
        }
      });
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.some(isVariableError)) return;
      setResult({ ...result, errors: result.errors.map((e) => (isVariableError(e) ? withCode(e, 'BAD_USER_INPUT') : e)) });
    },
  };
}
