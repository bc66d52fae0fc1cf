import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useCloseAsDuplicateMutation as CloseAsDuplicateMutation } from '../../../__generated__/useCloseAsDuplicateMutation.graphql';
import { markIssuesChanged } from '../issueChanges/markIssuesChanged';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useCloseAsDuplicateMutation($input: CloseIssuesInput!) {
    closeIssues(input: $input) {
      issues {
        id
        state
        stateReason
        closedAt
        updatedAt
        ...IssueRelations_issue
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ closeIssues: payload }: CloseAsDuplicateMutation['response']) => outcomeOf(payload.errors, payload.issues[0]?.id);

/**
 * "Close as duplicate of…": closes the issue with reason DUPLICATE and marks it a duplicate of the chosen
 * one, in one mutation (one transaction on the server: both or neither). Not optimistic: the picker waits
 * for the answer and shows a refusal beside the search.
 */
export function useCloseAsDuplicateMutation(): MutationHook<[issueId: string, originalId: string], string> {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useOutcomeMutation<CloseAsDuplicateMutation, string>(mutation, outcome);
  const close = useCallback(
    (issueId: string, originalId: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        { variables: { input: { issueIds: [issueId], reason: 'DUPLICATE', duplicateOfId: originalId } } },
        whenSaved(() => markIssuesChanged(environment, [issueId, originalId]), callbacks),
      ),
    [commit, environment],
  );
  return [close, isInFlight];
}
