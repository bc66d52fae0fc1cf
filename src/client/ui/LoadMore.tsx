import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';

const useStyles = makeStyles({
  more: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalM },
});

/** What `useLoadMore` needs of `usePaginationFragment`'s result (the result itself fits). */
interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

/** A list's two texts about its next page. */
interface LoadMoreTexts {
  /** The button's text, e.g. "Load more people". */
  label: string;
  /** What could not be done, e.g. "Couldn’t load more people."; the error's own message follows. */
  failure: string;
}

/** Everything `<LoadMore>` shows: spread the result of `useLoadMore` on it. */
export interface LoadMoreProps extends LoadMoreTexts {
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The last attempt's failure, cleared when the next attempt starts. */
  error: Error | null;
}

/**
 * Loads a list's next page with Relay's `loadNext` and keeps the last attempt's failure, so that the list can
 * show it (`<LoadMore {...loadMore} />`), or send someone whose session ended to sign in (`error`).
 */
export function useLoadMore({ hasNext, isLoadingNext, loadNext }: Pagination, pageSize: number, texts: LoadMoreTexts): LoadMoreProps {
  const [error, setError] = useState<Error | null>(null);
  const onLoadMore = useCallback(() => {
    setError(null);
    loadNext(pageSize, { onComplete: setError });
  }, [loadNext, pageSize]);
  return { hasNext, isLoadingNext, onLoadMore, error, ...texts };
}

/** The button under a list that loads its next page, and what went wrong with the last attempt. */
export function LoadMore({ hasNext, isLoadingNext, onLoadMore, error, label, failure }: LoadMoreProps) {
  const styles = useStyles();
  return (
    <>
      {hasNext && (
        <Button className={styles.more} disabled={isLoadingNext} onClick={onLoadMore}>
          {isLoadingNext ? 'Loading…' : label}
        </Button>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {failure} {error.message}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
