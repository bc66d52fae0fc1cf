// Route loaders start each page's query before its code renders (render-as-you-fetch). Every reference
// they create is recorded here until it is disposed, so nothing the user has navigated away from keeps
// its data retained or its request running.
//
// When to dispose: a reference is in use exactly while the router's state holds it as the loader data of
// a matched route. It stops being in use when the route is left, when the loader runs again for the same
// route (new search params, a revalidation after Retry) and replaces it, or when a navigation is
// superseded before it completes (its references never reach the screen). disposeUnusedQueryReferences
// checks this each time the router settles and disposes the rest; one rule covers all three cases.
// Disposing the previous page's reference while React is still swapping pages is safe: a mounted
// usePreloadedQuery retains its query by itself, so disposal never pulls data from under the screen.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { DataRouter } from 'react-router-dom';
import type { GraphQLTaggedNode, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';

type AnyQueryReference = PreloadedQuery<OperationType>;

const referencesByEnvironment = new WeakMap<IEnvironment, Set<AnyQueryReference>>();

function referencesOf(environment: IEnvironment): Set<AnyQueryReference> {
  let references = referencesByEnvironment.get(environment);
  if (references === undefined) {
    references = new Set();
    referencesByEnvironment.set(environment, references);
  }
  return references;
}

/**
 * Starts loading a page's query and records the reference for disposal. `query` is the compiled query
 * artifact itself (not the page module), so the request starts while the page's code is still loading.
 */
export function preloadQuery<Q extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
): PreloadedQuery<Q> {
  const reference = loadQuery<Q>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  referencesOf(environment).add(reference as AnyQueryReference);
  return reference;
}

/**
 * Each time `router` settles (initial load done, no navigation or revalidation pending), disposes every
 * recorded reference that no route's loader data holds. Returns the function that stops watching.
 */
export function disposeUnusedQueryReferences(router: DataRouter, environment: IEnvironment): () => void {
  return router.subscribe((state) => {
    // While anything is pending, the new references are not in `loaderData` yet.
    const settled = state.initialized && state.navigation.state === 'idle' && state.revalidation === 'idle';
    if (!settled) return;
    const inUse = new Set<unknown>(Object.values(state.loaderData));
    const references = referencesOf(environment);
    for (const reference of references) {
      if (inUse.has(reference)) continue;
      reference.dispose();
      references.delete(reference);
    }
  });
}
