import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueUploadPolicy_query$key } from '../../../__generated__/IssueUploadPolicy_query.graphql';
import { UploadPolicyProvider } from '../attachments/UploadPolicyProvider';

/**
 * The issue page's upload policy, read from the page's query by a component of its own: the list an issue is
 * opened from never fetched the workspace, and reading it in the page itself would hold back the title and
 * state the store already has (IssueOpening) until the server answers.
 */
export function IssueUploadPolicy({ query, children }: { query: IssueUploadPolicy_query$key; children: ReactNode }) {
  const { workspace } = useFragment(
    graphql`
      fragment IssueUploadPolicy_query on Query @throwOnFieldError {
        workspace {
          ...UploadPolicyProvider_workspace
        }
      }
    `,
    query,
  );
  return <UploadPolicyProvider workspace={workspace}>{children}</UploadPolicyProvider>;
}
