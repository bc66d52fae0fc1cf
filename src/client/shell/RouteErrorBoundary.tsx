import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { Helmet } from 'react-helmet-async';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { GraphQLRequestError, NetworkError } from '../relay/errors';
import { NotFound } from './NotFound';

const useStyles = makeStyles({
  root: { paddingBlock: tokens.spacingVerticalL },
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
 * (a failed query surfaces from usePreloadedQuery) are shown here, inside the app's layout. Retry runs
 * the route loaders again, which start a fresh query; React Router then clears this boundary.
 */
export function RouteErrorBoundary() {
  const styles = useStyles();
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const { title, detail, retry } = explain(error);
  const retrying = revalidator.state === 'loading';
  return (
    <div className={styles.root}>
      <Helmet>
        <title>{`${title} · Triage`}</title>
      </Helmet>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{title}</MessageBarTitle>
          {detail}
        </MessageBarBody>
        {retry && (
          <MessageBarActions>
            <Button onClick={() => void revalidator.revalidate()} disabled={retrying}>
              {retrying ? 'Retrying…' : 'Retry'}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    </div>
  );
}
