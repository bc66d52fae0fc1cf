// Queries run by graphql-jit (issue 14): each document is compiled once into a JavaScript function that resolves
// its selection without graphql-js's per-field walk (argument values, field collection, completion by type), and
// kept beside Yoga's parsed document (a WeakMap, so it goes when Yoga's parser cache drops the document). On the
// list page it took a fifth to a quarter of the server's CPU per request (docs/performance.md, issue 14's seventh pass).
// Queries only: subscriptions keep useSharedLiveResults' shared execution (issue 12), and mutations keep
// graphql-js's serial execution under the plugins that wrap them (fresh sessions, idempotency). A query whose
// variables graphql-js refuses runs on graphql-js too, so the refusal is graphql-js's own (graphql-jit words it
// otherwise and leaves out the variable's node, from which requestErrorCodes.ts tells a BAD_USER_INPUT).
import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, getVariableValues, OperationTypeNode, type ExecutionArgs } from 'graphql';

function compilable(args: ExecutionArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== OperationTypeNode.QUERY) return false;
  const variables = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
  return variables.errors === undefined;
}

export function useCompiledQueries() {
  return useGraphQlJit({}, { enableIf: compilable });
}
