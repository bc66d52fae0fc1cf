import { Button } from '@fluentui/react-components';
import { ArrowSortRegular } from '@fluentui/react-icons/svg/arrow-sort';
import { useEffect, useSyncExternalStore } from 'react';
import { deferredComponent } from '../ui/deferredComponent';
import { sortLabel } from './issueSearch';

// The sort menu's code (Fluent's Menu, its positioning, Tabster) loads just after the list has rendered: it is not
// needed to show the list. Until then, and if it cannot be fetched (the server gone), a button that looks the same
// and waits; the list itself stays (a React.lazy here took the whole page down with a failed fetch), and the next
// visit of the page tries again.
const issueSortMenu = deferredComponent(() => import('./IssueSortMenu').then((module) => module.IssueSortMenu));

export function DeferredIssueSortMenu({ query }: { query: string }) {
  const IssueSortMenu = useSyncExternalStore(issueSortMenu.subscribe, issueSortMenu.current, issueSortMenu.current);
  useEffect(() => {
    // A failure leaves the waiting button; nothing to tell: sorting is also a `sort:` in the search.
    issueSortMenu.load().catch(() => {});
  }, []);
  // Not a component made during render: loaded once and kept, every render gets the same one (as DeferredMenu).
  // eslint-disable-next-line react-hooks/static-components
  if (IssueSortMenu) return <IssueSortMenu query={query} />;
  return (
    <Button appearance="subtle" icon={<ArrowSortRegular />} disabledFocusable>
      Sort: {sortLabel(query)}
    </Button>
  );
}
