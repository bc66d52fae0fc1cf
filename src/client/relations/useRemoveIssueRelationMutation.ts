import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useRemoveIssueRelationMutation as RemoveIssueRelationMutation } from '../../../__generated__/useRemoveIssueRelationMutation.graphql';
import { markIssuesChanged } from '../issueChanges/markIssuesChanged';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';
import { useUndoNotice } from '../ui/useUndoNotice';

const mutation = graphql`
  mutation useRemoveIssueRelationMutation($input: RemoveIssueRelationInput!) {
    removeIssueRelation(input: $input) {
      issue {
        id
        ...IssueRelations_issue
      }
      relatedIssue {
        id
      }
      errors {
        ...userErrors_errors @relay(mask: false)
      }
    }
  }
`;

const outcome = ({ removeIssueRelation: payload }: RemoveIssueRelationMutation['response']) => outcomeOf(payload.errors, payload.issue?.id);

/** Removes the relation between two issues; a message says why if the server refuses. */
export function useRemoveIssueRelationMutation(): MutationHook<[issueId: string, relatedIssueId: string], string> {
  const environment = useRelayEnvironment();
  const undoNotice = useUndoNotice();
  const [commit, isInFlight] = useOutcomeMutation<RemoveIssueRelationMutation, string>(mutation, outcome);
  const remove = useCallback(
    (issueId: string, relatedIssueId: string, callbacks?: MutationCallbacks<string>) =>
      commit(
        { variables: { input: { issueId, relatedIssueId } } },
        undoNotice(
          "Couldn't remove the relation",
          whenSaved(() => markIssuesChanged(environment, [relatedIssueId]), callbacks),
        ),
      ),
    [commit, environment, undoNotice],
  );
  return [remove, isInFlight];
}
