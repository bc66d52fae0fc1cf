import { useCallback } from 'react';
import { ConnectionHandler, graphql, useRelayEnvironment } from 'react-relay';
import type { useCreateIssueMutation as CreateIssueMutation } from '../../../__generated__/useCreateIssueMutation.graphql';
import { DEFAULT_ISSUE_QUERY } from '../paths';
import { outcomeOf, useOutcomeMutation, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

/** Saved: where the new issue is. */
export interface CreatedIssue {
  number: number;
  projectSlug: string;
}

export interface NewIssue {
  projectId: string;
  title: string;
  body: string;
}

const mutation = graphql`
  mutation useCreateIssueMutation($input: CreateIssueInput!, $connections: [ID!]!) {
    createIssue(input: $input) {
      # Inserted at the top of the project's open-issue list, if that list is in the store.
      issueEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          # What the list reads of each row besides the row's own fragment (IssueList_project).
          number
          state
          viewerCanUpdate
          ...IssueRow_issue
        }
      }
      issue {
        id
        number
        project {
          id
          slug
          # Refreshes the Open/Closed counts of the project page.
          ...IssueStateFilter_project
        }
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ createIssue: payload }: CreateIssueMutation['response']) =>
  outcomeOf<CreatedIssue>(payload.errors, payload.issue && { number: payload.issue.number, projectSlug: payload.issue.project.slug });

/**
 * Opens an issue. No optimistic response: the issue's number is assigned by the server, and the form
 * navigates to the new issue's page as soon as the answer arrives, so a guessed row would only flicker.
 */
export function useCreateIssueMutation(): MutationHook<[issue: NewIssue], CreatedIssue> {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useOutcomeMutation<CreateIssueMutation, CreatedIssue>(mutation, outcome);
  const createIssue = useCallback(
    ({ projectId, title, body }: NewIssue, callbacks?: MutationCallbacks<CreatedIssue>) => {
      // New issues are open, so only the plain open list (the project page's default search) gains a
      // row; other searches may or may not match it and load afresh. A list never loaded (the form was
      // opened from a link) is not in the store and needs no update.
      const openList = ConnectionHandler.getConnectionID(projectId, 'IssueList_issues', { query: DEFAULT_ISSUE_QUERY });
      const connections = environment.getStore().getSource().get(openList) != null ? [openList] : [];
      return commit({ variables: { input: { projectId, title, body }, connections } }, callbacks);
    },
    [commit, environment],
  );
  return [createIssue, isInFlight];
}
