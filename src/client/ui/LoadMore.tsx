import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';

const useStyles = makeStyles({
  more: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalM },
});

/**
 * Loads a list's next page with Relay's `loadNext` and keeps the last attempt's failure (cleared when the next
 * attempt starts), so that the list can show it, or send someone whose session ended to sign in.
 */
export function useLoadMore(
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown,
  pageSize: number,
) {
  const [loadError, setLoadError] = useState<Error | null>(null);
  const loadMore = useCallback(() => {
    setLoadError(null);
    loadNext(pageSize, { onComplete: (error) => setLoadError(error) });
  }, [loadNext, pageSize]);
  return { loadError, loadMore };
}

/** The button under a list that loads its next page, and what went wrong with the last attempt. */
export function LoadMore({
  hasNext,
  isLoadingNext,
  onLoadMore,
  error,
  label,
  failure,
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  error: Error | null;
  /** The button's text, e.g. "Load more people". */
  label: string;
  /** What could not be done, e.g. "Couldn’t load more people."; the error's own message follows. */
  failure: string;
}) {
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
