import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation, useRelayEnvironment, type Disposable } from 'react-relay';
import type {
  useCreateIssueMutation as CreateIssueMutation,
  useCreateIssueMutation$data,
} from '../../../__generated__/useCreateIssueMutation.graphql';
import { DEFAULT_ISSUE_QUERY } from '../paths';

export type UserErrors = useCreateIssueMutation$data['createIssue']['errors'];

/** How a createIssue request ended, when the server answered it. */
export type CreateIssueOutcome = { kind: 'created'; number: number; projectSlug: string } | { kind: 'rejected'; errors: UserErrors };

export interface CreateIssueRequest {
  projectId: string;
  title: string;
  body: string;
  /** The server answered: the issue exists, or the input was refused (errors to show beside the fields). */
  onOutcome: (outcome: CreateIssueOutcome) => void;
  /** No answer: a NetworkError or a GraphQLRequestError (relay/errors.ts). Never retried automatically. */
  onError: (error: Error) => void;
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
        field
        message
        code
      }
    }
  }
`;

/**
 * Opens an issue. Returns the function that sends the mutation and whether one is in flight.
 * No optimistic response: the issue's number is assigned by the server, and the form navigates to the
 * new issue's page as soon as the answer arrives, so a guessed row would only flicker.
 */
export function useCreateIssueMutation(): [(request: CreateIssueRequest) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<CreateIssueMutation>(mutation);

  const createIssue = useCallback(
    ({ projectId, title, body, onOutcome, onError }: CreateIssueRequest) => {
      // New issues are open, so only the plain open list (the project page's default search) gains a
      // row; other searches may or may not match it and load afresh. A list never loaded (the form was
      // opened from a link) is not in the store and needs no update.
      const openList = ConnectionHandler.getConnectionID(projectId, 'IssueList_issues', { query: DEFAULT_ISSUE_QUERY });
      const connections = environment.getStore().getSource().get(openList) != null ? [openList] : [];
      return commit({
        variables: { input: { projectId, title, body }, connections },
        onCompleted: ({ createIssue: payload }) => {
          if (payload.issue != null && payload.errors.length === 0) {
            onOutcome({ kind: 'created', number: payload.issue.number, projectSlug: payload.issue.project.slug });
          } else {
            onOutcome({ kind: 'rejected', errors: payload.errors });
          }
        },
        onError,
      });
    },
    [commit, environment],
  );

  return [createIssue, isInFlight];
}
