import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  IssueRelationType,
  useAddIssueRelationMutation as AddIssueRelationMutation,
} from '../../../__generated__/useAddIssueRelationMutation.graphql';
import { markIssuesChanged } from '../issueChanges/markIssuesChanged';
import { outcomeOf, useOutcomeMutation, whenSaved, type MutationCallbacks, type MutationHook } from '../relay/useOutcomeMutation';

const mutation = graphql`
  mutation useAddIssueRelationMutation($input: AddIssueRelationInput!) {
    addIssueRelation(input: $input) {
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

const outcome = ({ addIssueRelation: payload }: AddIssueRelationMutation['response']) => outcomeOf(payload.errors, payload.issue?.id);

/**
 * Relates an issue to another (`type` as read from the first). Not optimistic: the server decides whether it
 * may be (one relation per pair, no loop of "blocks"), and the picker shows its refusal beside the search.
 * Both issues are marked changed, so their timelines catch up with the new events.
 */
export function useAddIssueRelationMutation(): MutationHook<[issueId: string, relatedIssueId: string, type: IssueRelationType], string> {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useOutcomeMutation<AddIssueRelationMutation, string>(mutation, outcome);
  const add = useCallback(
    (issueId: string, relatedIssueId: string, type: IssueRelationType, callbacks?: MutationCallbacks<string>) =>
      commit(
        { variables: { input: { issueId, relatedIssueId, type } } },
        whenSaved(() => markIssuesChanged(environment, [relatedIssueId]), callbacks),
      ),
    [commit, environment],
  );
  return [add, isInFlight];
}
