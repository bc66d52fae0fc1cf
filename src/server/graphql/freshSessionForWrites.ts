// A mutation never acts on a cached session (db/sessionCache.ts): when the request's viewer came from this
// process's cache, it is read again from the database before the mutation runs. Another process's change
// (a demotion, a sign-out, a deactivation) reaches this process's cache by a notice a moment after its commit;
// a write in that moment would otherwise still pass. One statement more for such a mutation, none for reads.
import { getOperationAST, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { reReadViewer, type Context } from './context.ts';

export function useFreshSessionForWrites(): Plugin<Context> {
  return {
    async onExecute({ args }) {
      if (!args.contextValue.viewerFromCache) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== OperationTypeNode.MUTATION) return;
      await reReadViewer(args.contextValue);
    },
  };
}
