// What the GraphQL layer learns about a request that the request log line should carry (http/requestLog.ts):
// the operation's name and type, and who asked (http/metrics.ts counts by them too). Kept beside the Node request, never in it, and dropped with it.
import type { IncomingMessage } from 'node:http';
import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.ts';

export interface RequestFacts {
  readonly operationName: string | undefined;
  readonly operationType: 'query' | 'mutation' | 'subscription' | undefined;
  readonly userId: number | undefined;
}

export const requestFacts = new WeakMap<IncomingMessage, RequestFacts>();

type WithNodeRequest = Context & { readonly req?: IncomingMessage };

function record(args: ExecutionArgs): void {
  const { req, viewer } = args.contextValue as WithNodeRequest;
  if (!req) return;
  const operation = getOperationAST(args.document, args.operationName);
  const operationName = operation?.name?.value ?? args.operationName ?? undefined;
  requestFacts.set(req, { operationName, operationType: operation?.operation, userId: viewer?.id });
}

/** Records each executed operation's name, type and viewer for the request log and the metrics. */
export function useRequestFacts(): Plugin<WithNodeRequest> {
  return {
    onExecute: ({ args }) => record(args),
    onSubscribe: ({ args }) => record(args),
  };
}
