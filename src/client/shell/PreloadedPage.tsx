import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { useQueryReferences } from '../relay/resetEnvironment';

export interface PageProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

interface Props<Q extends OperationType> {
  page: ComponentType<PageProps<Q>>;
  skeleton: ReactNode;
}

/**
 * The element of a page route: hands the query reference its loader started to the page, and shows the
 * page's skeleton while the data is on its way. Keyed by path so that moving to another issue shows the
 * skeleton rather than the previous issue; a change of search params only (the state filter) keeps the
 * current list on screen until the new one is ready.
 *
 * Right after the session changed, the Relay environment has been replaced (useSessionChanged) while
 * the router still holds the references its loaders made with the old one; the navigation that follows
 * loads them again with the new one (routes.tsx, relayLoader). Until then the skeleton stands in: a
 * reference is only ever read in the environment that made it.
 *
 * Once React has committed a reference, references of older router states can no longer be rendered and
 * are disposed (relay/queryReferences.ts): not before, since React may still be rendering one of them.
 */
export function PreloadedPage<Q extends OperationType>({ page: Page, skeleton }: Props<Q>) {
  const queryRef = useLoaderData<PreloadedQuery<Q>>();
  const { pathname } = useLocation();
  const environment = useRelayEnvironment();
  const queries = useQueryReferences();
  useEffect(() => queries.committed(queryRef), [queries, queryRef]);
  if (queryRef.environment !== environment) return skeleton;
  return (
    <Suspense key={pathname} fallback={skeleton}>
      <Page queryRef={queryRef} />
    </Suspense>
  );
}
