// Route loaders start each page's query before its code renders (render-as-you-fetch). Every reference
// they create is recorded by the app's QueryReferences (one, owned by the EnvironmentHolder) until it is disposed, so nothing the user has navigated away from keeps
// its data retained or its request running.
//
// When to dispose: disposing a reference releases its data and cancels its request, so it must never
// happen while React may still render the reference; a render of a disposed reference whose data had
// not arrived finds no request to wait for and throws "Missing expected data". React lags behind the
// router: the router hands each new state to React in a transition, and React may render an older state
// it was given (the one that held the search still loading) after the router has moved on (Back). So a
// reference stays in use from the moment the router hands it to React until React commits a state the
// router produced after the last one that held it; from then on React only renders that state or newer
// ones. PreloadedPage tells us of each commit (referenceCommitted). Only pages do: a page left for one
// without a query (not found, an error) keeps its reference until the next page is committed.
//
// A reference that never reached React (its navigation was overtaken before it completed, or a loader
// ran for a navigation that ended elsewhere) is disposed as soon as the router settles without it.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { DataRouter } from 'react-router-dom';
import type { GraphQLTaggedNode, IEnvironment, OperationType, PreloadableConcreteRequest, VariablesOf } from 'relay-runtime';

type AnyQueryReference = PreloadedQuery<OperationType>;
type RouterState = DataRouter['state'];

interface Holding {
  /** The sequence numbers of the first and the last router state that held the reference. */
  firstHeld?: number;
  lastHeld?: number;
}

/** The references the route loaders made, from their start until they are disposed. */
export interface QueryReferences {
  /**
   * Starts loading a page's query and records the reference for disposal. `query` is the compiled query
   * artifact itself (not the page module), so the request starts while the page's code is still loading.
   */
  preload<Q extends OperationType>(
    environment: IEnvironment,
    query: GraphQLTaggedNode | PreloadableConcreteRequest<Q>,
    variables: VariablesOf<Q>,
  ): PreloadedQuery<Q>;
  /**
   * Watches `router` for the references of `environment`: notes each router state that holds one (the
   * router hands every state to React), and each time the router settles (initial load done, no navigation
   * or revalidation pending) disposes those that no state ever held. Returns the function that stops
   * watching; references already handed to React are still disposed once React has moved past them.
   */
  watch(router: DataRouter, environment: IEnvironment): () => void;
  /**
   * Called once React has committed a render of `reference` (PreloadedPage, after each new one): React
   * has then committed a router state at least as new as the first one that held it, and renders nothing
   * older from now on. Disposes every reference that only older states held.
   */
  committed(reference: AnyQueryReference): void;
}

export function createQueryReferences(): QueryReferences {
  /** Every reference not yet disposed, whatever its environment. */
  const tracked = new Map<AnyQueryReference, Holding>();
  /**
   * Router states in the order the router produced them. Keyed by the state object, so that every watcher
   * (one per environment, see routes.tsx) numbers a state the same way.
   */
  const stateSequence = new WeakMap<RouterState, number>();
  let lastSequence = 0;

  const sequenceOf = (state: RouterState): number => {
    let sequence = stateSequence.get(state);
    if (sequence === undefined) {
      lastSequence += 1;
      sequence = lastSequence;
      stateSequence.set(state, sequence);
    }
    return sequence;
  };
  const dispose = (reference: AnyQueryReference): void => {
    reference.dispose();
    tracked.delete(reference);
  };

  return {
    preload<Q extends OperationType>(
      environment: IEnvironment,
      query: GraphQLTaggedNode | PreloadableConcreteRequest<Q>,
      variables: VariablesOf<Q>,
    ) {
      const reference = loadQuery<Q>(environment, query, variables, { fetchPolicy: 'store-or-network' });
      tracked.set(reference, {});
      return reference;
    },
    watch(router, environment) {
      return router.subscribe((state) => {
        const sequence = sequenceOf(state);
        const held = new Set<unknown>(Object.values(state.loaderData));
        for (const [reference, holding] of tracked) {
          if (reference.environment !== environment) continue;
          if (held.has(reference)) {
            holding.firstHeld ??= sequence;
            holding.lastHeld = sequence;
          }
        }
        // While anything is pending, the new references are not in `loaderData` yet.
        const settled = state.initialized && state.navigation.state === 'idle' && state.revalidation === 'idle';
        if (!settled) return;
        for (const [reference, holding] of tracked) {
          if (reference.environment === environment && holding.firstHeld === undefined) dispose(reference);
        }
      });
    },
    committed(reference) {
      const since = tracked.get(reference)?.firstHeld;
      if (since === undefined) return;
      for (const [other, holding] of tracked) {
        if (holding.lastHeld !== undefined && holding.lastHeld < since) dispose(other);
      }
    },
  };
}
