// The route loaders' query references (relay/queryReferences.ts) with a scripted router: which references `watch`
// disposes when the router settles. QueryDisposal.test.tsx drives the real router, where only references React
// rendered are disposed; the ones no router state ever held (an overtaken navigation) were pinned by nothing.
import type { DataRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import HeaderAccountQuery from '../../__generated__/HeaderAccountQuery.graphql';
import { createQueryReferences } from '../../src/client/relay/queryReferences';

type State = DataRouter['state'];

/** A router whose states the test hands out; only what `watch` reads of one. */
function scriptedRouter() {
  let listener: ((state: State) => void) | undefined;
  const router = { subscribe: (next: (state: State) => void) => ((listener = next), () => {}) } as unknown as DataRouter;
  const hand = (loaderData: Record<string, unknown>, { initialized = true, navigation = 'idle', revalidation = 'idle' } = {}) =>
    listener!({ initialized, navigation: { state: navigation }, revalidation, loaderData } as unknown as State);
  return { router, hand };
}

test('once the router settles, the references of its environment that no state held are disposed; the held ones and other environments’ stay', () => {
  const references = createQueryReferences();
  const [mine, other] = [createMockEnvironment(), createMockEnvironment()];
  const held = references.preload(mine, HeaderAccountQuery, {});
  const overtaken = references.preload(mine, HeaderAccountQuery, {});
  const elsewhere = references.preload(other, HeaderAccountQuery, {});
  const { router, hand } = scriptedRouter();
  references.watch(router, mine);
  const disposed = () => [held, overtaken, elsewhere].map((reference) => reference.isDisposed);
  // Not settled: still loading, revalidating, or not initialized.
  hand({ page: held }, { navigation: 'loading' });
  hand({ page: held }, { revalidation: 'loading' });
  hand({ page: held }, { initialized: false });
  expect(disposed()).toEqual([false, false, false]);
  hand({ page: held });
  expect(disposed()).toEqual([false, true, false]);
});
