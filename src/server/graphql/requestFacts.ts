// What the GraphQL layer learns about a request that the request log line should carry (http/requestLog.ts):
// the operation's name and who asked. Kept beside the Node request, never in it, and dropped with it.
import type { IncomingMessage } from 'node:http';
import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.ts';

export interface RequestFacts {
  readonly operationName: string | undefined;
  readonly userId: number | undefined;
}

export const requestFacts = new WeakMap<IncomingMessage, RequestFacts>();

type WithNodeRequest = Context & { readonly req?: IncomingMessage };

function record(args: ExecutionArgs): void {
  const { req, viewer } = args.contextValue as WithNodeRequest;
  if (!req) return;
  const operationName = getOperationAST(args.document, args.operationName)?.name?.value ?? args.operationName ?? undefined;
  requestFacts.set(req, { operationName, userId: viewer?.id });
}

/** Records each executed operation's name and viewer for the request log. */
export function useRequestFacts(): Plugin<WithNodeRequest> {
  return {
    onExecute: ({ args }) => record(args),
    onSubscribe: ({ args }) => record(args),
  };
}
