import { useMemo, type Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MyIssuesSearchForm_query$key } from '../../../__generated__/MyIssuesSearchForm_query.graphql';
import { IssueQueryForm } from '../issueList/IssueQueryForm';

interface Props {
  /** The search on screen (`?q=`). Key the form by the loader's run to follow Back and Forward. */
  query: string;
  queryRoot: MyIssuesSearchForm_query$key;
  /** For the `/` shortcut, which focuses the box. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * My issues' search box: the project list's, offering the workspace's people for `assignee:` and `author:`.
 * No label names are offered: labels belong to projects, and across projects `label:` matches any of that name.
 */
export function MyIssuesSearchForm({ query, queryRoot, inputRef }: Props) {
  const data = useFragment(
    graphql`
      fragment MyIssuesSearchForm_query on Query @throwOnFieldError {
        # The first 100 people by login: enough to offer while typing; any login can still be typed.
        users(first: 100) {
          edges {
            node {
              login
            }
          }
        }
      }
    `,
    queryRoot,
  );
  const vocabulary = useMemo(() => ({ labels: [], logins: data.users.edges.map((edge) => edge.node.login) }), [data]);
  return <IssueQueryForm query={query} vocabulary={vocabulary} inputRef={inputRef} />;
}
