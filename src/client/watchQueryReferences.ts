// The glue between the router and the query references its loaders make (relay/queryReferences.ts): they are
// disposed as routes are left, per environment, across the environment's replacement when the session changes.
import type { DataRouter } from 'react-router-dom';
import type { EnvironmentHolder } from './relay/environment';
import { isReferenceOf } from './routeLoaders';

/**
 * Has the holder's QueryReferences dispose each reference once no route of `router` holds it. When the
 * environment is replaced (the session changed), the new one gets its own watcher, and the old one's is
 * stopped once no route holds its references any more, having disposed them. Nothing is reloaded here:
 * whoever replaces the environment navigates next (useSessionChanged), and that navigation loads every route
 * whose data came from the old environment (routeLoaders.ts). Revalidating here as well would send the
 * current page's query once more, only for the navigation to cancel it.
 */
export function watchQueryReferences(router: DataRouter, environments: EnvironmentHolder): void {
  let watched = environments.current;
  let stopWatching = environments.queries.watch(router, watched);
  environments.subscribe(() => {
    const retired = watched;
    const stopRetiredWatcher = stopWatching;
    watched = environments.current;
    stopWatching = environments.queries.watch(router, watched);
    // Subscribed after the retired watcher, so it runs after it on each router update.
    const stopRetiring = router.subscribe((state) => {
      const settled = state.initialized && state.navigation.state === 'idle' && state.revalidation === 'idle';
      if (!settled || Object.values(state.loaderData).some((data) => isReferenceOf(data, retired))) return;
      stopRetiredWatcher();
      stopRetiring();
    });
  });
}
