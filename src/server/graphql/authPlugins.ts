// Two Yoga plugins for accounts:
// - the sign-in gate: a request from nobody may only ask for `viewer`, `workspace`, `signIn`, `signUp`,
//   `signOut`, an invitation by its link's token and accepting it, and introspection; anything else (any
//   subscription too) is refused as a whole with 401 UNAUTHENTICATED, before any
//   resolver runs. (Resolvers check again: the gate is the first line, not the only one.)
// - the response headers: puts the Set-Cookie (and Clear-Site-Data) values that resolvers asked for onto the response.
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { pendingHeaders, type Context } from './context.ts';
import { unauthenticated } from './domainErrors.ts';

const OPEN_ROOT_FIELDS = new Set([
  'viewer',
  'workspace',
  'signIn',
  'signUp',
  'signOut',
  'invitationByToken',
  'acceptInvitation',
  '__typename',
  '__schema',
  '__type',
]);

function rootFields(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((o) => (operationName ? o.name?.value === operationName : true));
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const names: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  if (operation) walk(operation.selectionSet);
  return names;
}

export function useSignInGate(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (args.contextValue.viewer) return;
      const fields = rootFields(args.document, args.operationName);
      if (fields.some((name) => !OPEN_ROOT_FIELDS.has(name))) {
        setResultAndStopExecution({ errors: [unauthenticated()] });
      }
    },
    // Subscriptions do not go through execute: every one needs a signed-in viewer.
    onSubscribe({ args, setResultAndStopExecution }) {
      if (!args.contextValue.viewer) setResultAndStopExecution({ errors: [unauthenticated()] });
    },
  };
}

export function useResponseHeaders(): Plugin<Context> {
  return {
    onResponse({ request, response }) {
      for (const [name, value] of pendingHeaders.get(request) ?? []) response.headers.append(name, value);
    },
  };
}
