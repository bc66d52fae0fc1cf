import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Title1, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Helmet } from 'react-helmet-async';
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { SignInRedirect } from '../account/SignInRedirect';
import { GraphQLRequestError, NetworkError } from '../relay/errors';
import { NotFound } from './NotFound';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    // Focused for screen readers when it appears (as <main> is after a navigation); it needs no ring.
    ':focus': { outline: 'none' },
  },
  title: { margin: 0 },
});

interface Explanation {
  title: string;
  detail: string;
  /** Whether asking again may help; a refused request (GraphQLRequestError) gets the same answer. */
  retry: boolean;
}

function explain(error: unknown): Explanation {
  if (error instanceof NetworkError) {
    return { title: "Can't reach the server", detail: 'Check your connection, then try again.', retry: true };
  }
  if (error instanceof GraphQLRequestError) {
    return { title: 'The server refused the request', detail: error.message, retry: false };
  }
  const detail = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return { title: 'Something went wrong', detail, retry: true };
}

/**
 * The error boundary of each page route: errors thrown by the route's loader or while rendering it
 * (a failed query surfaces from usePreloadedQuery) are shown here, inside the app's layout. Retry
 * navigates to this same address: the route loaders run again, which start fresh queries, and the new
 * location clears React Router's boundary. (`revalidator.revalidate()` runs the loaders too, but in the
 * browser the boundary stayed: our loaders only start their queries and return at once, so the
 * revalidation goes from loading to idle within one transition, and the boundary, which clears itself
 * when it sees a revalidation finish, never sees it start.)
 *
 * A request refused because nobody is signed in (UNAUTHENTICATED) leads to the sign-in page instead,
 * with `?next=` this page. This is the place for it, not the loaders: a loader only starts its query
 * (render-as-you-fetch) and returns before the server answers, so it never sees the refusal; the error
 * surfaces where the data is read, under this boundary, whichever page, layout or fragment asked.
 * Making loaders wait for the answer to check it would give up the preloading. SignInRedirect also
 * replaces the Relay environment: the store still holds the ended session's data (and its `viewer`,
 * which would send the sign-in page straight back here).
 */
export function RouteErrorBoundary() {
  const styles = useStyles();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const titleId = useId();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isUnauthenticated(error)) return <SignInRedirect />;

  const { title, detail, retry } = explain(error);
  const retrying = navigation.state !== 'idle';
  const onRetry = () => {
    const { pathname, search, hash, state } = location;
    void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
  };
  return (
    // Focused when it appears (the layout leaves it there), so keyboard and screen-reader users land on what
    // happened and reach Retry next; the header and navigation around it stay.
    <section ref={focusOnArrival} tabIndex={-1} data-focus-on-arrival aria-labelledby={titleId} className={styles.root}>
      <Helmet>
        <title>{`${title} · Triage`}</title>
      </Helmet>
      <Title1 as="h1" block id={titleId} className={styles.title}>
        {title}
      </Title1>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{detail}</MessageBarBody>
        {retry && (
          <MessageBarActions>
            <Button onClick={onRetry} disabled={retrying}>
              {retrying ? 'Retrying…' : 'Retry'}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    </section>
  );
}

/** Moves the focus onto the error as it is shown. */
function focusOnArrival(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
}
