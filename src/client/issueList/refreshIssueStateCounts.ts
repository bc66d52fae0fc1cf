// Brings the Open / Closed tab counts up to date after the list's bulk actions. The mutations answer with the
// issues they changed, not with counts of searches; the counts are those of the search on screen, so they
// are asked for again, with the same variables the page's query used: the store updates the tabs in place.
import { fetchQuery, graphql, type IEnvironment } from 'relay-runtime';
import type { refreshIssueStateCountsQuery } from '../../../__generated__/refreshIssueStateCountsQuery.graphql';
import { issueListVariables } from './issueSearch';

const countsQuery = graphql`
  query refreshIssueStateCountsQuery($slug: String!, $openQuery: String!, $closedQuery: String!) {
    project(slug: $slug) {
      # A refetch: the answer updates the tabs (IssueStateFilter) through the store; nothing here reads it.
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...IssueStateFilter_project @arguments(openQuery: $openQuery, closedQuery: $closedQuery)
    }
  }
`;

export function refreshIssueStateCounts(environment: IEnvironment, slug: string, query: string): void {
  const { openQuery, closedQuery } = issueListVariables(query);
  fetchQuery<refreshIssueStateCountsQuery>(environment, countsQuery, { slug, openQuery, closedQuery }, { fetchPolicy: 'network-only' })
    // The change itself succeeded; a missed refresh only leaves the old counts until the next visit.
    .subscribe({ error: () => {} });
}
